import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../config/env';
import { listNgos } from './ngo-directory';
import { DIRECTORY_PAGE_SIZE, firstPageRequest } from './ngo-first-page';

// Firestore Lite at the module boundary (the service imports it when it first reads through it).
const { getDocs } = vi.hoisted(() => ({ getDocs: vi.fn() }));
vi.mock('firebase/firestore/lite', () => ({
  getFirestore: vi.fn(() => ({})),
  connectFirestoreEmulator: vi.fn(),
  collection: vi.fn(),
  documentId: vi.fn(),
  limit: vi.fn(),
  orderBy: vi.fn(),
  query: vi.fn(),
  startAfter: vi.fn(),
  where: vi.fn(),
  getDocs,
}));
vi.mock('./app-check-mode', () => ({
  appCheckMode: () => ({ kind: 'off' }),
  appWithAppCheck: () => Promise.resolve({}),
}));

const restDoc = (id: string, nameOrg: string) => ({
  document: {
    name: `projects/demo-foodbridge/databases/(default)/documents/ngoAdmin/${id}`,
    fields: { nameOrg: { stringValue: nameOrg }, meals: { integerValue: '20' } },
  },
});

function leaveEarlyAnswer(answer: unknown, request = firstPageRequest(config)!) {
  window.foodbridgeFirstPage = { ...request, at: Date.now(), response: Promise.resolve(answer) };
}

beforeEach(() => {
  getDocs.mockResolvedValue({ docs: [{ id: 'lite', data: () => ({ nameOrg: 'From Lite' }) }] });
  localStorage.clear();
});
afterEach(() => {
  delete window.foodbridgeFirstPage;
  vi.clearAllMocks();
});

describe('listNgos and the first page its HTML asked for', () => {
  it('shows that answer without reading, once, and keeps it for offline', async () => {
    leaveEarlyAnswer([restDoc('a', 'Annapurna'), restDoc('b', 'Roti Ghar')]);
    const page = await listNgos({ pageSize: DIRECTORY_PAGE_SIZE });
    expect(page.ngos.map((n) => [n.id, n.nameOrg, n.meals])).toEqual([
      ['a', 'Annapurna', 20],
      ['b', 'Roti Ghar', 20],
    ]);
    expect(page.next).toBeNull();
    expect(getDocs).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('foodbridge.ngoList')!).ngos).toHaveLength(2);
    // Asked again (Retry, a refresh): read afresh.
    expect((await listNgos({ pageSize: DIRECTORY_PAGE_SIZE })).ngos.map((n) => n.id)).toEqual(['lite']);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('says there is more when the answer holds one more than a page', async () => {
    leaveEarlyAnswer(
      Array.from({ length: DIRECTORY_PAGE_SIZE + 1 }, (_, i) => restDoc(`n${i}`, `NGO ${String(i).padStart(2, '0')}`)),
    );
    const page = await listNgos({ pageSize: DIRECTORY_PAGE_SIZE });
    expect(page.ngos).toHaveLength(DIRECTORY_PAGE_SIZE);
    const last = String(DIRECTORY_PAGE_SIZE - 1).padStart(2, '0');
    expect(page.next).toEqual({ nameOrg: `NGO ${last}`, id: `n${DIRECTORY_PAGE_SIZE - 1}` });
  });

  it('reads through Lite when the early request failed', async () => {
    leaveEarlyAnswer(null);
    expect((await listNgos({ pageSize: DIRECTORY_PAGE_SIZE })).ngos.map((n) => n.id)).toEqual(['lite']);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('is not used for a search, a time slot, a later page or another page size', async () => {
    for (const options of [
      { search: 'roti' },
      { slot: 'Morning' as const },
      { after: { nameOrg: 'A', id: 'a' } },
      { pageSize: 10 },
    ]) {
      leaveEarlyAnswer([restDoc('a', 'Annapurna')]);
      expect((await listNgos({ pageSize: DIRECTORY_PAGE_SIZE, ...options })).ngos.map((n) => n.id)).toEqual(['lite']);
    }
    expect(getDocs).toHaveBeenCalledTimes(4);
  });
});
