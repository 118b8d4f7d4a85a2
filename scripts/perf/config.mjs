// What `npm run perf` measures and against which budgets: the environment knobs (documented in
// scripts/perf.mjs and README.md 'Performance'), the budgets of docs/product.md and the browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function positiveInt(raw, fallback) {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
function positiveNumber(raw, fallback) {
  const n = Number.parseFloat(raw ?? '');
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const env = process.env;

/**
 * The build measured here goes to its own folder, not dist/: other tools (the Hosting emulator of the
 * end-to-end suite) serve dist/ at the same time, and rebuilding it under them breaks their run —
 * and theirs ours. PERF_OUT_DIR=dist measures dist/ itself.
 */
export const DIST_DIR = path.resolve(
  ROOT,
  env.PERF_OUT_DIR ?? path.join('node_modules', '.cache', 'foodbridge-perf', 'dist'),
);

/**
 * The emulator host baked into the measured build. Nothing listens on 127.0.0.2, so every page is
 * measured as with no emulators running (auth: no session; /ngoList: its error state), whether or
 * not someone's emulators happen to be up on 127.0.0.1 — otherwise /ngoList's figures depend on
 * them (and Firestore's open Listen channel keeps Lighthouse waiting for network quiet).
 */
export const EMULATOR_HOST = env.PERF_EMULATOR_HOST ?? '127.0.0.2';

export const RESULTS_FILE = path.join(ROOT, 'test-results', 'perf.json');
export const REPORTS_DIR = path.join(ROOT, 'test-results', 'lighthouse');

export const RUNS = positiveInt(env.PERF_RUNS, 3);
export const CONFIRM_RUNS = Number.parseInt(env.PERF_CONFIRM_RUNS ?? '6', 10) || 0;
export const PAGES = (env.PERF_PAGES ?? '/,/hi,/ngoList,/login')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
export const SCALE = positiveNumber(env.PERF_BUDGET_SCALE, 1);
/**
 * Pages held to 'paints like its HTML': measured beside the same page with every script taken out
 * (perf/serve.mjs), their first paint and LCP may be at most NO_SCRIPT_MARGIN times that page's.
 */
export const NO_SCRIPT_PAGES = (env.PERF_NOSCRIPT_PAGES ?? '/,/ngoList,/login')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
export const NO_SCRIPT_MARGIN = 1.1 * SCALE;
/**
 * Which of the two comparisons fail the gate ('fcp', 'lcp'; both by default); one left out is
 * printed and reported only (PERF_NOSCRIPT_ENFORCED=fcp, say, while investigating).
 */
export const NO_SCRIPT_ENFORCED = new Set(
  (env.PERF_NOSCRIPT_ENFORCED ?? 'fcp,lcp')
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter(Boolean),
);
/**
 * The first NGO card on /ngoList with the directory full (perf/first-card.mjs): PERF_FIRST_CARD=0
 * leaves it out; PERF_FIRST_CARD_RUNS runs (median kept), PERF_FIRST_CARD_NGOS NGOs written. The
 * budget is docs/product.md's 2.0 s: the LCP budget, since the first card is /ngoList's main content
 * once there is data (README 'Performance' has why it is no longer 1.0 s).
 */
export const FIRST_CARD = {
  enabled: env.PERF_FIRST_CARD !== '0',
  runs: positiveInt(env.PERF_FIRST_CARD_RUNS, 7),
  ngos: positiveInt(env.PERF_FIRST_CARD_NGOS, 4000),
  budgetMs: 2000 * SCALE,
  /** A fixed CPU slowdown instead of the calibrated one (PERF_FIRST_CARD_CPU=1: none). */
  cpu: env.PERF_FIRST_CARD_CPU ? positiveNumber(env.PERF_FIRST_CARD_CPU, 1) : undefined,
  /** 'none' (default) or 'slow4g': Lighthouse's mobile network, applied by DevTools. */
  network: env.PERF_FIRST_CARD_NETWORK ?? 'none',
};
export const SKIP_BUILD = env.PERF_SKIP_BUILD === '1' || env.PERF_SKIP_BUILD === 'true';
export const ENFORCE = env.PERF_ENFORCE !== '0';

/**
 * docs/product.md. Home carries every budget, in English (/) and in Hindi (/hi); the other public pages are held to the same score,
 * LCP, TBT and CLS (they are lighter screens than Home, so this is not asking more of them). The
 * initial-JS budget is stated for Home only; other pages report the figure without a limit.
 * (Lighthouse 12 dropped its own budgets file and performance-budget audit, so they live here.)
 */
const BASE_BUDGETS = {
  '/': { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, initialJsKiB: 170 },
  // Home in Hindi (its own page rendered at build time) carries Home's budgets.
  '/hi': { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, initialJsKiB: 170 },
  default: { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 },
};

/** A page's budgets, scaled by PERF_BUDGET_SCALE: upper limits × scale, the score floor ÷ scale (≤ 100). */
export function budgetFor(page) {
  const base = BASE_BUDGETS[page] ?? BASE_BUDGETS.default;
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, key === 'score' ? Math.min(100, value / SCALE) : value * SCALE]),
  );
}

/**
 * Lighthouse's own floor (core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD,
 * which it does not export): at or below it, Lighthouse warns that the host CPU is slower than it
 * expects and that this inflates the score. Simulated throttling multiplies the CPU time it
 * observes by 4, so on such a host TBT measures the host more than the page.
 */
export const SLOW_HOST_BENCHMARK = 1000;

/**
 * The phone the budgets are for. Lighthouse's mobile preset multiplies the CPU time it observes by
 * 4, a figure Lighthouse calibrates for a high-end desktop host (CPU benchmark 1500–2000) to stand
 * for a mid-tier phone (a benchmark of about 500); on a slower host the same 4× stands for a slower
 * phone, and TBT then measures the host (Lighthouse's docs/throttling.md: 'calibrate the CPU
 * slowdown', 2× on a low-end desktop of 1000–1500). So each run's multiplier is that run's own
 * benchmark ÷ 500, never more than Lighthouse's 4× (nor less than 1×): the same phone on any host,
 * and on a fast host exactly Lighthouse's preset. PERF_CPU_CALIBRATION=0 keeps 4× everywhere.
 */
export const PHONE_BENCHMARK = 500;
export const LIGHTHOUSE_CPU_MULTIPLIER = 4;
export const CALIBRATE_CPU = env.PERF_CPU_CALIBRATION !== '0';

/** The CPU slowdown that makes a host of this benchmark stand for the budgets' phone. */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!CALIBRATE_CPU || typeof benchmarkIndex !== 'number' || !(benchmarkIndex > 0)) return LIGHTHOUSE_CPU_MULTIPLIER;
  const multiplier = Math.min(LIGHTHOUSE_CPU_MULTIPLIER, Math.max(1, benchmarkIndex / PHONE_BENCHMARK));
  return Math.round(multiplier * 100) / 100;
}

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromePath() {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined; // chrome-launcher searches itself
}
