import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves in a later task, not among the promises of the task running now', async () => {
    let done = false;
    void nextTask().then(() => (done = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
