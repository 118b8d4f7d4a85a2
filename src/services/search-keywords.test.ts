import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../config/limits.js';
import { MAX_KEYWORDS, normalizeText, searchKeywords, searchTermOf, wordsOf } from './search-keywords.js';

describe('searchKeywords', () => {
  const annapurna = {
    nameOrg: 'Annapurna Food Bank',
    name: 'Priya Sharma',
    city: 'Mumbai',
    address: '12 Linking Road, Bandra West',
    zip: '400050',
    time: 'Morning',
  };

  it('holds prefixes of 2+ characters of every word of name, person, city, address and zip', () => {
    const keywords = searchKeywords(annapurna);
    for (const expected of [
      'an',
      'anna',
      'annapurna',
      'fo',
      'food',
      'bank',
      'pr',
      'priya',
      'sharma',
      'mu',
      'mumb',
      'mumbai',
    ]) {
      expect(keywords).toContain(expected);
    }
    for (const expected of ['12', 'li', 'linking', 'road', 'bandra', 'west', '40', '400050']) {
      expect(keywords).toContain(expected);
    }
  });

  it('holds the time slot lower-cased', () => {
    expect(searchKeywords({ ...annapurna, time: 'AfterNoon' })).toContain('afternoon');
  });

  it('has no one-letter entries, no upper case and no duplicates', () => {
    const keywords = searchKeywords({ ...annapurna, address: '7 MG Road, Road' });
    expect(keywords.every((k) => k.length >= 2)).toBe(true);
    expect(keywords.every((k) => k === k.toLowerCase())).toBe(true);
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords).not.toContain('7');
  });

  it('keeps prefixes of long words to 20 characters', () => {
    const keywords = searchKeywords({ nameOrg: 'Supercalifragilisticexpialidocious' });
    expect(Math.max(...keywords.map((k) => k.length))).toBe(20);
    expect(keywords).toContain('supercalifragilistic');
  });

  it('drops accents so typed and stored words compare alike', () => {
    expect(searchKeywords({ city: 'São Paulo' })).toContain('sao');
    expect(searchTermOf('São')).toBe('sao');
  });

  it('stops at 100 entries, keeping the organisation name and the time slot', () => {
    const longAddress = Array.from({ length: 40 }, (_, i) => `street${i}name`).join(' ');
    const keywords = searchKeywords({ ...annapurna, address: longAddress });
    expect(keywords).toHaveLength(MAX_KEYWORDS);
    expect(keywords).toContain('morning');
    expect(keywords).toContain('annapurna');
    expect(keywords).toContain('mumbai');
  });

  it('stays within what the rules accept: at most 100 words of 2000 characters in all, each at most 20', () => {
    // The longest profile the form allows, every field full of long distinct words, and a legacy
    // time text longer than a search word.
    const long = (seed: string, length: number) =>
      Array.from({ length: Math.ceil(length / 26) }, (_, i) => `${seed}${i}`.padEnd(25, 'q'))
        .join(' ')
        .slice(0, length);
    const keywords = searchKeywords({
      nameOrg: long('org', 100),
      name: long('person', 100),
      city: long('city', 100),
      zip: long('zip', 20),
      address: long('street', 300),
      time: 'between five and seven in the evening',
    });
    expect(keywords.length).toBeLessThanOrEqual(KEYWORDS.max);
    expect(keywords.join('').length).toBeLessThanOrEqual(KEYWORDS.maxTotal);
    expect(Math.max(...keywords.map((k) => k.length))).toBeLessThanOrEqual(KEYWORDS.maxTerm);
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords).toContain('org0qqqqqqqqqqqqqqqq');
  });

  it('copes with missing fields (legacy documents)', () => {
    expect(searchKeywords({ nameOrg: 'Roti Ghar' })).toEqual(['ro', 'rot', 'roti', 'gh', 'gha', 'ghar']);
    expect(searchKeywords({})).toEqual([]);
  });
});

describe('searchTermOf', () => {
  it('is the first word, lower-cased', () => {
    expect(searchTermOf('  Mumbai food bank')).toBe('mumbai');
    expect(searchTermOf('BANDRA, west')).toBe('bandra');
  });

  it('is cut to 20 characters', () => {
    expect(searchTermOf('Supercalifragilisticexpialidocious')).toBe('supercalifragilistic');
  });

  it('is empty for nothing or a single character', () => {
    expect(searchTermOf('')).toBe('');
    expect(searchTermOf('   ')).toBe('');
    expect(searchTermOf('m')).toBe('');
    expect(searchTermOf('--')).toBe('');
  });
});

describe('text helpers', () => {
  it('normalises and splits words', () => {
    expect(normalizeText('Ñandú')).toBe('nandu');
    expect(wordsOf('12, Linking-Road')).toEqual(['12', 'linking', 'road']);
  });
});
