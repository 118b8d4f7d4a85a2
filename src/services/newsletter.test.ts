import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNewsletterAddress, newsletterAddress, subscribe } from './newsletter';

// What subscribe() hands to Firestore; the write itself is checked against the emulator and the
// rules in tests/integration/public-forms.test.ts.
const writes = vi.hoisted(() => ({
  setDoc: vi.fn<(ref: unknown, data: unknown) => Promise<void>>(),
  made: 0,
}));

vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  // doc(collection(…)): a new id each time, as Firestore makes one.
  doc: (parent: { name: string }) => ({ path: `${parent.name}/auto-${++writes.made}` }),
  getDocFromCache: () => Promise.resolve({}),
  serverTimestamp: () => 'SERVER_TIME',
  setDoc: writes.setDoc,
}));
vi.mock('./db', () => ({ db: () => ({ kind: 'firestore' }) }));

const denied = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

afterEach(() => {
  writes.setDoc.mockReset();
});

describe('newsletterAddress', () => {
  it('is the address trimmed and lower-cased, so one person is one entry on the admins’ list', () => {
    expect(newsletterAddress('  Reader@Example.ORG ')).toBe('reader@example.org');
  });
});

describe('isNewsletterAddress', () => {
  it('accepts an ordinary address, however it is typed', () => {
    expect(isNewsletterAddress(' Reader@Example.org ')).toBe(true);
  });

  it.each([
    ['no domain dot', 'reader@example'],
    ['a mailto parameter', 'reader@example.org?cc=x@y.z'],
    ['too long', `${'a'.repeat(250)}@example.org`],
  ])('refuses %s', (_, email) => {
    expect(isNewsletterAddress(email)).toBe(false);
  });
});

describe('subscribe', () => {
  it('writes a new document under an id Firestore makes, never the address: { email, createdAt: server time }', async () => {
    writes.setDoc.mockResolvedValue();
    await subscribe('  Reader@Example.org ');
    expect(writes.setDoc).toHaveBeenCalledTimes(1);
    const [ref, data] = writes.setDoc.mock.calls[0]!;
    expect(ref).toEqual({ path: expect.stringMatching(/^newsletter\/auto-\d+$/) });
    expect(data).toEqual({ email: 'reader@example.org', createdAt: 'SERVER_TIME' });
  });

  it('subscribing again writes another document, exactly as the first', async () => {
    writes.setDoc.mockResolvedValue();
    await expect(subscribe('reader@example.org')).resolves.toBe('sent');
    await expect(subscribe('READER@example.org')).resolves.toBe('sent');
    const [first, second] = writes.setDoc.mock.calls;
    expect(first![0]).not.toEqual(second![0]);
    expect(first![1]).toEqual(second![1]);
  });

  it('passes on a refusal: a repeat is allowed by the rules, so a refusal is a real one', async () => {
    writes.setDoc.mockRejectedValue(denied());
    await expect(subscribe('reader@example.org')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('passes on every other failure, so the person can try again', async () => {
    writes.setDoc.mockRejectedValue(Object.assign(new Error('down'), { code: 'unavailable' }));
    await expect(subscribe('reader@example.org')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('refuses an address that cannot be a subscription before writing anything', async () => {
    await expect(subscribe('reader@example')).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(subscribe('reader@example.org&body=x')).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(writes.setDoc).not.toHaveBeenCalled();
  });
});
