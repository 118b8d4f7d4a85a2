// The key that makes NGO names unique: lower-case, with everything but letters, combining marks
// (Devanagari vowel signs and viramas are marks) and digits removed, so 'Food-Bank  India' and
// 'foodbank india' are one name. firestore.rules computes the same key:
// nameOrg.lower().replace('[^\\p{L}\\p{M}\\p{N}]', '') and requires ngoNames/{key} to name the profile.

/**
 * @param {string} name
 * @returns {string}
 */
export function nameKey(name) {
  return name.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}
