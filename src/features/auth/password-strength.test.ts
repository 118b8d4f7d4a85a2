import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { signUpSchema } from './schemas';
import { missingParts, passwordStrength, strengthLabel, type StrengthScore } from './password-strength';

const accepted = (password: string) =>
  signUpSchema.safeParse({ email: 'n@example.org', password, accountType: 'donor' }).success;

describe('passwordStrength: the meter and the rule are one rule', () => {
  it('never goes past Weak while a part of the rule is missing', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(0); // short, no number
    expect(passwordStrength('abcdefgh')).toBe(1); // no number
    expect(passwordStrength('ABCDEFGH!!!!!!')).toBe(1); // long, upper case, symbols: still no number
    expect(passwordStrength('Ab1#')).toBe(1); // short
  });

  it('starts at Fair once the rule is met, and earns a point each for mixing case or symbols and for 12 characters', () => {
    expect(passwordStrength('abcdefg1')).toBe(2);
    expect(passwordStrength('Abcdefg1')).toBe(3);
    expect(passwordStrength('abcdefg1#')).toBe(3);
    expect(passwordStrength('abcdefghijk1')).toBe(3);
    expect(passwordStrength('Ramesh#2024')).toBe(3);
    expect(passwordStrength('Ramesh#20245')).toBe(4);
  });

  it('agrees with the form on every example: Fair or better exactly when the form accepts it', () => {
    for (const password of ['', 'a', 'abcdefg', 'abcdefg1', 'Ramesh#2024', '12345678', 'abcd efg1', 'ÄÖÜäöüß1x']) {
      expect(passwordStrength(password) >= 2, password).toBe(accepted(password));
      expect(missingParts(password).length === 0, password).toBe(accepted(password));
    }
  });

  it('names the parts still missing', () => {
    expect(missingParts('')).toEqual(['length', 'letter', 'number']);
    expect(missingParts('abcdefgh')).toEqual(['number']);
    expect(missingParts('12345678')).toEqual(['letter']);
  });
});

describe('strengthLabel', () => {
  it('names each level as the seed does', () => {
    expect(strengthLabel(0)).toBe('Too weak');
    expect(strengthLabel(1)).toBe('Weak');
    expect(strengthLabel(2)).toBe('Fair');
    expect(strengthLabel(3)).toBe('Good');
    expect(strengthLabel(4)).toBe('Strong');
  });
});

describe('strengthLabel in Hindi', () => {
  it('names each level in the language shown', async () => {
    await activateLanguage('hi');
    expect([0, 1, 2, 3, 4].map((score) => strengthLabel(score as StrengthScore))).toEqual([
      'बहुत कमज़ोर',
      'कमज़ोर',
      'ठीक-ठाक',
      'अच्छा',
      'मज़बूत',
    ]);
  });
});
