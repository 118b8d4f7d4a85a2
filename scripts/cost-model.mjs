// The Firestore cost model: from the reads, writes and deletes counted per journey by the cost
// bench (tests/bench/cost.bench.test.ts, run by `npm run bench`), a month's reads, writes and
// price at a given number of donations a day. Pure functions, so tests/scripts/cost-model.test.ts
// checks the arithmetic; the bench writes the tables into docs/cost.md and README.md.
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Firestore's prices, USD per 100,000 documents, and its free tier per day
 * (https://firebase.google.com/docs/firestore/pricing, https://cloud.google.com/firestore/pricing).
 * The free tier is as published. The prices are the published multi-region figures (reads $0.06,
 * writes $0.18, deletes $0.02 per 100,000); asia-south1 (Mumbai)'s own row of the per-location table
 * could not be read here, so it is ASSUMED no higher than these (a regional location is usually
 * cheaper): check the table before budgeting.
 */
export const PRICING = Object.freeze({
  location: 'asia-south1 (Mumbai), assumed at the multi-region prices',
  per100k: Object.freeze({ reads: 0.06, writes: 0.18, deletes: 0.02 }),
  freePerDay: Object.freeze({ reads: 50_000, writes: 20_000, deletes: 20_000 }),
  daysPerMonth: 30,
});

/** How the app is used, per day, for a number of donations a day. Each is stated in docs/cost.md. */
export const ASSUMPTIONS = Object.freeze({
  /** Visits to the public site per donation made (each opens Home). */
  visitsPerDonation: 10,
  /** Of those visits, the share that also opens /ngoList (its first page). */
  ngoListShare: 0.5,
  /** Offers an active NGO receives in a day (the NGO board journey is measured with this many). */
  offersPerNgoDay: 10,
  /** Times an NGO opens its board in a day (each opening reads its lists afresh). */
  ngoBoardOpensPerDay: 4,
  /** Times a donor opens their board besides following the donation (each reads it afresh). */
  donorBoardOpensPerDonation: 1,
  /** The admin opens the admin page this many times a day (counts, queue, lists). */
  adminVisitsPerDay: 4,
  /** New NGOs an admin verifies, per 100 donations a day. */
  verificationsPer100Donations: 1,
});

/**
 * A day's activity for `donationsPerDay`, from the measured journeys (each { reads, writes,
 * deletes }):
 *  - visitorHome, visitorNgoList: one visit to Home, one to /ngoList;
 *  - donation: a donor offering food and following it to delivery (the NGO's moves included);
 *  - donorBoardOpen: the donor opening their board once more;
 *  - ngoBoardDay: an NGO's board open through a day of `offersPerNgoDay` offers;
 *  - ngoBoardOpen: opening the NGO's board once more;
 *  - adminVisit, verification: an admin's visit to the admin page; one verification.
 * Returns the day's tally of each line and the total.
 */
export function dailyActivity(journeys, donationsPerDay, assumptions = ASSUMPTIONS) {
  const a = assumptions;
  const visits = donationsPerDay * a.visitsPerDonation;
  const ngos = Math.ceil(donationsPerDay / a.offersPerNgoDay);
  const lines = [
    { what: 'Home visits', times: visits, per: journeys.visitorHome },
    { what: '/ngoList visits', times: visits * a.ngoListShare, per: journeys.visitorNgoList },
    { what: 'donations, offered to delivered', times: donationsPerDay, per: journeys.donation },
    {
      what: 'donor board re-opened',
      times: donationsPerDay * a.donorBoardOpensPerDonation,
      per: journeys.donorBoardOpen,
    },
    { what: 'NGO board days', times: ngos, per: journeys.ngoBoardDay },
    { what: 'NGO board re-opened', times: ngos * (a.ngoBoardOpensPerDay - 1), per: journeys.ngoBoardOpen },
    { what: 'admin visits', times: a.adminVisitsPerDay, per: journeys.adminVisit },
    {
      what: 'NGO verifications',
      times: (donationsPerDay / 100) * a.verificationsPer100Donations,
      per: journeys.verification,
    },
  ].map((line) => ({
    ...line,
    reads: line.times * line.per.reads,
    writes: line.times * line.per.writes,
    deletes: line.times * line.per.deletes,
  }));
  const total = { reads: 0, writes: 0, deletes: 0 };
  for (const line of lines) {
    total.reads += line.reads;
    total.writes += line.writes;
    total.deletes += line.deletes;
  }
  return { lines, total };
}

/** A month (PRICING.daysPerMonth days) of a daily tally: totals, what is past the free tier, and its price in USD. */
export function monthlyCost(daily, pricing = PRICING) {
  /** @type {{ total: Record<string, number>, billable: Record<string, number>, usd: Record<string, number> }} */
  const result = { total: {}, billable: {}, usd: {} };
  let usd = 0;
  for (const kind of ['reads', 'writes', 'deletes']) {
    const total = daily[kind] * pricing.daysPerMonth;
    const billable = Math.max(0, daily[kind] - pricing.freePerDay[kind]) * pricing.daysPerMonth;
    const price = (billable / 100_000) * pricing.per100k[kind];
    result.total[kind] = total;
    result.billable[kind] = billable;
    result.usd[kind] = price;
    usd += price;
  }
  result.usd.total = usd;
  return result;
}

/** The projection at each volume: the day's activity and the month's cost. */
export function project(journeys, volumes = [100, 1_000, 10_000], assumptions = ASSUMPTIONS, pricing = PRICING) {
  return volumes.map((donationsPerDay) => {
    const day = dailyActivity(journeys, donationsPerDay, assumptions);
    return { donationsPerDay, day, month: monthlyCost(day.total, pricing) };
  });
}

const int = (n) => Math.round(n).toLocaleString('en-US');
const usd = (n) => `$${n.toFixed(2)}`;

/** The measured journeys as a markdown table. */
export function journeyTable(journeys, labels) {
  const rows = Object.entries(labels).map(
    ([key, label]) =>
      `| ${label} | ${int(journeys[key].reads)} | ${int(journeys[key].writes)} | ${int(journeys[key].deletes)} |`,
  );
  return ['| journey | reads | writes | deletes |', '| --- | ---: | ---: | ---: |', ...rows].join('\n');
}

/** The month at each volume as a markdown table. */
export function projectionTable(projection) {
  const rows = projection.map(
    ({ donationsPerDay, month }) =>
      `| ${int(donationsPerDay)} | ${int(month.total.reads)} | ${int(month.total.writes)} | ${int(month.total.deletes)} | ${usd(month.usd.reads)} | ${usd(month.usd.writes)} | ${usd(month.usd.total)} |`,
  );
  return [
    '| donations a day | reads a month | writes a month | deletes a month | reads past free tier | writes past free tier | a month |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** Where the reads of a day go, at one volume, as a markdown table. */
export function breakdownTable(day) {
  const rows = day.lines.map(
    (line) => `| ${line.what} | ${int(line.times)} | ${int(line.reads)} | ${int(line.writes)} | ${int(line.deletes)} |`,
  );
  return ['| a day of | times | reads | writes | deletes |', '| --- | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

/** `text` with what lies between the `begin` and `end` lines replaced by `content`. */
export function between(text, begin, end, content) {
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (start < 0 || stop < start) throw new Error(`Markers ${begin} … ${end} not found.`);
  return `${text.slice(0, start + begin.length)}\n${content}\n${text.slice(stop)}`;
}

/** Writes `content` between the markers of a file. */
export function writeBetween(file, begin, end, content) {
  writeFileSync(file, between(readFileSync(file, 'utf8'), begin, end, content));
}
