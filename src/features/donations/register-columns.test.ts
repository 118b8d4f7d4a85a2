// The NGO's food register as its CSV file reads (the screen and the printed page show the same
// columns, register-columns.ts): each donation received, with its donor's FSSAI number, who
// collected it, the pickup checks and what became of it.
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, t } from '../../i18n';
import type { RegisterEntry } from '../../services/food-register';
import { BOM, registerCsv } from './donation-csv';
import { aDonation } from './test-donations';

afterEach(async () => {
  await activateLanguage('en');
});

/** Every row of the file as { header: cell }. */
function records(file: string): Record<string, string>[] {
  expect(file.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(file.slice(BOM.length), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const PICKED_UP = new Date('2026-03-05T12:40:00Z'); // 18:10 in India

const served: RegisterEntry = {
  donation: aDonation({
    id: 'd-1',
    status: 'delivered',
    donorFssai: '12345678901234',
    pickedUpAt: PICKED_UP,
    pickupChecked: true,
    mealsServed: 35,
    disposalReason: 'Five portions had gone cold',
  }),
  volunteer: 'Meena',
};
const refused: RegisterEntry = {
  donation: aDonation({
    id: 'd-2',
    status: 'refused',
    refusal: { reason: 'spoiled', note: 'Smelled sour', at: PICKED_UP },
  }),
  volunteer: null,
};
const collectedByNgo: RegisterEntry = { donation: aDonation({ id: 'd-3', status: 'picked_up' }), volunteer: null };
const waiting: RegisterEntry = { donation: aDonation({ id: 'd-4', status: 'accepted' }), volunteer: 'Arjun' };
const missed: RegisterEntry = { donation: aDonation({ id: 'd-5', status: 'missed' }), volunteer: null };

describe('the food register', () => {
  it('says who gave the food (with its FSSAI number), who collected it, the checks and what became of it', () => {
    const [first, second, third, fourth, fifth] = records(
      registerCsv([served, refused, collectedByNgo, waiting, missed], t, 'en-IN'),
    );
    expect(first).toMatchObject({
      Donor: 'Asha Donor',
      'Donor’s FSSAI no.': '12345678901234',
      Food: 'Rice and dal',
      Meals: '40',
      'Collected (ISO 8601)': '2026-03-05T12:40:00.000Z',
      'Collected (India time)': '5 Mar 2026, 18:10',
      'Pickup checks': 'All made',
      'Collected by': 'Meena',
      'What became of it': '35 meals served. The rest for disposal: Five portions had gone cold',
    });
    // A refusal needs no checks; when it happened stands for when it was collected.
    expect(second).toMatchObject({
      'Donor’s FSSAI no.': '',
      'Collected (ISO 8601)': '2026-03-05T12:40:00.000Z',
      'Pickup checks': '',
      'Collected by': 'The NGO (no volunteer’s run)',
      'What became of it': 'Refused at pickup: Looks or smells wrong: Smelled sour',
    });
    // Collected without the checks recorded (a donation from before them), by the NGO itself.
    expect(third).toMatchObject({
      'Pickup checks': 'Not recorded',
      'Collected by': 'The NGO (no volunteer’s run)',
      'What became of it': 'Collected, not yet delivered',
    });
    // Not collected yet: the volunteer whose run it is, nothing else.
    expect(fourth).toMatchObject({
      'Collected (ISO 8601)': '',
      'Pickup checks': '',
      'Collected by': 'Arjun',
      'What became of it': 'Accepted, not yet collected',
    });
    // A no-show (docs/reports.md, 'Reliability'): nobody collected it.
    expect(fifth).toMatchObject({
      'Collected (ISO 8601)': '',
      'Pickup checks': '',
      'Collected by': '',
      'What became of it': 'Not collected before its use-by',
    });
  });

  it('is in Hindi for a Hindi reader', async () => {
    await activateLanguage('hi');
    const [row] = records(registerCsv([served], t, 'hi-IN'));
    expect(row).toMatchObject({
      'दाता का FSSAI नंबर': '12345678901234',
      'पिकअप जाँचें': 'सभी की गईं',
      'उसका क्या हुआ': '35 भोजन परोसे गए। बाकी निपटान के लिए: Five portions had gone cold',
    });
  });
});
