// @vitest-environment node
// The cost model's arithmetic (scripts/cost-model.mjs): a day's activity from the journeys and
// the assumptions, and a month's price past the free tier.
import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS, between, dailyActivity, monthlyCost, PRICING, project } from '../../scripts/cost-model.mjs';

const tally = (reads: number, writes = 0, deletes = 0) => ({ reads, writes, deletes });
const journeys = {
  visitorHome: tally(1),
  visitorNgoList: tally(26),
  donation: tally(20, 6),
  donorBoardOpen: tally(11),
  ngoBoardDay: tally(150),
  ngoBoardOpen: tally(101),
  adminVisit: tally(200),
  verification: tally(1, 1),
};

describe('the cost model', () => {
  it('adds up a day from the journeys and the assumptions', () => {
    const { lines, total } = dailyActivity(journeys, 1000);
    const times = Object.fromEntries(lines.map((l) => [l.what, l.times]));
    expect(times).toEqual({
      'Home visits': 10_000,
      '/ngoList visits': 5_000,
      'donations, offered to delivered': 1000,
      'donor board re-opened': 1000,
      'NGO board days': 100,
      'NGO board re-opened': 300,
      'admin visits': 4,
      'NGO verifications': 10,
    });
    // 10,000×1 + 5,000×26 + 1,000×20 + 1,000×11 + 100×150 + 300×101 + 4×200 + 10×1
    expect(total.reads).toBe(10_000 + 130_000 + 20_000 + 11_000 + 15_000 + 30_300 + 800 + 10);
    expect(total.writes).toBe(1000 * 6 + 10 * 1);
    expect(total.deletes).toBe(0);
  });

  it('rounds the NGOs up: 15 donations a day need 2 NGO board days', () => {
    const { lines } = dailyActivity(journeys, 15);
    expect(lines.find((l) => l.what === 'NGO board days')?.times).toBe(2);
  });

  it('prices a month past the free tier, per 100,000 documents', () => {
    const month = monthlyCost({ reads: 150_000, writes: 20_000, deletes: 0 });
    expect(month.total).toEqual({ reads: 4_500_000, writes: 600_000, deletes: 0 });
    // 100,000 reads a day past the 50,000 free, for 30 days: 3,000,000 × $0.06 / 100,000
    expect(month.billable).toEqual({ reads: 3_000_000, writes: 0, deletes: 0 });
    expect(month.usd.reads).toBeCloseTo(1.8, 10);
    expect(month.usd.writes).toBe(0);
    expect(month.usd.total).toBeCloseTo(1.8, 10);
  });

  it('costs nothing inside the free tier, and uses the stated prices', () => {
    expect(monthlyCost({ reads: 50_000, writes: 20_000, deletes: 20_000 }).usd.total).toBe(0);
    expect(PRICING.freePerDay).toEqual({ reads: 50_000, writes: 20_000, deletes: 20_000 });
    const writes = monthlyCost({ reads: 0, writes: 120_000, deletes: 0 });
    expect(writes.usd.writes).toBeCloseTo((100_000 * 30 * PRICING.per100k.writes) / 100_000, 10);
  });

  it('projects each volume', () => {
    const rows = project(journeys, [100, 1000]);
    expect(rows.map((r) => r.donationsPerDay)).toEqual([100, 1000]);
    expect(rows[1]?.day.total).toEqual(dailyActivity(journeys, 1000, ASSUMPTIONS).total);
  });

  it('replaces only what lies between the markers', () => {
    expect(between('a\n<!-- b -->\nold\n<!-- e -->\nz', '<!-- b -->', '<!-- e -->', 'new')).toBe(
      'a\n<!-- b -->\nnew\n<!-- e -->\nz',
    );
  });
});
