// Search keywords for NGO profiles. Plain JavaScript, so that the browser app (through
// src/services/ngos.ts) and the Node seed script (scripts/seed.mjs) share one definition.
import { KEYWORDS } from '../config/limits.js';

/** Longest prefix stored, and the longest search term sent: longer words match on their first this many characters. */
export const MAX_TERM_LENGTH = KEYWORDS.maxTerm;

/** Shortest prefix stored and shortest term searched. */
export const MIN_TERM_LENGTH = KEYWORDS.minTerm;

/** At most this many keywords per document (firestore.rules allows the same). */
export const MAX_KEYWORDS = KEYWORDS.max;

/** At most this many characters in all the keywords together (firestore.rules: keywords.join('').size()). */
export const MAX_KEYWORDS_TOTAL = KEYWORDS.maxTotal;

/**
 * Lower-case, accents removed ('São' → 'sao'), so that what is typed and what is stored compare alike.
 * @param {string} text
 * @returns {string}
 */
export function normalizeText(text) {
  return String(text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The words of a text: runs of letters and digits, normalised.
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOf(text) {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The keywords stored on an NGO document: every prefix (MIN_TERM_LENGTH to MAX_TERM_LENGTH
 * characters) of every word of the organisation's name, the city, the contact person, the street
 * address and the ZIP code, plus the time slot lower-cased. Most useful fields come first, so a very long address is what gets cut
 * when the list would pass MAX_KEYWORDS entries or MAX_KEYWORDS_TOTAL characters in all.
 * @param {{ nameOrg?: string, name?: string, city?: string, address?: string, zip?: string, time?: string }} ngo
 * @returns {string[]}
 */
export function searchKeywords(ngo) {
  /** @type {Set<string>} */
  const keywords = new Set();
  let total = 0;
  /** @param {string} keyword */
  const add = (keyword) => {
    if (keywords.has(keyword) || total + keyword.length > MAX_KEYWORDS_TOTAL) return;
    keywords.add(keyword);
    total += keyword.length;
  };
  const slot = normalizeText(ngo.time ?? '').trim();
  if (slot) add(slot.slice(0, MAX_TERM_LENGTH));
  const fields = [ngo.nameOrg, ngo.city, ngo.name, ngo.zip, ngo.address];
  for (const field of fields) {
    for (const word of wordsOf(field ?? '')) {
      const longest = Math.min(word.length, MAX_TERM_LENGTH);
      for (let end = MIN_TERM_LENGTH; end <= longest; end += 1) {
        if (keywords.size >= MAX_KEYWORDS) return [...keywords];
        add(word.slice(0, end));
      }
    }
  }
  return [...keywords];
}

/**
 * The term a search box sends to Firestore: its first word, normalised and cut to 20 characters;
 * '' when there is nothing to search for (empty, or a single character).
 * @param {string} input
 * @returns {string}
 */
export function searchTermOf(input) {
  const first = wordsOf(input ?? '')[0] ?? '';
  const term = first.slice(0, MAX_TERM_LENGTH);
  return term.length >= MIN_TERM_LENGTH ? term : '';
}
