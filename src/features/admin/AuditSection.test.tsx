// The audit log's table: only src/services/audit is mocked (the module boundary). The real service
// runs against the emulator and its rules in tests/integration/audit.test.ts and end to end.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import type { AuthUser } from '../../lib/auth-context';
import { listAuditEntries, type AuditEntry } from '../../services/audit';
import { newQueryClient, withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { AuditSection } from './AuditSection';

vi.mock('../../services/audit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/audit')>()),
  listAuditEntries: vi.fn(),
}));
const listMock = vi.mocked(listAuditEntries);

const admin: AuthUser = { uid: 'admin-uid', email: 'admin@example.org', displayName: 'Meera Admin' };

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  action: 'verify',
  target: 'seva-uid',
  label: 'Seva Trust',
  reason: '',
  by: 'admin-uid',
  at: new Date('2026-11-20T10:30:00+05:30'),
  ...overrides,
});

function renderLog() {
  return renderWithRouter(withQueries(<AuditSection />, newQueryClient()), {
    path: '/admin',
    auth: { user: admin, role: 'admin' },
  });
}

beforeEach(() => {
  listMock.mockReset();
  activateLanguage('en');
});

describe('AuditSection', () => {
  it('lists each action in words, what it was about, the reason, who and when', async () => {
    listMock.mockResolvedValue({
      items: [
        entry('e2', { action: 'suspend', target: 'neha-uid', label: 'Neha', reason: 'No-shows', by: 'admin-2' }),
        entry('e1'),
      ],
      next: null,
    });
    renderLog();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Suspended an account');
    expect(rows[0]).toHaveTextContent('Neha');
    expect(rows[0]).toHaveTextContent('No-shows');
    expect(rows[0]).toHaveTextContent('admin-2');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Verified an NGO');
    expect(rows[1]).toHaveTextContent('You');
    expect(listMock).toHaveBeenCalledWith({ action: undefined, by: undefined }, { after: null });
  });

  it('filters by action and to my own actions, and says when nothing matches', async () => {
    listMock.mockResolvedValue({ items: [entry('e1')], next: null });
    const user = userEvent.setup();
    renderLog();
    await screen.findByRole('table', { name: 'Audit log' });
    listMock.mockResolvedValue({ items: [], next: null });
    await user.selectOptions(screen.getByLabelText('Action'), 'Lifted a suspension');
    expect(await screen.findByText('No admin actions match.')).toBeInTheDocument();
    expect(listMock).toHaveBeenLastCalledWith({ action: 'lift', by: undefined }, { after: null });
    await user.click(screen.getByLabelText('Only my actions'));
    expect(listMock).toHaveBeenLastCalledWith({ action: 'lift', by: 'admin-uid' }, { after: null });
  });

  it('says so in plain words when the log cannot be read, and Retry reads it again', async () => {
    listMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    listMock.mockResolvedValue({ items: [entry('e1')], next: null });
    const user = userEvent.setup();
    renderLog();
    expect(await screen.findByText(/Could not load the audit log\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    activateLanguage('hi');
    listMock.mockResolvedValue({ items: [entry('e1')], next: null });
    renderLog();
    const table = await screen.findByRole('table', { name: 'ऑडिट लॉग' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('एक NGO को सत्यापित किया');
    expect(table).toHaveTextContent('आप');
  });
});
