// The key that makes NGO names unique: A–Z lower-cased, and everything but letters, combining
// marks (Devanagari vowel signs and viramas are marks) and digits removed, so 'Food-Bank  India' and
// 'foodbank india' are one name. firestore.rules computes the same key:
// nameOrg.lower().replace('[^\\p{L}\\p{M}\\p{N}]', '') — and the rules' lower() changes only A–Z
// (measured: it leaves Ä, Σ, Ｆ as they are), so this does too; otherwise an NGO whose name holds
// such a capital could never save its profile. Devanagari has no case, so it is unaffected.

/**
 * @param {string} name
 * @returns {string}
 */
export function nameKey(name) {
  return lowerAscii(name).replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/**
 * Lower-cases A–Z only, as firestore.rules' lower() does.
 * @param {string} text
 * @returns {string}
 */
export function lowerAscii(text) {
  return text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
}
