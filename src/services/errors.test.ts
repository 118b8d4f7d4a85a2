import { describe, expect, it } from 'vitest';
import { friendlyError, isNetworkError, isRetryable, loadOnDemand } from './errors';

describe('loadOnDemand', () => {
  it('passes through the module when its code arrives', async () => {
    await expect(loadOnDemand(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it('turns a failed fetch of code into a retryable connection error in plain words', async () => {
    const failed = loadOnDemand(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/schemas-x.js')),
    );
    const error = await failed.catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isRetryable(error)).toBe(true);
    expect(friendlyError(error)).toBe('We could not reach the server. Check your connection and try again.');
    expect(friendlyError(error)).not.toMatch(/module|assets|TypeError/);
  });
});
