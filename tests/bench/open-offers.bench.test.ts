// The open-offers benchmark (issue 14, `npm run bench`; not part of `npm test`): 20,000 open offers
// across 50 Indian cities in the Firestore emulator, and an NGO in one city whose board listens to
// the offers within its 10 km radius through the real service (watchOpenOffersFor). Reports, for
// NGOs in a few cities: time from subscribing to the first offers the board can show (the first
// card), to the whole list (every range answered by the server), documents read (what the geohash
// ranges returned) and offers shown. A measurement, not a timed assertion: it fails only when it
// cannot measure.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import { setLogLevel, terminate } from 'firebase/firestore';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { geohashForLocation } from 'geofire-common';
import { config } from '../../src/config/env';
import { GEOHASH_LENGTH } from '../../src/config/limits.js';
import { asPickup } from '../../src/services/geo';
import type { NearbyMeta, NearbyOffer } from '../../src/services/donation-near';

const PROJECT_ID = 'demo-foodbridge';
const OFFERS = 20_000;
const SCATTER_KM = 20; // each city's offers lie within this distance of its centre
const RADIUS_KM = 10;

/** 50 cities of India: name, latitude, longitude of the centre. */
const CITIES: [string, number, number][] = [
  ['Mumbai', 19.076, 72.8777],
  ['Delhi', 28.6139, 77.209],
  ['Bengaluru', 12.9716, 77.5946],
  ['Hyderabad', 17.385, 78.4867],
  ['Ahmedabad', 23.0225, 72.5714],
  ['Chennai', 13.0827, 80.2707],
  ['Kolkata', 22.5726, 88.3639],
  ['Pune', 18.5204, 73.8567],
  ['Jaipur', 26.9124, 75.7873],
  ['Surat', 21.1702, 72.8311],
  ['Lucknow', 26.8467, 80.9462],
  ['Kanpur', 26.4499, 80.3319],
  ['Nagpur', 21.1458, 79.0882],
  ['Indore', 22.7196, 75.8577],
  ['Thane', 19.2183, 72.9781],
  ['Bhopal', 23.2599, 77.4126],
  ['Visakhapatnam', 17.6868, 83.2185],
  ['Patna', 25.5941, 85.1376],
  ['Vadodara', 22.3072, 73.1812],
  ['Ghaziabad', 28.6692, 77.4538],
  ['Ludhiana', 30.901, 75.8573],
  ['Agra', 27.1767, 78.0081],
  ['Nashik', 19.9975, 73.7898],
  ['Faridabad', 28.4089, 77.3178],
  ['Meerut', 28.9845, 77.7064],
  ['Rajkot', 22.3039, 70.8022],
  ['Varanasi', 25.3176, 82.9739],
  ['Srinagar', 34.0837, 74.7973],
  ['Aurangabad', 19.8762, 75.3433],
  ['Dhanbad', 23.7957, 86.4304],
  ['Amritsar', 31.634, 74.8723],
  ['Allahabad', 25.4358, 81.8463],
  ['Ranchi', 23.3441, 85.3096],
  ['Howrah', 22.5958, 88.2636],
  ['Coimbatore', 11.0168, 76.9558],
  ['Jabalpur', 23.1815, 79.9864],
  ['Gwalior', 26.2183, 78.1828],
  ['Vijayawada', 16.5062, 80.648],
  ['Jodhpur', 26.2389, 73.0243],
  ['Madurai', 9.9252, 78.1198],
  ['Raipur', 21.2514, 81.6296],
  ['Kota', 25.2138, 75.8648],
  ['Guwahati', 26.1445, 91.7362],
  ['Chandigarh', 30.7333, 76.7794],
  ['Solapur', 17.6599, 75.9064],
  ['Mysuru', 12.2958, 76.6394],
  ['Bhubaneswar', 20.2961, 85.8245],
  ['Kochi', 9.9312, 76.2673],
  ['Dehradun', 30.3165, 78.0322],
  ['Thiruvananthapuram', 8.5241, 76.9366],
];
/** The NGOs measured: one in a city of the set, at its centre. */
const MEASURED = ['Pune', 'Mumbai', 'Delhi', 'Kochi'];

let testEnv: RulesTestEnvironment;
const run = Date.now().toString(36);

