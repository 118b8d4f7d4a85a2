import { describe, expect, it } from 'vitest';
import { returnPath } from './navigation';

describe('returnPath: where sign-in sends someone back to', () => {
  it('the page inside the app they came from', () => {
    expect(returnPath({ from: '/donations' })).toBe('/donations');
    expect(returnPath({ from: '/delivery?ngo=x' })).toBe('/delivery?ngo=x');
  });

  it('never another site', () => {
    expect(returnPath({ from: 'https://evil.example' })).toBeUndefined();
    expect(returnPath({ from: '//evil.example' })).toBeUndefined();
    expect(returnPath({ from: '/\\evil.example' })).toBeUndefined();
  });

  it('never the sign-in page itself, in either language', () => {
    expect(returnPath({ from: '/login' })).toBeUndefined();
    expect(returnPath({ from: '/login?x=1' })).toBeUndefined();
    expect(returnPath({ from: '/hi/login' })).toBeUndefined();
    expect(returnPath(null)).toBeUndefined();
  });
});
