import { describe, expect, it } from 'vitest';
import { afterSignUp, returnPath } from './navigation';

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

describe('afterSignUp: where a new account goes', () => {
  it('a donor sent from an invite link goes back to it, in either language', () => {
    expect(afterSignUp('donor', { from: '/join/abc123' })).toBe('/join/abc123');
    expect(afterSignUp('donor', { from: '/hi/join/abc123' })).toBe('/hi/join/abc123');
  });

  it('otherwise on to the profile form of its role', () => {
    expect(afterSignUp('donor', { from: '/donations' })).toBe('/donorProfile');
    expect(afterSignUp('donor', null)).toBe('/donorProfile');
    expect(afterSignUp('ngo', { from: '/join/abc123' })).toBe('/ngoProfile');
    expect(afterSignUp('donor', { from: '//evil.example/join/x' })).toBe('/donorProfile');
  });
});
