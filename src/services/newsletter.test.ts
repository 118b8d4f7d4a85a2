import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNewsletterAddress, newsletterId, subscribe } from './newsletter';

// What subscribe() hands to Firestore; the write itself is checked against the emulator and the
// rules in tests/integration/public-forms.test.ts.
const writes = vi.hoisted(() => ({ setDoc: vi.fn<(ref: unknown, data: unknown) => Promise<void>>() }));

vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` }),
  getDocFromCache: () => Promise.resolve({}),
  serverTimestamp: () => 'SERVER_TIME',
  setDoc: writes.setDoc,
}));
vi.mock('./db', () => ({ db: () => ({ kind: 'firestore' }) }));

const denied = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

afterEach(() => {
  writes.setDoc.mockReset();
});

describe('newsletterId', () => {
  it('is the address trimmed and lower-cased, so one person is one entry', () => {
    expect(newsletterId('  Reader@Example.ORG ')).toBe('reader@example.org');
  });
});

describe('isNewsletterAddress', () => {
  it('accepts an ordinary address, however it is typed', () => {
    expect(isNewsletterAddress(' Reader@Example.org ')).toBe(true);
  });

  it.each([
    ['no domain dot', 'reader@example'],
    ['a mailto parameter', 'reader@example.org?cc=x@y.z'],
    ['a slash (a document path)', 'a/b@example.org'],
    ['a name Firestore reserves', '__a@b.c__'],
    ['too long', `${'a'.repeat(250)}@example.org`],
  ])('refuses %s', (_, email) => {
    expect(isNewsletterAddress(email)).toBe(false);
  });
});

describe('subscribe', () => {
  it('writes one document named by the normalised address: { email, createdAt: server time }', async () => {
    writes.setDoc.mockResolvedValue();
    await subscribe('  Reader@Example.org ');
    expect(writes.setDoc).toHaveBeenCalledWith(
      { path: 'newsletter/reader@example.org' },
      { email: 'reader@example.org', createdAt: 'SERVER_TIME' },
    );
  });

  it('passes on a refusal: a repeat is allowed by the rules, so a refusal is a real one', async () => {
    writes.setDoc.mockRejectedValue(denied());
    await expect(subscribe('reader@example.org')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('passes on every other failure, so the person can try again', async () => {
    writes.setDoc.mockRejectedValue(Object.assign(new Error('down'), { code: 'unavailable' }));
    await expect(subscribe('reader@example.org')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('refuses an address that cannot be an entry before writing anything', async () => {
    await expect(subscribe('a/b@example.org')).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(subscribe('reader@example')).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(writes.setDoc).not.toHaveBeenCalled();
  });
});
