// The NGO's food register, in Chromium against the emulators: a donor gives its FSSAI number on its
// profile (a wrong one is refused in plain words, nothing typed lost) and offers food; the donation
// carries the number. The NGO opens its register for the period and finds the donation with the
// donor's number, the checks, who collected it and what became of it; it prints on one A4 page
// and downloads as a CSV file. From it, the NGO issues an in-kind acknowledgement to the donor,
// which prints on one A4 page and which the donor finds and reads (in Hindi too).
import type { Download } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { offerTo, storeDelivered } from './donation-helpers';
import { DESKTOP, PHONE, expectNoAxeViolations, fieldOf, findDocs, pdfPageCount, screenshot } from './support';

test.describe.configure({ timeout: 120_000 });

const FOOD = 'Veg biryani';
const FSSAI = '12345678901234';
const NOT_80G = 'This acknowledges a donation in kind. It is not a receipt under section 80G of the Income-tax Act.';

test('a donor’s FSSAI number reaches the NGO’s food register (printed, downloaded); the NGO acknowledges the food', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const donor = await signedIn(freshDonor);
  await donor.setViewportSize(PHONE);
  await donor.goto('/donorProfile');
  const main = donor.getByRole('main');
  await main.getByLabel('Name').fill('Asha Caterers');
  await main.getByLabel('Email address').fill(freshDonor.email);
  await main.getByLabel('Phone Number').fill('9876543210');
  await main.getByLabel('Street address').fill('12 Park Street');
  const fssai = main.getByLabel('FSSAI licence or registration number (optional)');
  await fssai.fill('1234 5678');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(fssai).toHaveAccessibleDescription(/An FSSAI number has 14 digits\. Leave it empty if you have none\./);
  await expect(main.getByLabel('Name')).toHaveValue('Asha Caterers');
  expect(await findDocs('admin', 'ownerUid', freshDonor.uid)).toEqual([]);
  // As printed on a licence, in groups: stored as 14 digits.
  await fssai.fill('1234 5678 9012 34');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(donor.getByText('Profile saved successfully!')).toBeVisible();
  const [record] = await findDocs('admin', 'ownerUid', freshDonor.uid);
  expect(fieldOf(record, 'fssai')).toBe(FSSAI);

  const donation = await offerTo(donor, freshNgo, FOOD, 25);
  expect(fieldOf(donation, 'donorFssai')).toBe(FSSAI);

  // Written as the moves leave it: collected with every check, and delivered, 20 meals served and
  // the rest for disposal.
  await storeDelivered(donation, {
    pickupChecks: {
      arrayValue: {
        values: [
          { stringValue: 'keptAsStated' },
          { stringValue: 'packedCovered' },
          { stringValue: 'looksSmellsRight' },
        ],
      },
    },
    mealsServed: { integerValue: '20' },
    disposalReason: { stringValue: 'Five portions had spilled' },
  });

  const ngo = await signedIn(freshNgo);
  await ngo.getByRole('link', { name: 'Open the food register' }).click();
  await expect(ngo).toHaveURL(/\/food-register$/);
  await expect(ngo.getByRole('heading', { name: 'Food register', level: 1 })).toBeVisible();
  await expect(ngo.getByText(`Kept by ${freshNgo.nameOrg}`)).toBeVisible();
  await ngo.getByRole('button', { name: 'Show the register' }).click();
  await expect(ngo.getByText(/^1 donation received from .+; 20 meals served\.$/)).toBeVisible();
  const table = ngo.getByRole('region', { name: /1 donation received/ }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: FOOD });
  await expect(row).toHaveCount(1);
  for (const text of [
    freshDonor.displayName,
    FSSAI,
    'All made',
    'The NGO (no volunteer’s run)',
    '20 meals served. The rest for disposal: Five portions had spilled',
  ]) {
    await expect(row.getByText(text, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'register-ngo-1280');
  await ngo.setViewportSize(PHONE);
  await screenshot(ngo, 'register-ngo-390');
  await expectNoAxeViolations(ngo);

  // Printed: A4 on its side, one page for a short period, the site's header and controls left out.
  await ngo.emulateMedia({ media: 'print' });
  await ngo.setViewportSize({ width: 1123, height: 794 });
  await expect(ngo.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(ngo.getByRole('banner')).toBeHidden();
  await screenshot(ngo, 'register-print');
  await ngo.emulateMedia({ media: null });
  await ngo.setViewportSize(DESKTOP);
  const pdf = await ngo.pdf({ preferCSSPageSize: true });
  expect(pdfPageCount(pdf)).toBe(1);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  // 297 × 210 mm is 841.9 × 595.3 points.
  expect(Number(box?.[1])).toBeCloseTo(841.9, 0);
  expect(Number(box?.[2])).toBeCloseTo(595.3, 0);

  const [download] = await Promise.all([
    ngo.waitForEvent('download') as Promise<Download>,
    ngo.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^foodbridge-food-register-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toEqual([
    expect.objectContaining({
      Donor: freshDonor.displayName,
      'Donor’s FSSAI no.': FSSAI,
      Food: FOOD,
      Meals: '25',
      'Pickup checks': 'All made',
      'What became of it': '20 meals served. The rest for disposal: Five portions had spilled',
    }),
  ]);
  expect(parsed.data[0]?.['Collected (ISO 8601)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

  // An acknowledgement of the donor's food, from the register: numbered, on one A4 page (upright),
  // with the sentence that it is not an 80G receipt.
  const issue = ngo.getByRole('region', { name: 'Acknowledge a donor’s food' });
  await expect(issue.getByLabel('Donor')).toHaveValue(freshDonor.uid);
  await issue.getByRole('button', { name: 'Issue acknowledgement' }).click();
  await expect(ngo).toHaveURL(new RegExp(`/acknowledgements/${freshNgo.uid}-1$`));
  await expect(ngo.getByRole('heading', { name: 'Acknowledgement of a donation in kind', level: 1 })).toBeVisible();
  const sheet = ngo.getByRole('article');
  await expect(sheet.getByText('No. 1', { exact: true })).toBeVisible();
  await expect(sheet.getByText(NOT_80G)).toBeVisible();
  await expect(sheet.getByRole('cell', { name: FOOD })).toBeVisible();
  await expect(sheet.getByRole('row', { name: /^Total: 1 donation 25 6 20$/ })).toBeVisible();
  await expectNoAxeViolations(ngo);
  await ngo.emulateMedia({ media: 'print' });
  await ngo.setViewportSize({ width: 794, height: 1123 });
  await expect(ngo.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet.getByText(NOT_80G)).toBeVisible();
  await screenshot(ngo, 'acknowledgement-print');
  await ngo.emulateMedia({ media: null });
  const ackPdf = await ngo.pdf({ preferCSSPageSize: true });
  expect(pdfPageCount(ackPdf)).toBe(1);
  const upright = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(ackPdf.toString('latin1'));
  expect(Number(upright?.[1])).toBeCloseTo(595.3, 0);
  expect(Number(upright?.[2])).toBeCloseTo(841.9, 0);

  // The donor finds it under My donations and reads the same acknowledgement, in Hindi too.
  await donor.goto('/donations');
  const received = donor.getByRole('region', { name: 'Acknowledgements from NGOs' });
  await received.getByRole('link', { name: 'No. 1' }).click();
  await expect(donor.getByRole('article').getByText(NOT_80G)).toBeVisible();
  await expect(donor.getByRole('article').getByText(freshNgo.nameOrg).first()).toBeVisible();
  await screenshot(donor, 'acknowledgement-donor');
  // In Hindi, chosen from the phone's menu: the same acknowledgement, in the reader's language.
  await donor.getByRole('button', { name: 'Open menu' }).click();
  await donor.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(donor.locator('html')).toHaveAttribute('lang', 'hi');
  await donor.keyboard.press('Escape');
  await expect(
    donor.getByText('यह वस्तु रूप में दान की पावती है। यह आयकर अधिनियम की धारा 80G के तहत रसीद नहीं है।'),
  ).toBeVisible();
  await expect(donor.getByText('क्रमांक 1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(donor);
});
