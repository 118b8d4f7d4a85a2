// Component tests of /donations/:id/label. Only the services are mocked (getDonation); the real read
// and the rules that refuse another donor's donation run in the integration and rules layers.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import type { Donation } from '../../services/donation-model';
import { getDonation } from '../../services/donation-boards';
import { aSafetyRecord } from '../../testing/food';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { LabelPage } from './LabelPage';
import { aDonation } from './test-donations';

vi.mock('../../services/donation-boards', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-boards')>()),
  getDonation: vi.fn(),
}));

const ID = 'k3x9p2QeV7';
const readyBy = new Date(2025, 10, 22, 18, 30);
const useBy = new Date(2025, 10, 22, 20, 0);

const curry = (overrides: Partial<Donation> = {}) =>
  aDonation({
    id: ID,
    food: 'Egg curry',
    readyBy,
    safety: aSafetyRecord({
      diet: 'egg',
      allergens: ['milk', 'peanuts'],
      preparedAt: new Date(2025, 10, 22, 17, 0),
      useBy,
      weightKg: 6.5,
    }),
    ...overrides,
  });

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function renderLabel(id = ID) {
  return renderWithRouter(
    [
      { path: '/donations/:id/label', element: withQueries(<LabelPage />) },
      { path: '/donations', element: <p>Donations board</p> },
    ],
    {
      path: `/donations/${id}/label`,
      auth: { user: { uid: 'donor-uid', email: 'donor@example.org', displayName: 'Asha Donor' }, role: 'donor' },
    },
  );
}

/** The label as printed. */
const label = () => document.querySelector<HTMLElement>('[data-label-size]') as HTMLElement;
/** What the label says under a term ('Use by' → the date). */
const item = (term: string) => within(label()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
/** The page rule the browser prints with. */
const pageRule = () =>
  [...document.querySelectorAll('style')].map((s) => s.textContent).find((css) => css?.includes('@page'));

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/donations/:id/label', () => {
  it('shows a print-ready label with everything the container needs', async () => {
    vi.mocked(getDonation).mockResolvedValue(curry());
    renderLabel();
    expect(screen.getByRole('status', { name: 'Loading the label…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Food label' })).toBeInTheDocument();

    await screen.findByText('Egg curry');
    expect(getDonation).toHaveBeenCalledWith(ID);
    const printed = within(label());
    // No database id, nor a number made from it: the food, donor and date say whose it is.
    expect(label()).not.toHaveTextContent(ID);
    expect(label()).not.toHaveTextContent(/K3X9P2/i);
    expect(printed.queryByText(/^Donation no\./)).not.toBeInTheDocument();
    expect(printed.getByText('Contains egg')).toBeInTheDocument();
    expect(item('Allergens')).toBe('Milk, Peanuts');
    expect(item('Pick-up date')).toBe(formatDateTime(readyBy));
    expect(item('Use by')).toBe(formatDateTime(useBy));
    expect(item('Prepared at')).toBe(formatDateTime(new Date(2025, 10, 22, 17, 0)));
    expect(item('Kind of food')).toBe('Cooked meal');
    expect(item('Kept')).toBe('Hot (above 60 °C)');
    expect(item('Amount')).toBe('40 meals · about 6.5 kg');
    expect(item('Donor')).toBe('Asha Donor');
    expect(item('NGO')).toBe('Roti Ghar Trust');
  });

  it('prints on A6 first, switches to a 58 mm receipt, and remembers the choice', async () => {
    vi.mocked(getDonation).mockResolvedValue(curry());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, unmount } = renderLabel();
    await screen.findByText('Egg curry');

    const sizes = screen.getByRole('group', { name: 'Label size' });
    expect(within(sizes).getByRole('radio', { name: 'A6 (105 × 148 mm)' })).toBeChecked();
    expect(label()).toHaveAttribute('data-label-size', 'a6');
    expect(pageRule()).toContain('@page { size: 105mm 148mm; margin: 0; }');

    await user.click(within(sizes).getByRole('radio', { name: '58 mm receipt' }));
    expect(label()).toHaveAttribute('data-label-size', 'receipt');
    expect(pageRule()).toMatch(/@page \{ size: 58mm \d+mm; margin: 0; \}/);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    // Only the label prints: the page marks the body while it is shown.
    expect(document.body).toHaveClass('fb-print-page');
    unmount();
    expect(document.body).not.toHaveClass('fb-print-page');

    renderLabel();
    await screen.findByText('Egg curry');
    expect(screen.getByRole('radio', { name: '58 mm receipt' })).toBeChecked();
  });

  it('names no NGO on an open offer not yet accepted', async () => {
    vi.mocked(getDonation).mockResolvedValue(curry({ ngoId: null, ngoName: '' }));
    renderLabel();
    await screen.findByText('Egg curry');
    expect(item('NGO')).toBe('Any NGO');
  });

  it.each([
    ['another donor’s donation', async () => curry({ donorUid: 'someone-else' })],
    ['a donation that does not exist', async () => null],
    ['a donation the rules refuse', async () => Promise.reject(firebaseError('permission-denied'))],
  ])('says plainly it cannot find %s, with the way back', async (_what, answer) => {
    vi.mocked(getDonation).mockImplementation(answer);
    const { user, router } = renderLabel();
    expect(
      await screen.findByText(
        'We could not find this donation among yours. It may have been removed, or it was offered from another account.',
      ),
    ).toBeInTheDocument();
    expect(label()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to donations' }));
    expect(router.state.location.pathname).toBe('/donations');
  });

  it('has no label for a donation made before the record began', async () => {
    vi.mocked(getDonation).mockResolvedValue(curry({ safety: null }));
    renderLabel();
    expect(
      await screen.findByText(
        'This donation was offered before food-safety records began, so it has no label to print.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to donations' })).toHaveAttribute('href', '/donations');
  });

  it('says plainly when the donation cannot load, and Retry reads it again', async () => {
    vi.mocked(getDonation).mockRejectedValueOnce(firebaseError('unavailable')).mockResolvedValueOnce(curry());
    const { user } = renderLabel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this donation. We could not reach the server.');
    expect(screen.getByRole('link', { name: 'Back to donations' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(label()).not.toBeNull());
    expect(getDonation).toHaveBeenCalledTimes(2);
  });

  it('prints in Hindi, keeping FSSAI’s English words beside the Hindi', async () => {
    await activateLanguage('hi');
    vi.mocked(getDonation).mockResolvedValue(curry({ ngoId: null, ngoName: '' }));
    renderLabel();
    await screen.findByText('Egg curry');
    expect(screen.getByRole('heading', { level: 1, name: 'खाने का लेबल' })).toBeInTheDocument();
    expect(item('एलर्जी वाली चीज़ें')).toBe('दूध, मूंगफली');
    expect(item('कब तक खा सकते हैं (Use by)')).toBe(formatDateTime(useBy));
    expect(item('पिकअप की तारीख (Pick-up date)')).toBe(formatDateTime(readyBy));
    expect(item('एनजीओ')).toBe('कोई भी एनजीओ');
    expect(within(label()).getByText('अंडे वाला')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '58 mm रसीद' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
  });
});
