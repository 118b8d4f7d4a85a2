// `npm test`: every layer, one after the other, with the emulators started and stopped here.
// Ends with one summary line per layer (with its wall time) and a total line.
// While working on one layer: `npm test -- --only=e2e tests/e2e/public.spec.ts` runs that layer alone
// (unit, rules, integration or e2e; comma-separated) and passes the other arguments to its runner.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, HOST, PORTS, startEmulators, emulatorEnv } from './emulators.mjs';
import { rulesProjectId } from '../tests/rules/projects.js';

const REPORTS = path.join(ROOT, 'test-results', 'reports');
// The shapes of the queries the app sends while integration and e2e run (tests/query-log.ts).
const QUERY_LOG = path.join(REPORTS, 'queries');
// What each failed end-to-end test's browsers showed (tests/e2e/failure-page-reporter.ts).
const FAILURE_PAGES = path.join(REPORTS, 'failure-pages.txt');
/** Characters of it printed before the summary: the tail of a CI log that is read. */
const FAILURE_PAGES_SHOWN = 7000;
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const extra = process.argv.slice(2).filter((a) => !a.startsWith('--only=') && a !== '--');
const wanted = (key) => !only || only.includes(key);
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The first non-empty line of an error message, without colour codes, for the summary. */
function firstLine(message) {
  const line = String(message ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colour codes
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  return (line ?? 'no message').slice(0, 300);
}

function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failures = r.testResults.flatMap((f) => [
    // A file that failed outside any test (a hook, an import) has no failed assertion to name.
    ...(f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')
      ? [`${path.relative(ROOT, f.name)}: ${firstLine(f.message)}`]
      : []),
    ...f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${path.relative(ROOT, f.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
  ]);
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
    failures,
  };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats;
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file === child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) failures.push(`(outside any test): ${firstLine(error.message)}`);
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, failures };
}

/** The counts of several runs of one layer, added up (undefined when none reported). */
function sumCounts(runs) {
  const reported = runs.filter(Boolean);
  if (reported.length === 0) return undefined;
  return reported.reduce((t, c) => ({
    passed: t.passed + c.passed,
    failed: t.failed + c.failed,
    skipped: t.skipped + c.skipped,
    failures: [...t.failures, ...c.failures],
  }));
}

