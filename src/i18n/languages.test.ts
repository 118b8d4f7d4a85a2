import { describe, expect, it } from 'vitest';
import { browserLanguage, isHindiPath, pathIn, preferredLanguage, withoutLanguage } from './languages';

describe('which language a visitor gets', () => {
  it('takes the first of the browser languages FoodBridge speaks', () => {
    expect(browserLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(browserLanguage(['en-GB', 'hi'])).toBe('en');
    expect(browserLanguage(['ta-IN', 'hi-IN'])).toBe('hi');
    expect(browserLanguage(['ta-IN', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('keeps the choice made on the device over the browser', () => {
    expect(preferredLanguage('en', ['hi-IN'])).toBe('en');
    expect(preferredLanguage('hi', ['en-US'])).toBe('hi');
    expect(preferredLanguage('fr', ['hi-IN'])).toBe('hi');
    expect(preferredLanguage(null, ['en-IN'])).toBe('en');
  });
});

describe('a public page in each language', () => {
  it('lives under /hi in Hindi', () => {
    expect(pathIn('hi', '/team')).toBe('/hi/team');
    expect(pathIn('hi', '/')).toBe('/hi');
    expect(pathIn('hi', '/hi/team')).toBe('/hi/team');
    expect(pathIn('en', '/hi/team')).toBe('/team');
    expect(pathIn('en', '/hi')).toBe('/');
  });

  it('knows a Hindi path, and no other path starting with hi', () => {
    expect(isHindiPath('/hi')).toBe(true);
    expect(isHindiPath('/hi/ngoList')).toBe(true);
    expect(isHindiPath('/history')).toBe(false);
    expect(withoutLanguage('/history')).toBe('/history');
  });
});
