// The CSV file a donor, an NGO or an admin downloads: what a spreadsheet shows once it opens it.
// Each file is parsed back with Papa Parse, as a spreadsheet would read it.
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, t } from '../../i18n';
import { BOM, donationsCsv } from './donation-csv';
import { placeAt } from '../../services/geo';
import { aDonation } from './test-donations';

afterEach(async () => {
  await activateLanguage('en');
});

/** The file's rows as a spreadsheet reads them (the byte-order mark taken off first). */
function rowsOf(file: string): string[][] {
  expect(file.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(file.slice(BOM.length), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Row `i` (0: the first donation) as { header: cell }. */
function record(file: string, i = 0): Record<string, string> {
  const [headers = [], ...rows] = rowsOf(file);
  return Object.fromEntries(headers.map((h, j) => [h, rows[i]?.[j] ?? '']));
}

const OFFERED = new Date('2026-03-05T04:30:00Z'); // 10:00 in India
const DELIVERED = new Date('2026-03-05T13:45:00Z'); // 19:15 in India

describe('a donations CSV', () => {
  it('has a row per donation with its times in ISO 8601 and in India time, and its outcome', () => {
    const delivered = aDonation({
      id: 'd-7',
      status: 'delivered',
      createdAt: OFFERED,
      deliveredAt: DELIVERED,
      mealsServed: 35,
      disposalReason: 'Five portions had gone cold',
    });
    const file = donationsCsv([delivered, aDonation({ id: 'd-8', ngoId: null, ngoName: '' })], t, 'en-IN');
    const row = record(file);
    expect(row['Donation ID']).toBe('d-7');
    expect(row['Status']).toBe('Delivered');
    expect(row['Offered (ISO 8601)']).toBe('2026-03-05T04:30:00.000Z');
    expect(row['Offered (India time)']).toBe('5 Mar 2026, 10:00');
    expect(row['Delivered (ISO 8601)']).toBe('2026-03-05T13:45:00.000Z');
    expect(row['Delivered (India time)']).toBe('5 Mar 2026, 19:15');
    expect(row['Picked up (ISO 8601)']).toBe('');
    expect(row['Food']).toBe('Rice and dal');
    expect(row['Kind of food']).toBe('Cooked meal');
    expect(row['Meals']).toBe('40');
    expect(row['NGO']).toBe('Roti Ghar Trust');
    expect(row['Meals served']).toBe('35');
    expect(row['Refused or not served: why']).toBe('Five portions had gone cold');
    // The open offer says so where an NGO's name would be.
    expect(record(file, 1)['NGO']).toBe('Any NGO near me (open offer)');
    expect(rowsOf(file)).toHaveLength(3);
  });

  it('keeps Hindi, commas, quotes and line breaks intact, and lines end CRLF', async () => {
    await activateLanguage('hi');
    const food = 'दाल-चावल, "खास" रोटी\nऔर सब्ज़ी';
    const file = donationsCsv([aDonation({ food, donorName: 'आशा', createdAt: OFFERED })], t, 'hi-IN');
    expect(file).toContain('\r\n');
    const row = record(file);
    expect(row['खाना']).toBe(food);
    expect(row['दाता']).toBe('आशा');
    expect(row['दान किया (ISO 8601)']).toBe('2026-03-05T04:30:00.000Z');
    expect(row['दान किया (भारतीय समय)']).toMatch(/2026, 10:00$/);
  });

  it('does not let a cell run as a spreadsheet formula', () => {
    const file = donationsCsv(
      [
        aDonation({
          food: '=HYPERLINK("https://evil.example","Click")',
          donorName: '+91 98765',
          deliveryLocation: '@home',
        }),
      ],
      t,
      'en-IN',
    );
    const row = record(file);
    expect(row['Food']).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(row['Donor']).toBe(`'+91 98765`);
    expect(row['Pickup place']).toBe(`'@home`);
  });

  it('gives a donation’s PIN code as its place, never the donor’s address, which is kept only for a while', () => {
    const pickup = placeAt({ lat: 18.5296, lng: 73.876 }, '411001');
    const row = record(donationsCsv([aDonation({ deliveryLocation: '', pickup })], t, 'en-IN'));
    expect(row['Pickup place']).toBe('PIN 411001');
    expect(record(donationsCsv([aDonation({ deliveryLocation: '', pickup: null })], t, 'en-IN'))['Pickup place']).toBe('');
  });
});