const layers = [];
async function layer(key, name, fn, counts) {
  if (!wanted(key)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  const code = await fn();
  const ms = performance.now() - started;
  const c = counts() ?? { passed: 0, failed: 0, skipped: 0 };
  // A runner that crashed before reporting counts as a failure even if it printed no counts.
  if (code !== 0 && c.failed === 0) c.failed = 1;
  layers.push({ name, ...c, code, ms });
}

/** A Vitest layer: its projects (vite.config.ts) in one run, one report named after the first. */
const vitest = (...projects) => {
  const out = path.join(REPORTS, `${projects[0]}.json`);
  return [
    () =>
      run(
        bin('vitest'),
        [
          'run',
          ...projects.flatMap((project) => ['--project', project]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile=${out}`,
          ...(only ? extra : []),
        ],
        // Only the layers that install a recorder write shapes (tests/query-log.ts).
        { ...emulatorEnv, FOODBRIDGE_QUERY_LOG: QUERY_LOG },
      ),
    () => vitestCounts(out),
  ];
};

await layer('unit', 'unit (Vitest + Testing Library)', ...vitest('unit'));

if (wanted('rules') || wanted('integration') || wanted('e2e')) await withEmulators();

async function withEmulators() {
  let emulators;
  // Ctrl-C or a cancelled CI job: stop the emulators (if still starting, emulators.mjs ends them on exit).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      await emulators?.stop();
      process.exit(130);
    });
  }
  try {
    console.log('\nStarting the emulators…');
    emulators = await startEmulators({ quiet: true });
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  try {
    const [runRules, rulesCounts] = vitest('rules');
    await layer('rules', 'rules (@firebase/rules-unit-testing)', runRules, rulesCounts);
    if (wanted('rules')) await saveRulesCoverage(path.join(REPORTS, 'rules.json'));
    // The seed script's test resets every account, so it runs after the other files (vite.config.ts).
    await layer(
      'integration',
      'integration (services against the emulators)',
      ...vitest('integration', 'integration-seed'),
    );
    // Two runs: the parallel specs (project 'chromium', two workers), then the specs that still
    // reset the demo data, alone (project 'serial', playwright.config.ts). Separate runs, so that a
    // failure in the first does not keep the second from running.
    const phases = ['chromium', 'serial'].map((project) => ({
      project,
      report: path.join(REPORTS, `e2e-${project}.json`),
    }));
    await layer(
      'e2e',
      'end to end (Playwright, Chromium, production build)',
      async () => {
        const built = await run('npm', ['run', 'build', '--silent'], { VITE_USE_EMULATORS: 'true' });
        if (built !== 0) return built;
        let code = 0;
        for (const { project, report } of phases) {
          console.log(`\n── Playwright project '${project}' ──`);
          const exit = await run(
            bin('playwright'),
            ['test', '--project', project, '--pass-with-no-tests', ...(only ? extra : [])],
            {
              ...emulatorEnv,
              FOODBRIDGE_E2E_PHASES: '1',
              FOODBRIDGE_QUERY_LOG: QUERY_LOG,
              FOODBRIDGE_FAILURE_PAGES: FAILURE_PAGES,
              PLAYWRIGHT_JSON_OUTPUT_NAME: report,
            },
          );
          code ||= exit;
        }
        return code;
      },
      () => sumCounts(phases.map(({ report }) => playwrightCounts(report))),
    );
  } finally {
    await emulators.stop();
  }
  // Only a whole run sends every query: a part of one would leave sites unsent.
  if (wanted('integration') && wanted('e2e') && !(only && extra.length)) {
    const report = path.join(REPORTS, 'queries.json');
    await layer(
      'queries',
      'queries (each one the app sent has its index: scripts/check-indexes.mjs)',
      () => run('node', ['scripts/check-indexes.mjs', '--recorded', QUERY_LOG, '--report', report]),
      () => (existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined),
    );
  }
}

/** A wall time as people read it: 42 s, 3 min 05 s. */
function duration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** Saves one rules test file's coverage report in `dir`; its line in the index. */
async function coverageOf(file, dir) {
  const id = rulesProjectId(file);
  const url = `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${id}:ruleCoverage.html`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    if (!res.ok) return `<li>${file}: no report (HTTP ${res.status})</li>`;
    writeFileSync(path.join(dir, `${id}.html`), await res.text());
    return `<li><a href="${id}.html">${file}</a></li>`;
  } catch (error) {
    return `<li>${file}: no report (${error.message})</li>`;
  }
}

/**
 * Saves the emulator's rules-coverage report of every rules test file that ran (each runs in a
 * project of its own, tests/rules/projects.js) to test-results/rules-coverage/, with an index.
 * Here, after the layer, not in a test hook: a slow report can never fail a test. It is a
 * by-product, so a report the emulator does not give is named in the index, not an error.
 */
async function saveRulesCoverage(report) {
  if (!existsSync(report)) return;
  const files = JSON.parse(readFileSync(report, 'utf8'))
    .testResults.map((f) => path.relative(ROOT, f.name))
    // Not storage (its rules are Storage's), nor headroom (it loads padded rules into its project).
    .filter(
      (f) =>
        f.startsWith(path.join('tests', 'rules')) &&
        !['storage.test.ts', 'storage-photo.test.ts', 'headroom.test.ts'].some(
          (name) => f === path.join('tests', 'rules', name),
        ),
    )
    .sort();
  const dir = path.join(ROOT, 'test-results', 'rules-coverage');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Two at a time: each report is tens of megabytes, built in the emulator's memory.
  const rows = [];
  const next = async () => {
    while (rows.length < files.length) {
      const i = rows.length;
      rows.push(undefined);
      rows[i] = await coverageOf(files[i], dir);
    }
  };
  await Promise.all([next(), next()]);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Rules coverage</title><h1>firestore.rules coverage, per test file</h1><ul>${rows.join('')}</ul>\n`,
  );
  console.log(`Rules coverage: ${path.relative(ROOT, path.join(dir, 'index.html'))}`);
}

// Printed again here, so that a log read from its tail shows what the failed test's pages held.
if (existsSync(FAILURE_PAGES)) {
  const pages = readFileSync(FAILURE_PAGES, 'utf8');
  const cut =
    pages.length > FAILURE_PAGES_SHOWN ? `\n… and ${pages.length - FAILURE_PAGES_SHOWN} characters more above` : '';
  console.log(`\n━━ what the failed end-to-end tests' pages showed ━━${pages.slice(0, FAILURE_PAGES_SHOWN)}${cut}`);
}

console.log('\n━━ summary ━━');
for (const l of layers) {
  console.log(
    `${l.name}: ${l.passed} passed, ${l.failed} failed${l.skipped ? `, ${l.skipped} skipped` : ''} (${duration(l.ms)})`,
  );
  // Named here, at the end, because a CI log is often read from its tail.
  for (const f of l.failures ?? []) console.log(`  ✖ ${f}`);
  if (l.code !== 0 && !l.failures?.length)
    console.log(`  ✖ the runner exited with code ${l.code}; see its output above`);
}
const total = layers.reduce((t, l) => ({ passed: t.passed + l.passed, failed: t.failed + l.failed }), {
  passed: 0,
  failed: 0,
});
// The total time counts everything since the start, emulators' start and stop included.
console.log(`${total.passed} passed, ${total.failed} failed (${duration(performance.now())})`);
process.exit(layers.some((l) => l.code !== 0) ? 1 : 0);
