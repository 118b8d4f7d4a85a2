import { describe, expect, it } from 'vitest';
import { activateLanguage, formatNumber, formatRelative, t } from '.';

const NOW = new Date(2026, 10, 22, 18, 30);

describe('formats in English (en-IN)', () => {
  it('groups numbers the Indian way', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
  });

  it('says one meal and many meals', () => {
    expect(t('common.meals', { count: 1 })).toBe('1 meal');
    expect(t('common.meals', { count: 0 })).toBe('0 meals');
    expect(t('common.meals', { count: 100000 })).toBe('1,00,000 meals');
  });

  it('says how long ago, and how long until', () => {
    expect(formatRelative(new Date(NOW.getTime() - 2 * 3600_000), NOW)).toBe('2 hours ago');
    expect(formatRelative(new Date(NOW.getTime() + 3 * 86400_000), NOW)).toBe('in 3 days');
    expect(formatRelative(new Date(NOW.getTime() - 86400_000), NOW)).toBe('yesterday');
  });
});

describe('formats in Hindi (hi-IN)', () => {
  it('groups numbers the Indian way, in the digits people type', async () => {
    await activateLanguage('hi');
    expect(formatNumber(100000)).toBe('1,00,000');
  });

  it('counts meals in Hindi; 0 and 1 take the singular (CLDR)', async () => {
    await activateLanguage('hi');
    expect(t('common.meals', { count: 1 })).toBe('1 भोजन');
    expect(t('common.meals', { count: 100000 })).toBe('1,00,000 भोजन');
    expect(new Intl.PluralRules('hi-IN').select(0)).toBe('one');
  });

  it('says how long ago in Hindi', async () => {
    await activateLanguage('hi');
    expect(formatRelative(new Date(NOW.getTime() - 2 * 3600_000), NOW)).toBe('2 घंटे पहले');
    expect(formatRelative(new Date(NOW.getTime() + 3 * 86400_000), NOW)).toBe('3 दिन में');
    expect(formatRelative(new Date(NOW.getTime() - 86400_000), NOW)).toBe('कल');
  });
});
