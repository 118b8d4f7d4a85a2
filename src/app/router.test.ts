import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathIn } from '../i18n';
import { PRERENDERED_PATHS, routes, routesAt } from './router';

describe('routesAt', () => {
  it('finds, for every page rendered at build time in both languages, the routes matchRoutes finds', () => {
    for (const page of PRERENDERED_PATHS) {
      for (const language of ['en', 'hi'] as const) {
        const path = pathIn(language, page);
        const expected = (matchRoutes(routes, path) ?? []).map((match) => match.route);
        expect(expected.length, path).toBeGreaterThan(0);
        expect(routesAt(routes, path), path).toEqual(expected);
      }
    }
  });

  it('finds nothing for an address that is not a plain page (matchRoutes then decides)', () => {
    expect(routesAt(routes, '/no-such-page')).toBeNull();
    expect(routesAt(routes, '/hi/no-such-page')).toBeNull();
    expect(routesAt(routes, '/donations/abc/label')).toBeNull();
  });
});
