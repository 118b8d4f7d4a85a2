// `npm run perf`'s CPU slowdown: each run stands for the same phone, whatever the host's speed
// (scripts/perf/config.mjs, cpuMultiplierFor; README 'Performance').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuMultiplierFor } from '../../scripts/perf/config.mjs';

describe('cpuMultiplierFor', () => {
  it("is Lighthouse's own 4× on a host of benchmark 2000 or more", () => {
    expect(cpuMultiplierFor(2000)).toBe(4);
    expect(cpuMultiplierFor(3080)).toBe(4);
  });

  it('is lower on a slower host, so the simulated phone stays the same (benchmark ÷ 500)', () => {
    expect(cpuMultiplierFor(1500)).toBe(3);
    expect(cpuMultiplierFor(1250)).toBe(2.5);
    expect(cpuMultiplierFor(1161)).toBe(2.32);
  });

  it('never goes below 1× (no speeding up), and is 4× when the host gave no benchmark', () => {
    expect(cpuMultiplierFor(320)).toBe(1);
    expect(cpuMultiplierFor(undefined)).toBe(4);
    expect(cpuMultiplierFor(0)).toBe(4);
  });

  describe('with PERF_CPU_CALIBRATION=0', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('is 4× on every host', async () => {
      vi.stubEnv('PERF_CPU_CALIBRATION', '0');
      vi.resetModules();
      const config = await import('../../scripts/perf/config.mjs');
      expect(config.cpuMultiplierFor(1161)).toBe(4);
    });
  });
});
