// Component tests of /acknowledgements/:id. Only the service is mocked (getAcknowledgement); the
// rules that refuse a stranger and keep it unchanged run in the rules and integration layers.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { getAcknowledgement, type Acknowledgement } from '../../services/acknowledgements';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { AcknowledgementPage } from './AcknowledgementPage';

vi.mock('../../services/acknowledgements', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/acknowledgements')>()),
  getAcknowledgement: vi.fn(),
}));
const getMock = vi.mocked(getAcknowledgement);

afterEach(async () => {
  getMock.mockReset();
  await activateLanguage('en');
});

const ACK: Acknowledgement = {
  id: 'ngo-uid-7',
  number: 7,
  ngoId: 'ngo-uid',
  ngoName: 'Roti Ghar Trust',
  ngoRegistration: 'WB/2020/0042',
  ngoAddress: '4 Park Street, Kolkata',
  donorUid: 'donor-uid',
  donorName: 'Asha Caterers',
  from: new Date('2026-10-01T00:00:00+05:30'),
  to: new Date('2026-11-01T00:00:00+05:30'),
  items: [
    { at: new Date('2026-10-03T12:00:00+05:30'), food: 'Veg biryani', meals: 25, weightKg: 6, mealsServed: 20 },
    { at: new Date('2026-10-20T12:00:00+05:30'), food: 'Dal and rice', meals: 40, weightKg: 9.5, mealsServed: 40 },
  ],
  meals: 65,
  mealsServed: 60,
  weightKg: 15.5,
  issuedAt: new Date('2026-11-02T10:00:00+05:30'),
};

function renderAck() {
  return renderWithRouter([{ path: '/acknowledgements/:id', element: withQueries(<AcknowledgementPage />) }], {
    path: '/acknowledgements/ngo-uid-7',
    auth: { user: { uid: 'donor-uid', email: 'asha@example.org', displayName: 'Asha' }, role: 'donor' },
  });
}

describe('AcknowledgementPage', () => {
  it('shows the acknowledgement as issued: number, both parties, each donation, totals and the 80G line', async () => {
    getMock.mockResolvedValue(ACK);
    renderAck();
    const sheet = await screen.findByRole('article');
    expect(getMock).toHaveBeenCalledWith('ngo-uid-7');
    expect(within(sheet).getByText('No. 7')).toBeVisible();
    expect(within(sheet).getByText('Registration: WB/2020/0042')).toBeVisible();
    expect(
      within(sheet).getByText(
        'Roti Ghar Trust acknowledges with thanks the food listed below, received from Asha Caterers from 1 Oct 2026 to 31 Oct 2026.',
      ),
    ).toBeVisible();
    const rows = within(sheet).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateFoodMealsWeight (kg)Meals served',
      '3 Oct 2026Veg biryani25620',
      '20 Oct 2026Dal and rice409.540',
      'Total: 2 donations6515.560',
    ]);
    expect(
      within(sheet).getByText(
        'This acknowledges a donation in kind. It is not a receipt under section 80G of the Income-tax Act.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(document.querySelector('style')?.textContent).toContain('@page { size: A4;');
  });

  it('says so, with the way back, when there is none for this account', async () => {
    getMock.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderAck();
    expect(await screen.findByText('There is no acknowledgement here for your account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to donations' })).toHaveAttribute('href', '/donations');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a failed read says why and can be retried', async () => {
    getMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    getMock.mockResolvedValueOnce(ACK);
    const { user } = renderAck();
    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(screen.getByText(/^Could not open the acknowledgement\./)).toBeVisible();
    await user.click(retry);
    expect(await screen.findByRole('article')).toBeVisible();
  });
});