/** A deterministic scatter (so two runs seed the same offers): a point within `km` of the centre. */
function scatter(i: number, lat: number, lng: number, km: number) {
  const a = Math.sin(i * 12.9898) * 43758.5453;
  const b = Math.sin(i * 78.233) * 12345.6789;
  const r = km * Math.sqrt(a - Math.floor(a)); // uniform over the disc's area
  const theta = 2 * Math.PI * (b - Math.floor(b));
  const dLat = (r * Math.cos(theta)) / 110.574;
  const dLng = (r * Math.sin(theta)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { lat: Math.round((lat + dLat) * 1e5) / 1e5, lng: Math.round((lng + dLng) * 1e5) / 1e5 };
}

beforeAll(async () => {
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync('firestore.rules', 'utf8') },
  });
  await testEnv.clearFirestore();
  const started = performance.now();
  const perCity = OFFERS / CITIES.length;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const now = new Date();
    const readyBy = new Date(now.getTime() + 6 * 3_600_000);
    const useBy = new Date(now.getTime() + 20 * 3_600_000);
    for (let start = 0; start < OFFERS; start += 500) {
      const batch = db.batch();
      for (let i = start; i < Math.min(OFFERS, start + 500); i += 1) {
        const [name, lat, lng] = CITIES[Math.floor(i / perCity)]!;
        const point = scatter(i, lat, lng, SCATTER_KM);
        batch.set(db.collection('deliveryInfo').doc(`bench-${i}`), {
          status: 'offered',
          ngoId: null,
          ngoName: '',
          donorUid: `bench-donor-${i % 500}`,
          donorName: 'Bench donor',
          food: `Meals ${i} in ${name}`,
          meals: 10 + (i % 40),
          readyBy,
          deliveryLocation: `${name} pickup ${i}`,
          phone: '9876543210',
          kind: 'cooked',
          diet: 'veg',
          storage: 'chilled',
          allergens: [],
          preparedAt: now,
          useBy,
          weightKg: 5,
          containers: 'donor',
          notes: '',
          pickup: asPickup({ ...point, geohash: geohashForLocation([point.lat, point.lng], GEOHASH_LENGTH), pin: '' }),
          createdAt: new Date(now.getTime() - i * 1000),
          updatedAt: now,
        });
      }
      await batch.commit();
    }
  });
  console.log(
    `Seeded ${OFFERS} open offers across ${CITIES.length} cities in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}, 600_000);

afterAll(async () => {
  await testEnv?.cleanup();
});

interface Row {
  city: string;
  firstCardMs: number;
  /** Until every range had answered: the whole list. */
  allMs: number;
  read: number;
  shown: number;
}

async function measure(city: string): Promise<Row> {
  const [, lat, lng] = CITIES.find(([name]) => name === city)!;
  const app = initializeApp(config.firebase, `bench-${city}-${run}`);
  vi.resetModules();
  vi.doMock('../../src/services/app', () => ({ firebaseApp: () => app }));
  const auth = await import('../../src/services/auth');
  const near = await import('../../src/services/donation-near');
  const { placeAt } = await import('../../src/services/geo');
  const db = await import('../../src/services/db');
  vi.doUnmock('../../src/services/app');
  const email = `bench-${city.toLowerCase()}-${run}@example.org`;
  const account = await auth.signUp(email, 'Secret123!', `Bench ${city}`);
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const fs = context.firestore();
    await fs
      .doc(`users/${account.uid}`)
      .set({ role: 'ngo', displayName: `Bench ${city}`, email, createdAt: new Date() });
    await fs.doc(`ngoAdmin/${account.uid}`).set({
      nameOrg: `Bench ${city} NGO`,
      name: 'Bench',
      email,
      time: 'Morning',
      meals: 20,
      mealno: '20 meals',
      address: `${city} centre`,
      ownerUid: account.uid,
      verified: true,
      location: { ...placeAt({ lat, lng }) },
      radiusKm: RADIUS_KM,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  });
  try {
    return await new Promise<Row>((resolve, reject) => {
      const started = performance.now();
      let firstCardMs: number | null = null;
      const timer = setTimeout(() => reject(new Error(`No offers reached the ${city} board within 60 s.`)), 60_000);
      const stop = near.watchOpenOffersFor(
        account.uid,
        (offers: NearbyOffer[] | string, meta?: NearbyMeta) => {
          if (!Array.isArray(offers) || !meta || offers.length === 0) return;
          // The first card: the first offers the board can show (the nearest ranges may come later).
          firstCardMs ??= performance.now() - started;
          if (meta.fromCache) return; // the whole list: once every range has the server's answer
          clearTimeout(timer);
          const row = { city, firstCardMs, allMs: performance.now() - started, read: meta.read, shown: offers.length };
          stop();
          resolve(row);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  } finally {
    await terminate(db.db());
    await deleteApp(app);
  }
}

it(`an NGO's board near ${OFFERS.toLocaleString('en-IN')} open offers: first card, documents read, offers shown`, async () => {
  // The first board of the process also pays for the SDK's first connection to the emulator (in a
  // browser, the session and the NGO's other lists have opened it before the board asks): measured
  // and printed apart, then the four boards.
  const warmUp = await measure('Nagpur');
  console.log(`First board of the process (connection set-up included): ${(warmUp.firstCardMs / 1000).toFixed(2)} s`);
  const rows: Row[] = [];
  for (const city of MEASURED) rows.push(await measure(city));
  const lines = [
    `radius ${RADIUS_KM} km; ${OFFERS} open offers, ${OFFERS / CITIES.length} per city within ${SCATTER_KM} km of its centre`,
    '| NGO in | first card | whole list | documents read | offers shown | read / shown |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.city} | ${(r.firstCardMs / 1000).toFixed(2)} s | ${(r.allMs / 1000).toFixed(2)} s | ${r.read} | ${r.shown} | ${(r.read / r.shown).toFixed(2)} |`,
    ),
  ];
  console.log(lines.join('\n'));
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/bench-open-offers.json',
    JSON.stringify({ offers: OFFERS, radiusKm: RADIUS_KM, rows }, null, 2),
  );
  // Reported against the targets (first card ≤ 1.5 s, read ≤ 2 × shown), not asserted: the README
  // gives the figures and what misses.
  for (const r of rows) expect(r.shown).toBeGreaterThan(0);
}, 600_000);
