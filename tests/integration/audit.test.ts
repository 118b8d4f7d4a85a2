// The admin audit log through the real services (src/services/audit.ts and the admin's writes)
// against the Auth and Firestore emulators with firestore.rules enforced: each action the
// dashboard takes leaves its entry, listed latest first and filtered by action and admin; another
// admin reads it too; nobody else does. Other files write entries at the same time, so each check
// looks at this file's admins' entries.
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../src/services/errors';
import { setupPeople } from './people';

const { client, readDoc } = setupPeople();

const RECORD = {
  name: 'Asha Caterers',
  email: 'asha@example.org',
  phone: '9876543210',
  address: '18 Residency Road',
  city: 'Kolkata',
  state: 'West Bengal',
  zip: '700016',
  country: 'India' as const,
};

describe('the admin audit log', () => {
  it('each admin action leaves its entry; the log lists them latest first, by action and by admin', async () => {
    const meera = await client('admin', 'Meera');
    const ravi = await client('admin', 'Ravi');
    const seva = await client('ngo', 'Seva', { verified: false });
    const neha = await client('donor', 'Neha');

    await meera.ngoAdmin.setNgoVerification({ id: seva.uid, nameOrg: 'Seva Trust' }, true);
    expect(await readDoc(`ngoAdmin/${seva.uid}`)).toMatchObject({ verified: true });
    await meera.suspensions.suspendAccount(neha.uid, 'Offered food that was not there.', 'Neha');
    await ravi.suspensions.unsuspendAccount(neha.uid, 'Neha');
    const record = await meera.donors.createDonor(RECORD, undefined, true);
    await meera.donors.updateDonor(record, { ...RECORD, city: 'Howrah' }, true);
    await meera.donors.deleteDonor({ id: record, name: RECORD.name });

    const mine = await meera.audit.listAuditEntries({ by: meera.uid });
    expect(mine.items.map((e) => [e.action, e.target, e.label])).toEqual([
      ['deleteDonor', record, 'Asha Caterers'],
      ['editDonor', record, 'Asha Caterers'],
      ['addDonor', record, 'Asha Caterers'],
      ['suspend', neha.uid, 'Neha'],
      ['verify', seva.uid, 'Seva Trust'],
    ]);
    expect(mine.items[3]).toMatchObject({ reason: 'Offered food that was not there.', by: meera.uid });
    expect(mine.items.every((e) => e.at instanceof Date)).toBe(true);

    // One action, every admin: Meera's suspension is there and Ravi's lift is not.
    const suspensions = await ravi.audit.listAuditEntries({ action: 'suspend' }, { pageSize: 100 });
    expect(suspensions.items.every((e) => e.action === 'suspend')).toBe(true);
    expect(suspensions.items.some((e) => e.target === neha.uid && e.by === meera.uid)).toBe(true);
    // One action of one admin.
    const lifts = await meera.audit.listAuditEntries({ action: 'lift', by: ravi.uid });
    expect(lifts.items.map((e) => [e.target, e.by])).toEqual([[neha.uid, ravi.uid]]);
    // Everything, latest first: Ravi's lift came after Meera's suspension.
    const all = await ravi.audit.listAuditEntries({}, { pageSize: 100 });
    const ours = all.items.filter((e) => e.by === meera.uid || e.by === ravi.uid).map((e) => e.action);
    expect(ours.indexOf('lift')).toBeLessThan(ours.indexOf('suspend'));
    expect(ours.indexOf('deleteDonor')).toBeLessThan(ours.indexOf('lift'));
  });

  it('pages on past the first page without repeating or losing an entry', async () => {
    const admin = await client('admin', 'Pager');
    const ngos = await Promise.all(['A', 'B', 'C'].map((n) => client('ngo', `Pg${n}`, { verified: false })));
    for (const ngo of ngos) await admin.ngoAdmin.setNgoVerification({ id: ngo.uid, nameOrg: ngo.name }, true);
    const first = await admin.audit.listAuditEntries({ by: admin.uid }, { pageSize: 2 });
    expect(first.next).not.toBeNull();
    const second = await admin.audit.listAuditEntries({ by: admin.uid }, { pageSize: 2, after: first.next });
    expect(second.next).toBeNull();
    expect([...first.items, ...second.items].map((e) => e.target)).toEqual(ngos.map((n) => n.uid).reverse());
  });

  it('a donor or an NGO reading the log is refused', async () => {
    const ngo = await client('ngo', 'Reader');
    const donor = await client('donor', 'Curious');
    for (const who of [ngo, donor]) {
      const refused = await who.audit.listAuditEntries().catch((error: unknown) => error);
      expect(errorCode(refused)).toBe('permission-denied');
    }
  });
});
