// Component tests of /impact. Mocked: the roll-ups' read (getImpactMonths: the rules and the
// figures' sums run in the rules and integration layers), the file save (no downloads in jsdom)
// and the chart (uPlot draws on a canvas jsdom does not have; the e2e test draws it in Chromium),
// and the person's membership and NGO (tests/integration/team.test.ts runs those reads).
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { saveFile } from '../../lib/download';
import { getImpactMonths } from '../../services/impact';
import { impactMonthFromData } from '../../services/impact-model';
import { getNgo, type Ngo } from '../../services/ngos';
import { watchMyMembership, type Member } from '../../services/team';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { ImpactPage } from './ImpactPage';
import { lastTwelveMonths } from './impact-view';

vi.mock('../../services/impact', () => ({ getImpactMonths: vi.fn() }));
vi.mock('../../lib/download', () => ({ saveFile: vi.fn() }));
vi.mock('./MonthsChart', () => ({ default: () => null }));
vi.mock('../../services/team', () => ({ watchMyMembership: vi.fn() }));
vi.mock('../../services/ngos', () => ({ getNgo: vi.fn() }));
const readMock = vi.mocked(getImpactMonths);

/** The signed-in person's membership, as the live read would give it (null: none). */
function memberAs(role: Member['role'] | null) {
  vi.mocked(watchMyMembership).mockImplementation((uid, onData) => {
    onData(role && ({ uid, ngoId: 'ngo-roti', role, name: 'Asha' } as Member));
    return () => {};
  });
}

beforeEach(() => {
  memberAs(null);
  vi.mocked(getNgo).mockResolvedValue({ id: 'ngo-roti', nameOrg: 'Roti Ghar Trust' } as Ngo);
});

afterEach(async () => {
  readMock.mockReset();
  vi.mocked(saveFile).mockReset();
  await activateLanguage('en');
});

const PERIOD = lastTwelveMonths(new Date());

function months() {
  return [
    impactMonthFromData(PERIOD.from, {
      accepted: 3,
      delivered: 2,
      meals: 45,
      kg: 12,
      acceptWait: { m15: 2 },
      pickupWait: { m60: 1, m120: 1 },
    }),
    impactMonthFromData(PERIOD.to, {
      accepted: 1,
      delivered: 1,
      meals: 20,
      kg: 6,
      acceptWait: { m0: 1 },
      pickupWait: { m60: 1 },
    }),
  ];
}

function renderAs(role: 'donor' | 'ngo' | 'admin') {
  return renderWithRouter([{ path: '/impact', element: withQueries(<ImpactPage />) }], {
    path: '/impact',
    auth: { user: { uid: 'u-1', email: 'u@example.org', displayName: 'Asha' }, role },
  });
}

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('ImpactPage', () => {
  it('a donor’s last twelve months: each figure, and a table of the months', async () => {
    readMock.mockResolvedValue(months());
    renderAs('donor');
    expect(await screen.findByRole('heading', { name: 'My impact', level: 1 })).toBeVisible();
    expect(readMock).toHaveBeenCalledWith('d-u-1', PERIOD.from, PERIOD.to);
    await screen.findByText('Meals served', { selector: 'dt' });
    expect(figure('Meals served')).toHaveTextContent('65');
    expect(figure('Food delivered')).toHaveTextContent('18 kg');
    expect(figure('CO2e avoided')).toHaveTextContent('about 45 kg');
    expect(figure('Delivered of those accepted')).toHaveTextContent('75 % (3 of 4)');
    expect(figure('Typical wait for an NGO to accept')).toHaveTextContent('15–30 min');
    expect(figure('Typical wait from acceptance to pickup')).toHaveTextContent('1–2 h');
    const table = screen.getByRole('table', { name: /Offers accepted and delivered/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('an NGO reads its own scope, an admin the platform’s', async () => {
    readMock.mockResolvedValue([]);
    renderAs('ngo');
    expect(await screen.findByRole('heading', { name: 'Your NGO’s impact', level: 1 })).toBeVisible();
    expect(readMock).toHaveBeenLastCalledWith('n-u-1', PERIOD.from, PERIOD.to);
  });

  it('a coordinator of an NGO may switch to its NGO’s figures; a volunteer has no such choice', async () => {
    readMock.mockResolvedValue(months());
    memberAs('coordinator');
    const { user } = renderAs('donor');
    const choice = await screen.findByRole('radio', { name: 'Roti Ghar Trust: the team I coordinate' });
    expect(screen.getByRole('radio', { name: 'Mine: the food I offered' })).toBeChecked();
    expect(readMock).toHaveBeenLastCalledWith('d-u-1', PERIOD.from, PERIOD.to);
    await user.click(choice);
    expect(await screen.findByRole('heading', { name: 'Your NGO’s impact', level: 1 })).toBeVisible();
    expect(readMock).toHaveBeenLastCalledWith('n-ngo-roti', PERIOD.from, PERIOD.to);
    await user.click(screen.getByRole('radio', { name: 'Mine: the food I offered' }));
    expect(await screen.findByRole('heading', { name: 'My impact', level: 1 })).toBeVisible();
  });

  it('a volunteer sees only their own figures', async () => {
    readMock.mockResolvedValue(months());
    memberAs('volunteer');
    renderAs('donor');
    await screen.findByText('Meals served', { selector: 'dt' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(readMock).toHaveBeenLastCalledWith('d-u-1', PERIOD.from, PERIOD.to);
  });

  it('nothing accepted yet says so, and no wait is made up', async () => {
    readMock.mockResolvedValue([impactMonthFromData(PERIOD.to, undefined)]);
    renderAs('admin');
    await screen.findByText('Meals served', { selector: 'dt' });
    expect(readMock).toHaveBeenLastCalledWith('all', PERIOD.from, PERIOD.to);
    expect(figure('Delivered of those accepted')).toHaveTextContent('None accepted yet');
    expect(figure('Typical wait for an NGO to accept')).toHaveTextContent('Not known yet');
  });

  it('a period that ends before it starts is said plainly, and the figures shown stay', async () => {
    readMock.mockResolvedValue(months());
    renderAs('donor');
    await screen.findByText('Meals served', { selector: 'dt' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01' } });
    expect(screen.getByText('The first month must not come after the last.')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveValue('2030-01');
    expect(readMock).toHaveBeenCalledTimes(1);
    expect(figure('Meals served')).toHaveTextContent('65');
  });

  it('a failed read says so, and Try again reads again', async () => {
    readMock.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    readMock.mockResolvedValue(months());
    const { user } = renderAs('donor');
    expect(await screen.findByText(/^We could not load the figures: /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meals served', { selector: 'dt' })).toBeVisible();
  });

  it('the months download as a CSV file with a byte-order mark', async () => {
    readMock.mockResolvedValue(months());
    const { user } = renderAs('donor');
    await user.click(await screen.findByRole('button', { name: 'Download these months (CSV)' }));
    expect(await screen.findByText(/^Saved foodbridge-impact-/)).toBeVisible();
    const [text, name, type] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe(`foodbridge-impact-${PERIOD.from}-to-${PERIOD.to}.csv`);
    expect(type).toBe('text/csv;charset=utf-8');
    expect(text.startsWith('\uFEFFMonth (yyyy-mm),Month,Accepted,Delivered,Meals served,Food (kg)\r\n')).toBe(true);
    expect(text).toContain(`${PERIOD.to},`);
  });
});
