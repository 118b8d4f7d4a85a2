// Reports people can hand in, in Chromium against the emulators: a donor offers food in Hindi and
// downloads the CSV of its donations from My donations; the NGO it went to downloads its own.
// Each file is read as a spreadsheet would: UTF-8 with a byte-order mark, Hindi intact.
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { offerTo } from './donation-helpers';
import { PHONE, expectNoAxeViolations, screenshot } from './support';

test.describe.configure({ timeout: 120_000 });

const FOOD = 'पनीर रोल और चटनी';

/** Downloads the page's CSV for its default period (the last twelve months): the file's text. */
async function downloadCsv(page: Page): Promise<{ text: string; name: string }> {
  const section = page.getByRole('region', { name: 'Download as a spreadsheet' });
  await section.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    section.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  await expect(section.getByText('Downloaded 1 donation.')).toBeVisible();
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return { text: await readFile(path, 'utf8'), name: download.suggestedFilename() };
}

/** The file's rows as { header: cell }, after checking its byte-order mark. */
function rowsOf(text: string): Record<string, string>[] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

test('a donor downloads the CSV of its donations, and the NGO its own, Hindi intact', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const donor = await signedIn(freshDonor);
  await donor.setViewportSize(PHONE);
  await offerTo(donor, freshNgo, FOOD, 25);

  const mine = await downloadCsv(donor);
  expect(mine.name).toMatch(/^foodbridge-donations-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const [row, ...more] = rowsOf(mine.text);
  expect(more).toEqual([]);
  expect(row).toMatchObject({ Food: FOOD, Meals: '25', NGO: freshNgo.nameOrg, Status: 'Waiting for an NGO' });
  expect(row?.['Offered (ISO 8601)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'reports-donor-csv');

  const ngo = await signedIn(freshNgo);
  const theirs = await downloadCsv(ngo);
  expect(rowsOf(theirs.text)).toEqual([expect.objectContaining({ Food: FOOD, Donor: freshDonor.displayName })]);
});
