import { describe, expect, it } from 'vitest';
import { NGO_NAME_PATTERN, NGO_NAME_RULES_PATTERN, PHONE_PATTERN, phoneDigits } from './limits.js';

describe('phoneDigits', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(022) 2345.6789', '2223456789'],
  ])('reads %s as %s', (typed, stored) => {
    expect(phoneDigits(typed)).toBe(stored);
    expect(PHONE_PATTERN.test(phoneDigits(typed))).toBe(true);
  });

  it.each(['98765', '+1 555 123 4567', '+91 98765 4321', 'call me'])('leaves %s for the form to refuse', (typed) => {
    expect(PHONE_PATTERN.test(phoneDigits(typed))).toBe(false);
  });
});

describe('NGO_NAME_PATTERN takes only names NFC leaves as they are', () => {
  const char = (code: number) => String.fromCodePoint(code);
  const hex = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join(' ');
  /** The rules' spelling, read as a JavaScript pattern (\x{…} as \u{…}). */
  const RULES = new RegExp(NGO_NAME_RULES_PATTERN.replace(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}'), 'u');
  /** Every character the pattern takes somewhere in a name: alone, after a letter, or after क. */
  const ALPHABET: string[] = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const c = char(code);
    if ([c, `a${c}`, `क${c}`].some((name) => NGO_NAME_PATTERN.test(name))) ALPHABET.push(c);
  }
  const MARKS = ALPHABET.filter((c) => /\p{M}/u.test(c));

  it('takes A–Z, digits, ten marks of punctuation and Devanagari but U+0951–U+0954 and U+0958–U+095F', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => char(from + i));
    const expected = [
      ...range(0x20, 0x7e).filter((c) => /[A-Za-z0-9 .,&'()/-]/.test(c)),
      ...range(0x0900, 0x0950),
      ...range(0x0955, 0x0957),
      ...range(0x0960, 0x097f),
      '\u2019',
    ];
    expect(ALPHABET.map(hex).sort()).toEqual(expected.map(hex).sort());
  });

  it('every allowed pair (and every character with two marks after it) is NFC, and the rules agree', () => {
    const notNfc: string[] = [];
    const disagree: string[] = [];
    const check = (name: string) => {
      const allowed = NGO_NAME_PATTERN.test(name);
      if (allowed !== RULES.test(name)) disagree.push(hex(name));
      if (allowed && name.normalize('NFC') !== name) notNfc.push(hex(name));
    };
    for (const a of ALPHABET) {
      check(a);
      for (const b of ALPHABET) {
        check(a + b);
        check(`क${a}${b}`); // a pair that cannot start a name (a nukta first)
      }
      for (const m of MARKS) for (const n of MARKS) check(a + m + n);
    }
    expect(notNfc).toEqual([]);
    expect(disagree).toEqual([]);
  });

  it.each([
    ['न + nukta (NFC: ऩ)', '\u0928\u093c\u0908', '\u0929\u0908'],
    ['र + nukta (NFC: ऱ)', '\u0930\u093c\u094d\u092f', '\u0931\u094d\u092f'],
    ['ळ + nukta (NFC: ऴ)', '\u0933\u093c\u093e', '\u0934\u093e'],
    ['virama before nukta', '\u091c\u094d\u093c\u092f\u093e\u0926\u093e', '\u091c\u093c\u094d\u092f\u093e\u0926\u093e'],
  ])('refuses %s, takes the NFC spelling', (_, written, nfc) => {
    expect(written.normalize('NFC')).toBe(nfc);
    expect(NGO_NAME_PATTERN.test(written)).toBe(false);
    expect(NGO_NAME_PATTERN.test(nfc)).toBe(true);
  });

  it('refuses the Vedic stress and accent marks U+0951–U+0954, even in NFC order', () => {
    for (const mark of ['\u0951', '\u0952', '\u0953', '\u0954', '\u0952\u0951']) {
      expect(NGO_NAME_PATTERN.test(`सेवा${mark}`), hex(mark)).toBe(false);
    }
    expect(NGO_NAME_PATTERN.test('सेवा')).toBe(true);
  });
});
