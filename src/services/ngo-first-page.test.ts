import { GeoPoint, Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_LIMIT } from '../config/limits.js';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  EARLY_FIRST_PAGE_SCRIPT,
  earlyFirstPageNgos,
  firstPageRequest,
  fromRestValue,
  ngosFromRunQuery,
  takeEarlyAnswer,
  type FirstPageRequest,
} from './ngo-first-page';
import { ngoFromData } from './ngo-model';
import { storedDate } from './stored';

const EMULATORS = {
  useEmulators: true,
  emulatorHost: '127.0.0.1',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-foodbridge.firebaseapp.com',
    projectId: 'demo-foodbridge',
    storageBucket: 'demo-foodbridge.appspot.com',
    messagingSenderId: '0',
    appId: '1:0:web:0',
  },
  appCheck: { siteKey: undefined, debugToken: undefined },
};
const REAL = { ...EMULATORS, useEmulators: false, firebase: { ...EMULATORS.firebase, projectId: 'food-bridge' } };

afterEach(() => {
  delete window.foodbridgeFirstPage;
  document.head.querySelectorAll('meta[name="foodbridge-first-page"]').forEach((m) => m.remove());
  vi.unstubAllGlobals();
});

describe('firstPageRequest', () => {
  it('asks the emulator, or Firestore itself, for the directory ordered by name, one more than a page', () => {
    const local = firstPageRequest(EMULATORS)!;
    expect(local.url).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-foodbridge/databases/(default)/documents:runQuery?key=demo-api-key',
    );
    expect(JSON.parse(local.body)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'ngoAdmin' }],
        orderBy: [
          { field: { fieldPath: 'nameOrg' }, direction: 'ASCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
        ],
        limit: 13,
      },
    });
    expect(firstPageRequest(REAL)!.url).toBe(
      'https://firestore.googleapis.com/v1/projects/food-bridge/databases/(default)/documents:runQuery?key=demo-api-key',
    );
  });

  it('never asks for more than the rules allow', () => {
    expect(JSON.parse(firstPageRequest(EMULATORS, LIST_LIMIT)!.body).structuredQuery.limit).toBe(LIST_LIMIT);
  });

  it('is not made with App Check on: the page has no token to send', () => {
    expect(firstPageRequest({ ...REAL, appCheck: { siteKey: 'site-key', debugToken: undefined } })).toBeNull();
    expect(firstPageRequest({ ...EMULATORS, appCheck: { siteKey: undefined, debugToken: 'debug' } })).toBeNull();
  });
});

describe('the inline script', () => {
  const request = firstPageRequest(EMULATORS)!;
  function withMeta(content: string) {
    const meta = document.createElement('meta');
    meta.name = 'foodbridge-first-page';
    meta.content = content;
    document.head.append(meta);
  }
  /** The page's paint timing: `paint()` reports its first contentful paint to the script. */
  let paint: () => void = () => {};
  beforeEach(() => {
    paint = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
        observe() {
          paint = () => this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
        }
      },
    );
  });
  const run = () => new Function(EARLY_FIRST_PAGE_SCRIPT)() as void;
  /** The document as it is while its HTML still loads (jsdom's test document is complete). */
  function whileLoading(visibility: DocumentVisibilityState = 'visible') {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  }
  afterEach(() => vi.restoreAllMocks());

  it('sends the request of its meta, as a simple request, at the load event after the first paint', async () => {
    const answer = [{ readTime: '2026-01-01T00:00:00Z' }];
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    whileLoading();
    withMeta(JSON.stringify(request));
    run();
    const early = window.foodbridgeFirstPage!;
    expect(early).toMatchObject({ url: request.url, body: request.body });
    expect(typeof early.at).toBe('number');
    expect(fetchMock).not.toHaveBeenCalled(); // nothing competes with the first paint
    paint();
    expect(fetchMock).not.toHaveBeenCalled(); // nor with the largest, a frame or two later
    window.dispatchEvent(new Event('load'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(request.url, { method: 'POST', body: request.body });
    await expect(early.response).resolves.toEqual(answer);
  });

  it('sends it at the load event in a tab in the background, which paints nothing', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    whileLoading('hidden');
    withMeta(JSON.stringify(request));
    run();
    window.dispatchEvent(new Event('load'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends it at once where the browser has no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    withMeta(JSON.stringify(request));
    run();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers null, never rejects, when the request fails or is refused', async () => {
    withMeta(JSON.stringify(request));
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{}', { status: 403 })),
      () => Promise.resolve(new Response('not json', { status: 200 })),
    ]) {
      vi.stubGlobal('fetch', answer);
      run(); // the test's document has loaded already
      paint();
      await expect(window.foodbridgeFirstPage!.response).resolves.toBeNull();
    }
  });

  it('does nothing on a page without the meta, or with a broken one', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    run();
    withMeta('{not json');
    expect(run).not.toThrow();
    paint();
    window.dispatchEvent(new Event('load'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.foodbridgeFirstPage).toBeUndefined();
  });
});

