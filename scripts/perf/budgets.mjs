// Step 4a: a page's medians against its budgets, and the slow-host rule.
import { SLOW_HOST_BENCHMARK } from './config.mjs';
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

/** The median run's host was one Lighthouse itself warns is too slow for its CPU figures. */
const isSlowHost = (m) => typeof m.benchmarkIndex === 'number' && m.benchmarkIndex <= SLOW_HOST_BENCHMARK;

/**
 * Every page judged: `broken` fails the gate; `notJudged` are broken TBT/score budgets of a page
 * measured on a host Lighthouse calls too slow, reported without failing.
 */
export function judge(pages) {
  const broken = [];
  const notJudged = [];
  for (const { page, median: m, budget } of pages) {
    for (const failure of brokenBudgets(page, m, budget)) {
      (isSlowHost(m) && CPU_BOUND.has(failure.metric) ? notJudged : broken).push(failure.text);
    }
  }
  return { broken, notJudged };
}
