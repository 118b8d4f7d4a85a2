// @vitest-environment node
// `npm run perf`'s comparison of a page with its HTML alone (scripts/perf/serve.mjs, budgets.mjs).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { judge, slowerThanHtml } from '../../scripts/perf/budgets.mjs';
import { withoutScripts } from '../../scripts/perf/serve.mjs';

describe('the page without scripts', () => {
  it('keeps the HTML and its inline style, and drops every script: inline, module, preloads and the start list', () => {
    const html = [
      '<head><meta charset="UTF-8" /><meta name="foodbridge-scripts" content="/assets/a.js /assets/index.js" />',
      '<script>(function(){location.replace("/hi")})()</script>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<style>body{color:red}</style></head><body><h1>Food</h1></body>',
    ].join('');
    const bare = withoutScripts(html);
    expect(bare).toBe('<head><meta charset="UTF-8" /><style>body{color:red}</style></head><body><h1>Food</h1></body>');
  });
});

const median = (fcpMs: number, lcpMs: number) => ({ fcpMs, lcpMs, score: 100, tbtMs: 0, cls: 0 });
const budget = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

describe('paints like its HTML', () => {
  it('a first paint more than 1.1 × the HTML’s fails the gate; one within it passes', () => {
    expect(slowerThanHtml('/', median(1050, 1050), median(1050, 1050))).toEqual([]);
    const [late] = slowerThanHtml('/', median(1200, 1050), median(1050, 1050));
    expect(late).toMatchObject({ metric: 'paint-fcp', enforced: true });
    expect(late?.text).toBe('/: first paint 1.20 s > 1.1 × the same HTML without scripts (1.05 s)');
    const { broken } = judge([
      { page: '/', median: median(1200, 1200), budget, noScript: { median: median(1050, 1200) } },
    ]);
    expect(broken).toEqual(['/: first paint 1.20 s > 1.1 × the same HTML without scripts (1.05 s)']);
  });

  it('an LCP more than 1.1 × the HTML’s fails the gate too', () => {
    const verdict = judge([
      { page: '/', median: median(1050, 1430), budget, noScript: { median: median(1050, 1130) } },
    ]);
    expect(verdict.broken).toEqual(['/: LCP 1.43 s > 1.1 × the same HTML without scripts (1.13 s)']);
    expect(verdict.reported).toEqual([]);
  });

  describe('with PERF_NOSCRIPT_ENFORCED=fcp', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('an LCP over the limit is reported, not enforced; a first paint over it still fails', async () => {
      vi.stubEnv('PERF_NOSCRIPT_ENFORCED', 'fcp');
      vi.resetModules();
      const budgets = await import('../../scripts/perf/budgets.mjs');
      const verdict = budgets.judge([
        { page: '/', median: median(1050, 1430), budget, noScript: { median: median(1050, 1130) } },
        { page: '/login', median: median(1200, 1200), budget, noScript: { median: median(1050, 1200) } },
      ]);
      expect(verdict.reported).toEqual(['/: LCP 1.43 s > 1.1 × the same HTML without scripts (1.13 s)']);
      expect(verdict.broken).toEqual(['/login: first paint 1.20 s > 1.1 × the same HTML without scripts (1.05 s)']);
    });
  });

  it('a comparison that could not be measured fails', () => {
    const { broken } = judge([
      { page: '/login', median: median(1050, 1100), budget, noScript: { median: { runtimeError: 'x' } } },
    ]);
    expect(broken).toEqual(['/login: the comparison with its HTML alone could not be measured']);
  });
});
