import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, monthName, periodProblem, scopeOf, waitText } from './impact-view';

const t = (id: string, values?: Record<string, unknown>) => `${id}${values ? JSON.stringify(values) : ''}`;

describe('the impact dashboards’ words', () => {
  it('opens on the last twelve months up to this one in India, across a year’s end', () => {
    expect(lastTwelveMonths(new Date('2026-11-29T10:00:00Z'))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(lastTwelveMonths(new Date('2026-12-31T19:00:00Z'))).toEqual({ from: '2026-02', to: '2027-01' });
    expect(lastTwelveMonths(new Date('2026-12-15T10:00:00Z'))).toEqual({ from: '2026-01', to: '2026-12' });
  });

  it('refuses a period backwards, over 36 months, or with an empty box', () => {
    expect(periodProblem({ from: '2026-01', to: '2026-12' })).toBeNull();
    expect(periodProblem({ from: '2026-12', to: '2026-01' })).toBe('impact.period.backwards');
    expect(periodProblem({ from: '2020-01', to: '2026-12' })).toBe('impact.period.tooLong');
    expect(periodProblem({ from: '', to: '2026-12' })).toBe('impact.period.invalid');
  });

  it('names whose figures each role reads', () => {
    expect(scopeOf('donor', 'u')).toBe('d-u');
    expect(scopeOf('ngo', 'u')).toBe('n-u');
    expect(scopeOf('admin', 'u')).toBe('all');
  });

  it('says a wait as its bucket, in minutes, hours or a day', () => {
    expect(waitText(null, t)).toBe('impact.wait.none');
    expect(waitText({ from: 15, to: 30 }, t)).toBe('impact.wait.minutes{"from":15,"to":30}');
    expect(waitText({ from: 120, to: 240 }, t)).toBe('impact.wait.hours{"from":2,"to":4}');
    expect(waitText({ from: 1440, to: null }, t)).toBe('impact.wait.days');
  });

  it('names a month in the language shown', () => {
    expect(monthName('2026-11', 'en-IN')).toBe('Nov 2026');
    expect(monthName('2026-11', 'hi-IN')).toMatch(/2026/);
  });
});