describe('takeEarlyAnswer', () => {
  const request: FirstPageRequest = { url: 'https://x/runQuery', body: '{"q":1}' };
  const leave = (overrides: Partial<NonNullable<Window['foodbridgeFirstPage']>> = {}) => {
    window.foodbridgeFirstPage = { ...request, at: 1_000, response: Promise.resolve([]), ...overrides };
  };

  it('gives the answer once', () => {
    leave();
    expect(takeEarlyAnswer(request, 1_000)).toBeInstanceOf(Promise);
    expect(takeEarlyAnswer(request, 1_000)).toBeNull();
  });

  it('gives nothing for another request, and lets it go', () => {
    leave({ body: '{"q":2}' });
    expect(takeEarlyAnswer(request, 1_000)).toBeNull();
    expect(window.foodbridgeFirstPage).toBeUndefined();
    leave({ url: 'https://y/runQuery' });
    expect(takeEarlyAnswer(request, 1_000)).toBeNull();
  });

  it('gives nothing once the answer is old', () => {
    leave();
    expect(takeEarlyAnswer(request, 1_000 + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeNull();
  });
});

describe("Firestore's REST values", () => {
  it('become what the SDK gives', () => {
    expect(fromRestValue({ stringValue: 'a' })).toBe('a');
    expect(fromRestValue({ integerValue: '29' })).toBe(29);
    expect(fromRestValue({ doubleValue: 19.05 })).toBe(19.05);
    expect(fromRestValue({ doubleValue: 'NaN' })).toBeNaN();
    expect(fromRestValue({ booleanValue: true })).toBe(true);
    expect(fromRestValue({ nullValue: null })).toBeNull();
    expect(fromRestValue({ timestampValue: '2026-01-10T10:00:00.123456Z' })).toEqual(
      new Date('2026-01-10T10:00:00.123Z'),
    );
    expect(fromRestValue({ arrayValue: { values: [{ stringValue: 'ro' }, { integerValue: '1' }] } })).toEqual([
      'ro',
      1,
    ]);
    expect(fromRestValue({ arrayValue: {} })).toEqual([]);
    expect(fromRestValue({ mapValue: { fields: { lat: { doubleValue: 19 } } } })).toEqual({ lat: 19 });
    expect(fromRestValue({ mapValue: {} })).toEqual({});
    // Kinds the directory never stores stay objects: neither text nor a number, as the SDK's are.
    expect(fromRestValue({ referenceValue: 'projects/p/databases/(default)/documents/a/b' })).toBeTypeOf('object');
    expect(fromRestValue({ geoPointValue: { latitude: 1, longitude: 2 } })).toBeTypeOf('object');
  });

  it('make the same NGO as the SDK does, field for field', () => {
    const created = new Date('2026-01-10T10:00:00.000Z');
    const rest = {
      nameOrg: { stringValue: 'Seva Meals' },
      name: { stringValue: 'Lakshmi' },
      email: { stringValue: 'team@seva.example.org' },
      time: { stringValue: 'Evening' },
      meals: { integerValue: '40' },
      mealno: { stringValue: '40 meals' },
      address: { stringValue: '7 MG Road' },
      city: { stringValue: 'Pune' },
      zip: { stringValue: '411038' },
      imageUrl: { stringValue: '' },
      keywords: { arrayValue: { values: [{ stringValue: 'se' }] } },
      ownerUid: { nullValue: null },
      verified: { booleanValue: true },
      acceptsVegOnly: { booleanValue: true },
      location: {
        mapValue: {
          fields: {
            lat: { doubleValue: 18.5074 },
            lng: { doubleValue: 73.8077 },
            geohash: { stringValue: 'tek3vqp3d8' },
            pin: { stringValue: '411038' },
          },
        },
      },
      radiusKm: { integerValue: '12' },
      whatsapp: { stringValue: '9876543210' },
      phone: { integerValue: '9876543210' }, // a number where text belongs: dropped by both
      legacy: { geoPointValue: { latitude: 1, longitude: 2 } },
      createdAt: { timestampValue: created.toISOString() },
      updatedAt: { timestampValue: created.toISOString() },
    };
    const sdk = {
      nameOrg: 'Seva Meals',
      name: 'Lakshmi',
      email: 'team@seva.example.org',
      time: 'Evening',
      meals: 40,
      mealno: '40 meals',
      address: '7 MG Road',
      city: 'Pune',
      zip: '411038',
      imageUrl: '',
      keywords: ['se'],
      ownerUid: null,
      verified: true,
      acceptsVegOnly: true,
      location: { lat: 18.5074, lng: 73.8077, geohash: 'tek3vqp3d8', pin: '411038' },
      radiusKm: 12,
      whatsapp: '9876543210',
      phone: 9876543210,
      legacy: new GeoPoint(1, 2),
      createdAt: Timestamp.fromDate(created),
      updatedAt: Timestamp.fromDate(created),
    };
    const answer = [
      {
        document: { name: 'projects/p/databases/(default)/documents/ngoAdmin/uid%201', fields: rest },
        readTime: created.toISOString(),
      },
    ];
    expect(ngosFromRunQuery(answer)).toEqual([ngoFromData('uid 1', sdk)]);
  });
});

describe('ngosFromRunQuery', () => {
  const doc = (id: string, nameOrg: string) => ({
    document: {
      name: `projects/p/databases/(default)/documents/ngoAdmin/${id}`,
      fields: { nameOrg: { stringValue: nameOrg } },
    },
  });

  it("keeps the server's order and skips results that carry no document", () => {
    const ngos = ngosFromRunQuery([doc('b', 'Annapurna'), doc('a', 'Roti Ghar'), { readTime: 'x' }]);
    expect(ngos?.map((n) => [n.id, n.nameOrg])).toEqual([
      ['b', 'Annapurna'],
      ['a', 'Roti Ghar'],
    ]);
    expect(ngosFromRunQuery([{ readTime: 'x' }])).toEqual([]); // an empty directory
  });

  it('refuses anything else, so the SDK reads it instead', () => {
    expect(ngosFromRunQuery(null)).toBeNull();
    expect(ngosFromRunQuery({ error: { code: 403 } })).toBeNull();
    expect(ngosFromRunQuery([doc('a', 'A'), { error: { code: 8 } }])).toBeNull();
    expect(ngosFromRunQuery([{ document: { fields: {} } }])).toBeNull();
    expect(ngosFromRunQuery([{ document: { name: 'projects/p/databases/(default)/documents/ngoAdmin/' } }])).toBeNull();
  });
});

describe('earlyFirstPageNgos', () => {
  const request = firstPageRequest(EMULATORS)!;

  it('gives the NGOs of a matching early answer, once', async () => {
    window.foodbridgeFirstPage = {
      ...request,
      at: Date.now(),
      response: Promise.resolve([{ document: { name: 'p/ngoAdmin/a', fields: { nameOrg: { stringValue: 'A' } } } }]),
    };
    expect((await earlyFirstPageNgos(request))?.map((n) => n.id)).toEqual(['a']);
    expect(await earlyFirstPageNgos(request)).toBeNull();
  });

  it('is null without a request, without an answer, or when the answer failed', async () => {
    expect(await earlyFirstPageNgos(null)).toBeNull();
    expect(await earlyFirstPageNgos(request)).toBeNull();
    window.foodbridgeFirstPage = { ...request, at: Date.now(), response: Promise.resolve(null) };
    expect(await earlyFirstPageNgos(request)).toBeNull();
    window.foodbridgeFirstPage = { ...request, at: Date.now(), response: Promise.reject(new Error('x')) };
    expect(await earlyFirstPageNgos(request)).toBeNull();
  });
});

describe('storedDate', () => {
  it('takes a Date as it is, and a Timestamp as its Date', () => {
    const date = new Date('2026-01-10T10:00:00Z');
    expect(storedDate(date)).toBe(date);
    expect(storedDate(new Date('nonsense'))).toBeNull();
    expect(storedDate(Timestamp.fromDate(date))).toEqual(date);
    expect(storedDate('2026-01-10')).toBeNull();
  });
});
