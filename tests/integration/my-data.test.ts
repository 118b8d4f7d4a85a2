// 'Download my data' (src/services/my-data.ts) against the Auth and Firestore emulators with
// firestore.rules enforced: the file holds each kind of record the account has — and nobody
// else's — as JSON (times in ISO 8601), read a page at a time; a part the rules refuse is named.
import { describe, expect, it } from 'vitest';
import { aDonation, aDonor } from '../../src/testing/factories';
import { setupPeople, type Client } from './people';

const { client, env, run } = setupPeople();

/** Stores documents as the services would have written them, with the rules off. */
async function store(docs: Record<string, Record<string, unknown>>) {
  await env().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => db.doc(path).set(data)));
  });
}

const account = (c: Client, name: string) => ({ uid: c.uid, email: `${name}-${run}@example.org`, displayName: name });

/** The paths of a part of the file (one document or a list). */
function paths(part: unknown): string[] {
  const list = Array.isArray(part) ? part : part ? [part] : [];
  return (list as { path: string }[]).map((r) => r.path).sort();
}

describe('Download my data', () => {
  it('a donor’s file holds each kind of its records, and nobody else’s', async () => {
    const asha = await client('donor', 'AshaData');
    const seva = await client('ngo', 'SevaData');
    const ravi = await client('donor', 'RaviData');
    const p = `md${asha.uid.slice(0, 6)}`;
    const donation = (food: string, donorUid: string, extra: Record<string, unknown> = {}) =>
      aDonation({ food, donorUid, donorName: 'Asha', ngoId: seva.uid, ngoName: 'Seva', ...extra });
    // 130 donations: more than one page of the rules' list limit (100).
    const many = Object.fromEntries(
      Array.from({ length: 130 }, (_, i) => [`deliveryInfo/${p}-${i}`, donation(`खाना ${i}`, asha.uid)]),
    );
    // Two offered since contact documents: one whose contact is still kept, one whose is gone (TTL).
    const newStyle: Record<string, unknown> = donation('Lunch boxes', asha.uid);
    delete newStyle.phone;
    delete newStyle.deliveryLocation;
    const contact = {
      donorUid: asha.uid,
      phone: '9123456780',
      deliveryLocation: 'Canteen, 2 Mill Road',
      expireAt: new Date('2030-01-01T00:00:00Z'),
    };
    await store({
      ...many,
      [`deliveryInfo/${p}-new`]: newStyle,
      [`deliveryInfo/${p}-new/private/contact`]: contact,
      [`deliveryInfo/${p}-gone`]: newStyle,
      [`deliveryInfo/${p}-ravi`]: donation('Not Asha’s', ravi.uid),
      [`admin/${p}-record`]: aDonor({ ownerUid: asha.uid, name: 'Asha Caterers' }),
      [`series/${p}-s`]: { donorUid: asha.uid, ngoId: seva.uid, food: 'Lunch', state: 'running' },
      [`feedback/${p}-0_ngo`]: {
        donationId: `${p}-0`,
        side: 'ngo',
        uid: seva.uid,
        donorUid: asha.uid,
        ngoId: seva.uid,
        up: true,
        reasons: ['packed_well'],
        note: '',
        at: new Date('2026-03-01T10:00:00Z'),
      },
      [`acknowledgements/${seva.uid}-1`]: { ngoId: seva.uid, number: 1, donorUid: asha.uid, items: [] },
      [`members/${asha.uid}`]: { ngoId: seva.uid, role: 'volunteer', name: 'Asha', phone: '9876500011' },
      [`runs/${p}-0`]: { ngoId: seva.uid, donorUid: asha.uid, volunteerUid: asha.uid, state: 'assigned' },
      [`donorRecords/${asha.uid}`]: { lateCancels: 1, lastDonationId: `${p}-1` },
    });

    const data = await asha.myData.collectMyData(account(asha, 'AshaData'), 'donor', new Date('2026-11-28T12:00:00Z'));

    expect(data.account).toEqual({ ...account(asha, 'AshaData'), role: 'donor' });
    expect(data.exportedAt).toBe('2026-11-28T12:00:00.000Z');
    expect(data.notIncluded).toEqual([]);
    expect(paths(data.parts.user)).toEqual([`users/${asha.uid}`]);
    expect(paths(data.parts.donorRecords)).toEqual([`admin/${p}-record`]);
    expect(paths(data.parts.donationsMade)).toEqual(
      [...Object.keys(many), `deliveryInfo/${p}-new`, `deliveryInfo/${p}-gone`].sort(),
    );
    // The phone and address of each donation, where still kept.
    expect(paths(data.parts.contacts)).toEqual([`deliveryInfo/${p}-new/private/contact`]);
    expect((data.parts.contacts as { data: unknown }[])[0]?.data).toEqual({
      ...contact,
      expireAt: '2030-01-01T00:00:00.000Z',
    });
    expect(paths(data.parts.series)).toEqual([`series/${p}-s`]);
    expect(paths(data.parts.feedback)).toEqual([`feedback/${p}-0_ngo`]);
    expect(paths(data.parts.acknowledgementsReceived)).toEqual([`acknowledgements/${seva.uid}-1`]);
    expect(paths(data.parts.membership)).toEqual([`members/${asha.uid}`]);
    expect(paths(data.parts.runs)).toEqual([`runs/${p}-0`]);
    expect(data.parts.suspension).toBeNull();
    expect(paths(data.parts.reliability)).toEqual([`donorRecords/${asha.uid}`]);
    expect(asha.myData.recordCount(data)).toBe(1 + 1 + 132 + 1 + 1 + 1 + 1 + 1 + 1 + 1);

    // As JSON: Hindi intact, times as ISO 8601.
    const file = JSON.parse(JSON.stringify(data)) as typeof data;
    const first = (file.parts.donationsMade as { path: string; data: Record<string, unknown> }[]).find(
      (r) => r.path === `deliveryInfo/${p}-0`,
    );
    expect(first?.data.food).toBe('खाना 0');
    expect(first?.data.readyBy).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.stringify(file)).not.toContain('Not Asha’s');
  });

  it('an NGO’s file holds its profile, the donations offered to it, its acknowledgements and invites', async () => {
    const asha = await client('donor', 'AshaNgoData');
    const seva = await client('ngo', 'SevaNgoData');
    const p = `mn${seva.uid.slice(0, 6)}`;
    await store({
      [`deliveryInfo/${p}-1`]: aDonation({ food: 'Rice', donorUid: asha.uid, ngoId: seva.uid, ngoName: 'Seva' }),
      [`acknowledgements/${seva.uid}-1`]: { ngoId: seva.uid, number: 1, donorUid: asha.uid, items: [] },
      [`invites/${p}-inv`]: { ngoId: seva.uid, createdBy: seva.uid, uses: 0 },
      [`series/${p}-s`]: { donorUid: asha.uid, ngoId: seva.uid, food: 'Lunch', state: 'running' },
      [`ngoRecords/${seva.uid}`]: { collected: 4, noShows: 1, lastDonationId: `${p}-1` },
    });
    const data = await seva.myData.collectMyData(account(seva, 'SevaNgoData'), 'ngo');
    expect(data.notIncluded).toEqual([]);
    expect(paths(data.parts.ngoProfile)).toEqual([`ngoAdmin/${seva.uid}`]);
    expect(paths(data.parts.reliability)).toEqual([`ngoRecords/${seva.uid}`]);
    expect(paths(data.parts.donationsReceived)).toEqual([`deliveryInfo/${p}-1`]);
    expect(paths(data.parts.acknowledgementsIssued)).toEqual([`acknowledgements/${seva.uid}-1`]);
    expect(paths(data.parts.invites)).toEqual([`invites/${p}-inv`]);
    expect(paths(data.parts.series)).toEqual([`series/${p}-s`]);
  });

  it('a part the rules refuse (an NGO whose badge was withdrawn lists no donations) is named, not dropped', async () => {
    const dana = await client('ngo', 'DanaData', { verified: false });
    const data = await dana.myData.collectMyData(account(dana, 'DanaData'), 'ngo');
    expect(data.notIncluded.map((n) => n.part)).toEqual(expect.arrayContaining(['donationsReceived']));
    expect(data.notIncluded.every((n) => n.reason.length > 0)).toBe(true);
    expect(paths(data.parts.ngoProfile)).toEqual([`ngoAdmin/${dana.uid}`]);
  });
});
