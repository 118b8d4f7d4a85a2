import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { passwordStrength, strengthLabel, type StrengthScore } from './password-strength';

describe('passwordStrength', () => {
  it('gives nothing to an empty or short lower-case password', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcdefgh')).toBe(0);
  });

  it('gives the length point only for more than 8 characters', () => {
    expect(passwordStrength('abcdefgh')).toBe(0); // exactly 8
    expect(passwordStrength('abcdefghi')).toBe(1); // 9
  });

  it('gives one point for an uppercase letter', () => {
    expect(passwordStrength('Abc')).toBe(1);
  });

  it('gives one point for a digit', () => {
    expect(passwordStrength('abc1')).toBe(1);
  });

  it('gives one point for a special character', () => {
    expect(passwordStrength('abc@')).toBe(1);
    expect(passwordStrength('abc#')).toBe(1);
  });

  it('counts each class once, however often it appears', () => {
    expect(passwordStrength('AB12')).toBe(2);
  });

  it('adds the points up to 4', () => {
    expect(passwordStrength('Abcdefgh')).toBe(1); // 8 chars + uppercase
    expect(passwordStrength('Abcdefgh1')).toBe(3);
    expect(passwordStrength('Abcdefgh1!')).toBe(4);
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
