/**
 * /ngoList's first page, asked for by the page itself while its HTML is still arriving.
 *
 * The app's scripts start only after the page has painted and loaded (docs/offline.md, 'Paints
 * like its HTML'), so the directory's first request would start a second or so after the page
 * opened. Instead, /ngoList's HTML rendered at build time carries the request in
 * `<meta name="foodbridge-first-page">` (written by scripts/prerender.mjs from `firstPageRequest`
 * below), and an inline script of that page (EARLY_FIRST_PAGE_SCRIPT; its sha256 is in
 * firebase.json's script-src) sends it at once to Firestore's REST API and keeps the answer on
 * `window.foodbridgeFirstPage`. `listNgos` takes it once, when it asks for exactly that page, and
 * turns its documents into the same Ngo objects as Firestore Lite would; on any failure, or when
 * the request differs, it reads through Firestore Lite as before.
 *
 * The request is the one Firestore Lite sends for the first page — `ngoAdmin` ordered by name,
 * one more than a page — signed out, so it reads exactly what the SDK's query reads (the rules let
 * anyone list NGOs, a limited number at a time). It is sent as a simple CORS request (a text body,
 * no headers of its own), so the browser sends no preflight. With App Check on it is not made at
 * all: the page has no App Check token yet, and an enforcing project would refuse it.
 *
 * No Firestore code: the build-time render imports this too.
 */
import type { AppConfig } from '../config/env';
import { LIST_LIMIT } from '../config/limits.js';
import { appCheckMode } from './app-check-mode';
import { COLLECTIONS } from './collections';
import { ngoFromData, type Ngo } from './ngo-model';
import { recordShape, type QueryShape, type QuerySite } from './query-record';

/**
 * The directory's page size (/ngoList's): the page the early request asks for. Twelve cards are
 * four rows of three on a desktop and about six screens on a phone; a visitor who wants more taps
 * 'Load more'. Each card shown is a read billed on every visit, and /ngoList's first page was
 * most of FoodBridge's Firestore bill at 25 (docs/cost.md).
 */
export const DIRECTORY_PAGE_SIZE = 12;

/** The Firestore emulator's port (src/services/db.ts and ngo-directory.ts connect to it). */
export const FIRESTORE_EMULATOR_PORT = 8080;

/** How long an early answer stays usable: a first page asked for later than this is read afresh. */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;

export interface FirstPageRequest {
  /** Firestore's runQuery address for the project (or the emulator's). */
  url: string;
  /** The request's JSON body: the structured query. */
  body: string;
}

/** How many documents a page of `size` reads: one more tells whether another page exists. */
export function readLimit(size: number): number {
  return size < LIST_LIMIT ? size + 1 : size;
}

/**
 * The REST request for the directory's first page of `size` NGOs, or null when the page should not
 * make it (App Check on).
 */
export function firstPageRequest(
  config: Pick<AppConfig, 'useEmulators' | 'emulatorHost' | 'firebase' | 'appCheck'>,
  size: number = DIRECTORY_PAGE_SIZE,
): FirstPageRequest | null {
  if (appCheckMode(config).kind !== 'off') return null;
  const origin = config.useEmulators
    ? `http://${config.emulatorHost}:${FIRESTORE_EMULATOR_PORT}`
    : 'https://firestore.googleapis.com';
  const project = encodeURIComponent(config.firebase.projectId);
  const url = `${origin}/v1/projects/${project}/databases/(default)/documents:runQuery?key=${encodeURIComponent(config.firebase.apiKey)}`;
  const body = JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: COLLECTIONS.ngos }],
      orderBy: [
        { field: { fieldPath: 'nameOrg' }, direction: 'ASCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      limit: readLimit(size),
    },
  });
  return { url, body };
}

/** The shape of a REST runQuery body, for the query check (query-record.ts). */
export function restShape(site: QuerySite, body: string): QueryShape {
  const q = (JSON.parse(body) as { structuredQuery: RestQuery }).structuredQuery;
  return {
    site,
    collection: q.from.map((f) => f.collectionId).join(','),
    // The early request has no filter; one added later must be declared and indexed like the rest.
    where: q.where ? [JSON.stringify(q.where)] : [],
    orderBy: (q.orderBy ?? []).map((o) => o.field.fieldPath + (o.direction === 'DESCENDING' ? ' desc' : '')),
  };
}

interface RestQuery {
  from: { collectionId: string }[];
  where?: unknown;
  orderBy?: { field: { fieldPath: string }; direction: string }[];
}

