// Step 4a: a page's medians against its budgets, and the slow-host rule.
import { NO_SCRIPT_ENFORCED, NO_SCRIPT_MARGIN, SLOW_HOST_BENCHMARK } from './config.mjs';
import { fmt } from './format.mjs';

/** The budgets that only the host's CPU speed moves, given the same build: not judged on a slow host. */
const CPU_BOUND = new Set(['score', 'TBT']);

/** Every broken budget of a page, as { metric, text }. */
export function brokenBudgets(page, m, budget) {
  if (m.runtimeError) {
    return [{ metric: 'run', text: `${page}: Lighthouse could not measure the page (${m.runtimeError})` }];
  }
  const broken = [];
  const over = (label, value, limit, show, unit) => {
    if (limit !== undefined && (value === null || value > limit)) {
      broken.push({ metric: label, text: `${page}: ${label} ${show(value)}${unit} > budget ${show(limit)}${unit}` });
    }
  };
  if (budget.score !== undefined && (m.score === null || m.score < budget.score)) {
    broken.push({
      metric: 'score',
      text: `${page}: performance score ${fmt.score(m.score)} < budget ${Number(budget.score.toFixed(2))}`,
    });
  }
  over('LCP', m.lcpMs, budget.lcpMs, fmt.s, ' s');
  over('TBT', m.tbtMs, budget.tbtMs, fmt.ms, ' ms');
  over('CLS', m.cls, budget.cls, (v) => (v === null ? 'n/a' : Number(v.toFixed(4)).toString()), '');
  if (budget.initialJsKiB !== undefined) {
    over('initial JS', m.initialJsGzipBytes, budget.initialJsKiB * 1024, fmt.kib, ' KiB gzip');
  }
  return broken;
}

/**
 * A page against the same HTML without scripts: its first paint and LCP may be at most
 * NO_SCRIPT_MARGIN times the script-free page's (medians of runs made side by side).
 */
export function slowerThanHtml(page, m, html) {
  if (!html) return [];
  if (m.runtimeError || html.runtimeError) {
    return [{ metric: 'run', text: `${page}: the comparison with its HTML alone could not be measured` }];
  }
  const broken = [];
  for (const [label, key, metric] of [
    ['first paint', 'fcpMs', 'fcp'],
    ['LCP', 'lcpMs', 'lcp'],
  ]) {
    const limit = (html[key] ?? 0) * NO_SCRIPT_MARGIN;
    if (m[key] === null || html[key] === null || m[key] > limit) {
      broken.push({
        metric: `paint-${metric}`,
        enforced: NO_SCRIPT_ENFORCED.has(metric),
        text: `${page}: ${label} ${fmt.s(m[key])} s > ${Number(NO_SCRIPT_MARGIN.toFixed(2))} × the same HTML without scripts (${fmt.s(html[key])} s)`,
      });
    }
  }
  return broken;
}

/** The first NGO card's median against its budget (perf/first-card.mjs); nothing when it was not measured. */
export function slowFirstCard(firstCard) {
  if (!firstCard || firstCard.skipped) return [];
  if (firstCard.medianMs === null || firstCard.failedRuns > firstCard.runs.length / 2) {
    return [
      `/ngoList: the first NGO card did not show in most runs (${firstCard.runs.find((r) => r.error)?.error ?? 'no card'})`,
    ];
  }
  if (firstCard.medianMs <= firstCard.budgetMs) return [];
  return [
    `/ngoList: first NGO card ${fmt.s(firstCard.medianMs)} s > budget ${fmt.s(firstCard.budgetMs)} s (${firstCard.ngos} NGOs)`,
  ];
}

/** The median run's host was one Lighthouse itself warns is too slow for its CPU figures. */
const isSlowHost = (m) => typeof m.benchmarkIndex === 'number' && m.benchmarkIndex <= SLOW_HOST_BENCHMARK;

/**
 * Every page judged: `broken` fails the gate; `notJudged` are broken TBT/score budgets of a page
 * measured on a host Lighthouse calls too slow, reported without failing; `reported` are
 * comparisons with the page's HTML alone that are not enforced (NO_SCRIPT_ENFORCED).
 */
export function judge(pages, firstCard) {
  const broken = [];
  const notJudged = [];
  const reported = [];
  for (const failure of slowFirstCard(firstCard)) broken.push(failure);
  for (const { page, median: m, budget, noScript } of pages) {
    for (const failure of [...brokenBudgets(page, m, budget), ...slowerThanHtml(page, m, noScript?.median)]) {
      if (failure.enforced === false) reported.push(failure.text);
      else (isSlowHost(m) && CPU_BOUND.has(failure.metric) ? notJudged : broken).push(failure.text);
    }
  }
  return { broken, notJudged, reported };
}
