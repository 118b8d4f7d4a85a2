// Step 3: Lighthouse 12 (default config = mobile emulation + simulated throttling) with Debian's
// Chromium, one fresh browser per run, strictly sequential; a page's figures are the medians of
// its runs.
//
// Lighthouse CI (@lhci/cli), which would run, median and assert all of this, is not a dependency
// and cannot become one here (nothing new may be installed, and it pins a Lighthouse of its own),
// so this file drives Lighthouse's Node API directly and borrows what Lighthouse itself ships:
// its median-run choice (core/lib/median-run.js) for the run whose report and details are kept.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, DIST_DIR, LIGHTHOUSE_CPU_MULTIPLIER, chromePath, cpuMultiplierFor } from './config.mjs';

/** gzip at the default level, as Vite reports it. */
export const gzipSize = (buffer) => zlib.gzipSync(buffer).length;

function isScript(item) {
  return (
    item.resourceType === 'Script' ||
    /javascript|ecmascript/.test(item.mimeType ?? '') ||
    /\.m?js(\?|$)/.test(item.url ?? '')
  );
}

/** The gzip size of the built file behind a same-origin URL (cached in `sizes`); undefined for foreign URLs. */
function distGzipFor(url, origin, sizes) {
  if (!url.startsWith(origin)) return undefined;
  const pathname = new URL(url).pathname;
  if (!sizes.has(pathname)) {
    const file = path.join(DIST_DIR, pathname);
    sizes.set(pathname, existsSync(file) && statSync(file).isFile() ? gzipSize(readFileSync(file)) : undefined);
  }
  return sizes.get(pathname);
}

const local = (url, origin) => (url?.startsWith(origin) ? url.slice(origin.length) : url);
const numeric = (audits, id) => audits[id]?.numericValue ?? null;

/**
 * One run's figures. "Initial JS" is every script resource of Lighthouse's network-requests audit,
 * sized as the gzip of the matching built file (transfer size for foreign scripts).
 */
function summarise(lhr, origin, sizes) {
  const audits = lhr.audits;
  const items = audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter(isScript).map((item) => {
    const gzip = distGzipFor(item.url, origin, sizes);
    return {
      url: local(item.url, origin),
      transferBytes: item.transferSize ?? 0,
      gzipBytes: gzip ?? item.transferSize ?? 0,
      fromDist: gzip !== undefined,
      failed: !item.statusCode || item.statusCode < 0 || item.statusCode >= 400,
    };
  });
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const score = lhr.categories.performance.score;
  return {
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    score: score === null ? null : Math.round(score * 100),
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    fcpMs: numeric(audits, 'first-contentful-paint'),
    tbtMs: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    speedIndexMs: numeric(audits, 'speed-index'),
    // Lighthouse's CPU benchmark of this machine at the time (higher is faster); simulated
    // throttling assumes a fast desktop, so a low figure here means inflated TBT.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    initialJsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    initialJsTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    scripts,
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : undefined,
    renderBlocking: (audits['render-blocking-resources']?.details?.items ?? []).map((item) => ({
      url: local(item.url, origin),
      wastedMs: Math.round(item.wastedMs ?? 0),
    })),
    totalTransferBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requestCount: items.length,
  };
}

/** The full report behind a summary, kept out of perf.json (it is written to test-results/lighthouse/). */
const withReport = (summary, lhr) => Object.defineProperty(summary, 'lhr', { value: lhr, enumerable: false });

const LIGHTHOUSE_FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

/**
 * Lighthouse's audits of one gathered load (its artifacts in `dir`) with the CPU slowdown set to
 * `multiplier`: simulated throttling replays the same observed trace, so only the simulated phone
 * changes. (Lighthouse refuses settings that differ from the gathered ones, so the saved ones are
 * changed too.)
 */
async function auditAt(dir, artifacts, multiplier) {
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  writeFileSync(
    path.join(dir, 'artifacts.json'),
    JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, throttling } }),
  );
  const result = await lighthouse(undefined, { ...LIGHTHOUSE_FLAGS, auditMode: dir, throttling });
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

/**
 * One Lighthouse run of `url` in a fresh Chromium; a run that throws is a run with a runtimeError.
 * The load is gathered once and audited with the CPU slowdown of this host's benchmark
 * (cpuMultiplierFor, config.mjs); where that is less than Lighthouse's 4×, the TBT at 4× is kept
 * beside it (tbtMsAt4x), so both are reported.
 */
export async function measureOnce(url, origin, sizes) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foodbridge-perf-'));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port, gatherMode: dir });
    } finally {
      await chrome.kill();
    }
    const artifacts = JSON.parse(readFileSync(path.join(dir, 'artifacts.json'), 'utf8'));
    const multiplier = cpuMultiplierFor(artifacts.BenchmarkIndex);
    const lhr = await auditAt(dir, artifacts, multiplier);
    const tbtMsAt4x =
      multiplier === LIGHTHOUSE_CPU_MULTIPLIER
        ? numeric(lhr.audits, 'total-blocking-time')
        : numeric((await auditAt(dir, artifacts, LIGHTHOUSE_CPU_MULTIPLIER)).audits, 'total-blocking-time');
    return withReport({ ...summarise(lhr, origin, sizes), cpuMultiplier: multiplier, tbtMsAt4x }, lhr);
  } catch (error) {
    return { runtimeError: `run failed: ${error instanceof Error ? error.message : String(error)}`, score: null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures judged against the budgets, each the median of its own runs. */
const MEDIAN_FIELDS = [
  'score',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'benchmarkIndex',
  'cpuMultiplier',
  'tbtMsAt4x',
];

export function medianOf(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A page's result: each judged metric is the median of its own runs (so one slow run moves none
 * of them), and the details — LCP element, scripts, the saved report — are those of Lighthouse's
 * median run (the run closest to the median FCP and TTI).
 */
export function median(runs) {
  const usable = runs.filter((r) => !r.runtimeError && r.score !== null && r.lhr);
  if (usable.length === 0) return runs[0];
  const valid = filterToValidRuns(usable.map((r) => r.lhr));
  const medianLhr = valid.length > 0 ? computeMedianRun(valid) : usable[0].lhr;
  const representative = usable.find((r) => r.lhr === medianLhr) ?? usable[0];
  const summary = { ...representative };
  for (const field of MEDIAN_FIELDS) summary[field] = medianOf(usable.map((r) => r[field]));
  if (typeof summary.score === 'number') summary.score = Math.round(summary.score);
  return withReport(summary, representative.lhr);
}