/**
 * The inline script of /ngoList's rendered HTML (scripts/prerender.mjs writes it after the meta it
 * reads). It leaves the answer's promise on window at once, and sends the request at the load
 * event that follows the page's first paint (at the load event alone in a tab in the background,
 * which paints nothing) — the moment the app's own scripts are asked for (index.html's loader).
 * A request started earlier counts, in Lighthouse's simulation, as something the largest paint
 * may have waited for: sent before the first paint it moved /ngoList's LCP from 1.05 s to 1.26 s,
 * and sent right after the first paint it still moved it to 1.23 s (the largest text is painted
 * a frame or two after the first). It still arrives long before the app has started. It
 * never throws and its promise never rejects: a failure resolves to null.
 */
export const EARLY_FIRST_PAGE_SCRIPT =
  "(function(){try{var m=document.querySelector('meta[name=\"foodbridge-first-page\"]');if(!m||!window.fetch)return;var d=document,q=JSON.parse(m.content),go,sent=false,painted=false,loaded=d.readyState==='complete';window.foodbridgeFirstPage={url:q.url,body:q.body,at:Date.now(),response:new Promise(function(done){go=function(){if(sent)return;sent=true;fetch(q.url,{method:'POST',body:q.body}).then(function(r){return r.ok?r.json():null}).then(done,function(){done(null)})}})};function both(){if(painted&&loaded)go()}addEventListener('load',function(){loaded=true;if(d.visibilityState==='hidden')painted=true;both()});try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){painted=true;both()}}).observe({type:'paint',buffered:true})}catch(e){painted=true;both()}}catch(e){}})()";

/** What the inline script leaves on window. */
export interface EarlyFirstPage {
  url: string;
  body: string;
  /** Date.now() when it was sent. */
  at: number;
  /** runQuery's answer (a list of results), or null when it failed. */
  response: Promise<unknown>;
}

declare global {
  interface Window {
    foodbridgeFirstPage?: EarlyFirstPage;
  }
}

/**
 * The early answer for `request`, taken off window so that it is used at most once; null when
 * there is none, it was for another request, or it is older than EARLY_ANSWER_MAX_AGE_MS.
 */
export function takeEarlyAnswer(request: FirstPageRequest, now = Date.now()): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const early = window.foodbridgeFirstPage;
  if (!early) return null;
  delete window.foodbridgeFirstPage;
  if (early.url !== request.url || early.body !== request.body) return null;
  if (!(now - early.at <= EARLY_ANSWER_MAX_AGE_MS)) return null;
  return early.response instanceof Promise ? early.response : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A Firestore REST value as Firestore's SDK gives it to ngoFromData: strings, numbers, booleans,
 * null, lists and maps as themselves, a timestamp as a Date. A value of any other kind (a
 * reference, bytes, a geopoint) stays the REST object: like the SDK's class instances, it is
 * neither text nor a number nor a place, so ngoFromData ignores it the same way.
 */
export function fromRestValue(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) {
    const date = new Date(String(value.timestampValue));
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map(fromRestValue) : [];
  }
  if ('mapValue' in value) {
    return fromRestFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined);
  }
  return value;
}

/** A REST document's fields as plain data. */
export function fromRestFields(fields: unknown): Record<string, unknown> {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

/**
 * runQuery's answer as NGOs, in the server's order; null when it is not a list of results or one
 * of them is an error (the caller then reads through the SDK).
 */
export function ngosFromRunQuery(answer: unknown): Ngo[] | null {
  if (!Array.isArray(answer)) return null;
  const ngos: Ngo[] = [];
  for (const result of answer) {
    if (!isRecord(result) || 'error' in result) return null;
    const document = result.document;
    if (document === undefined) continue; // a result that only reports the read time
    if (!isRecord(document) || typeof document.name !== 'string') return null;
    const id = decodeURIComponent(document.name.slice(document.name.lastIndexOf('/') + 1));
    if (!id) return null;
    ngos.push(ngoFromData(id, fromRestFields(document.fields)));
  }
  return ngos;
}

/**
 * The NGOs of the early answer for `request` when there is one and it is usable; null otherwise
 * (never throws: any failure means reading through the SDK instead).
 */
export async function earlyFirstPageNgos(request: FirstPageRequest | null): Promise<Ngo[] | null> {
  if (!request) return null;
  const answer = takeEarlyAnswer(request);
  if (!answer) return null;
  recordShape(() => restShape('ngos.directoryFirstPage', request.body));
  try {
    return ngosFromRunQuery(await answer);
  } catch {
    return null;
  }
}
