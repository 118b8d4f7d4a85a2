// 'Download as a spreadsheet' on /donations. The service that reads the period's donations is
// mocked at the module boundary (its queries run against the emulator in
// tests/integration/donation-export.test.ts), and so is the browser's download, which jsdom
// cannot make: the test reads the file the page would have saved.
import { screen } from '@testing-library/react';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../lib/download';
import { donationsInPeriod } from '../../services/donation-export';
import { indiaDay, isoDate, momentOf } from '../../services/series-days';
import { withQueries } from '../../testing/queries';
import { renderWithRouter } from '../../testing/render';
import { ExportCsv } from './ExportCsv';
import { aDonation } from './test-donations';

vi.mock('../../services/donation-export', () => ({ donationsInPeriod: vi.fn() }));
vi.mock('../../lib/download', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

const render = () => renderWithRouter(withQueries(<ExportCsv scope={{ donorUid: 'donor-uid' }} />));

describe('Download as a spreadsheet', () => {
  it('reads the last twelve months (India days, both ends included) and saves them as a CSV file', async () => {
    vi.mocked(donationsInPeriod).mockResolvedValue({
      donations: [aDonation({ id: 'd-1', food: 'Veg pulao' }), aDonation({ id: 'd-2', food: 'पूरी सब्ज़ी' })],
      cut: false,
    });
    const { user } = render();
    const today = indiaDay(new Date());
    expect(screen.getByLabelText('From')).toHaveValue(isoDate(today - 364));
    expect(screen.getByLabelText('To')).toHaveValue(isoDate(today));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded 2 donations.')).toBeVisible();
    expect(donationsInPeriod).toHaveBeenCalledWith(
      { donorUid: 'donor-uid' },
      { from: momentOf(today - 364, 0), to: momentOf(today + 1, 0) },
    );
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [text, name, type] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe(`foodbridge-donations-${isoDate(today - 364)}-to-${isoDate(today)}.csv`);
    expect(type).toBe('text/csv;charset=utf-8');
    const rows = Papa.parse<string[]>(String(text).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows.map((row) => row[0])).toEqual(['Donation ID', 'd-1', 'd-2']);
    expect(rows[2]).toContain('पूरी सब्ज़ी');
  });

  it('refuses an end before the start, keeps both dates as typed, and reads nothing', async () => {
    const { user } = render();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-05-10');
    await user.clear(to);
    await user.type(to, '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(to).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveValue('2026-05-10');
    expect(to).toHaveValue('2026-05-01');
    expect(donationsInPeriod).not.toHaveBeenCalled();

    // Mending the date clears the message; one day (the same start and end) is a period.
    await user.clear(to);
    await user.type(to, '2026-05-10');
    expect(to).not.toHaveAccessibleDescription();
    vi.mocked(donationsInPeriod).mockResolvedValue({ donations: [], cut: false });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('No donations were offered from 10 May 2026 to 10 May 2026.')).toBeVisible();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('asks for a date that was cleared', async () => {
    const { user } = render();
    await user.clear(screen.getByLabelText('From'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Please choose a date.');
    expect(donationsInPeriod).not.toHaveBeenCalled();
  });

  it('says when the donations cannot be read, and Retry reads them again', async () => {
    vi.mocked(donationsInPeriod)
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }))
      .mockResolvedValueOnce({ donations: [aDonation()], cut: true });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not read the donations. We could not reach the server. Check your connection and try again.',
    );
    expect(alert).not.toHaveTextContent('unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Downloaded 1 donation. The file holds the newest 2,000 donations of this period. Choose a shorter period for the rest.',
      ),
    ).toBeVisible();
    expect(donationsInPeriod).toHaveBeenCalledTimes(2);
    expect(saveFile).toHaveBeenCalledTimes(1);
  });
});
