// Step 4b and 5: the printed tables and test-results/perf.json (with each page's median-run report
// in test-results/lighthouse/<page>.json, for the Lighthouse viewer).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONFIRM_RUNS,
  DIST_DIR,
  NO_SCRIPT_MARGIN,
  REPORTS_DIR,
  RESULTS_FILE,
  ROOT,
  RUNS,
  SCALE,
  SLOW_HOST_BENCHMARK,
} from './config.mjs';
import { fmt, table } from './format.mjs';
import { gzipSize } from './measure.mjs';

/** Every JS chunk of the build, biggest (gzip) first. */
export function distChunks() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.m?js$/.test(name)) {
        const raw = readFileSync(full);
        out.push({ file: path.relative(DIST_DIR, full), rawBytes: raw.length, gzipBytes: gzipSize(raw) });
      }
    }
  };
  walk(DIST_DIR);
  return out.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const measured = (m) => m.scripts && !m.runtimeError;

/** The medians table, each page's LCP element and scripts, and the build's biggest chunks. */
export function printFigures(pages, chunks, load, firstCard) {
  console.log('');
  console.log("Lighthouse, median of each page's runs (mobile):");
  console.log(
    table(
      [
        'page',
        'runs',
        'score',
        'LCP (s)',
        'TBT (ms)',
        'CLS',
        'initial JS gzip KiB',
        'JS files',
        'CPU benchmark',
        'CPU ×',
        'TBT at 4× (ms)',
      ],
      pages.map(({ page, median: m, runs }) => [
        page,
        runs.length,
        fmt.score(m.score),
        fmt.s(m.lcpMs),
        fmt.ms(m.tbtMs),
        fmt.cls(m.cls),
        measured(m) ? fmt.kib(m.initialJsGzipBytes) : 'n/a',
        measured(m) ? m.scripts.length : 'n/a',
        fmt.score(m.benchmarkIndex),
        typeof m.cpuMultiplier === 'number' ? m.cpuMultiplier.toFixed(2) : 'n/a',
        fmt.ms(m.tbtMsAt4x),
      ]),
    ),
  );

  console.log('');
  for (const { page, median: m } of pages.filter((p) => measured(p.median))) {
    const lcp = m.lcpElement ? `${m.lcpElement.selector} — ${m.lcpElement.snippet}` : 'n/a';
    console.log(`${page}: FCP ${fmt.s(m.fcpMs)} s; LCP element: ${lcp}`);
    if (m.renderBlocking.length > 0) {
      console.log(`  render-blocking: ${m.renderBlocking.map((r) => `${r.url} (~${r.wastedMs} ms)`).join(', ')}`);
    }
    const origin = (s) => (s.fromDist ? '' : s.failed ? ' (external, failed here)' : ' (external, transfer size)');
    console.log(`  scripts loaded: ${m.scripts.map((s) => `${s.url} ${fmt.kib(s.gzipBytes)}${origin(s)}`).join(', ')}`);
  }

  const compared = pages.filter((p) => p.noScript && measured(p.median) && !p.noScript.median.runtimeError);
  if (compared.length > 0) {
    const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : 'n/a');
    console.log('');
    console.log(
      `Paints like its HTML: each page beside the same HTML without scripts (medians; limit ${NO_SCRIPT_MARGIN.toFixed(2)}×):`,
    );
    console.log(
      table(
        ['page', 'FCP (s)', 'no-script FCP (s)', 'ratio', 'LCP (s)', 'no-script LCP (s)', 'ratio'],
        compared.map(({ page, median: m, noScript: { median: h } }) => [
          page,
          fmt.s(m.fcpMs),
          fmt.s(h.fcpMs),
          ratio(m.fcpMs, h.fcpMs),
          fmt.s(m.lcpMs),
          fmt.s(h.lcpMs),
          ratio(m.lcpMs, h.lcpMs),
        ]),
      ),
    );
  }

  if (firstCard?.skipped) console.log(`\nperf: first NGO card not measured — ${firstCard.skipped}`);
  else if (firstCard) {
    console.log('');
    console.log(
      `First NGO card on /ngoList with ${firstCard.ngos} NGOs (Chromium on this machine, CPU slowed as for Lighthouse, network ${firstCard.network}, ${firstCard.runs.length} runs): median ${fmt.s(firstCard.medianMs)} s, ${fmt.s(firstCard.minMs)}–${fmt.s(firstCard.maxMs)} s (budget ${fmt.s(firstCard.budgetMs)} s)${firstCard.failedRuns ? `; ${firstCard.failedRuns} run(s) showed no card` : ''}`,
    );
  }

  const totalJsGzip = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  console.log('');
  console.log(`JS in the build: ${chunks.length} chunks, ${fmt.kib(totalJsGzip)} KiB gzip in total; biggest five:`);
  console.log(
    table(
      ['chunk', 'gzip KiB', 'raw KiB'],
      chunks.slice(0, 5).map((c) => [c.file, fmt.kib(c.gzipBytes), fmt.kib(c.rawBytes)]),
    ),
  );

  // Simulated throttling scales the CPU time it observes, so a busy machine inflates TBT and LCP.
  if (load.average > load.cores) {
    console.log(
      `\nperf: note — the machine was busy (1-min load average ${load.average.toFixed(1)} on ${load.cores} cores); TBT and LCP are inflated by other work, re-run on an idle machine before trusting a failure.`,
    );
  }
}

const reportName = (page) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w.-]+/g, '_'));
/** Per-run fields too detailed for perf.json (the median keeps them). */
const RUN_DETAILS = ['scripts', 'renderBlocking', 'lcpElement'];

const brief = (run) => Object.fromEntries(Object.entries(run).filter(([key]) => !RUN_DETAILS.includes(key)));

export function writeResults({ pages, chunks, load, firstCard, seconds, broken, notJudged, reported }) {
  mkdirSync(REPORTS_DIR, { recursive: true });
  for (const { page, median: m } of pages) {
    if (m.lhr) writeFileSync(path.join(REPORTS_DIR, `${reportName(page)}.json`), JSON.stringify(m.lhr));
  }
  const results = {
    measuredAt: new Date().toISOString(),
    lighthouse: 'mobile (default config), simulated throttling',
    runsPerPage: RUNS,
    confirmRuns: CONFIRM_RUNS,
    slowHostBenchmark: SLOW_HOST_BENCHMARK,
    budgetScale: SCALE,
    loadAverage: Number(load.average.toFixed(2)),
    cores: load.cores,
    durationSeconds: Math.round(seconds),
    pages: pages.map(({ page, median: m, runs, budget, noScript }) => ({
      page,
      budget,
      median: m,
      ...(noScript ? { withoutScripts: { median: noScript.median, runs: noScript.runs.map(brief) } } : {}),
      runs: runs.map(brief),
    })),
    ...(firstCard ? { firstNgoCard: firstCard } : {}),
    distJs: { chunkCount: chunks.length, totalGzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks },
    brokenBudgets: broken,
    notJudgedOnSlowHost: notJudged,
    reportedNotEnforced: reported,
    ok: broken.length === 0,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log('');
  console.log(`perf: results written to ${path.relative(ROOT, RESULTS_FILE)} (${seconds.toFixed(0)} s in all)`);
}
