// FoodBridge's limits and shapes, in one place: the forms' zod schemas, the services, the seed script
// and the rules tests all read them here, and `npm run rules:constants` writes them into
// firestore.rules (its generated block; `npm test` fails while that block is stale). Plain
// JavaScript so that Node scripts can import it without a build step.

/**
 * The email shape every form and firestore.rules accept: something@something.something, without
 * spaces or the characters that would add parameters to a mailto: link (? & = %).
 */
export const EMAIL_PATTERN = /^[^\s@?&=%]+@[^\s@?&=%]+\.[^\s@?&=%]+$/;

/** The same shape as firestore.rules writes it (a rules `matches` pattern). */
export const EMAIL_RULES_PATTERN = '^[^@\\s?&=%]+@[^@\\s?&=%]+\\.[^@\\s?&=%]+$';

/** A name must hold at least one letter or digit (not only spaces, punctuation or invisible characters). */
export const NAME_CONTENT_PATTERN = /[\p{L}\p{N}]/u;

/**
 * An NGO name is written in one script — English letters A–Z, or Devanagari — with digits, spaces
 * and . , & ' ’ ( ) / - only, so that a look-alike (another script's letters, an accent written two
 * ways, an invisible or combining character) cannot take a name key of its own (nameKey in
 * names.js; docs/security.md). Devanagari only as NFC writes it (the form saves NFC, and the
 * key does not normalise, so another spelling would be another key): no precomposed nukta letter NFC takes apart (U+0958–U+095F, letter + nukta there);
 * no ऩ ऱ ऴ written as न र ळ + nukta (U+0928 U+0930 U+0933 + U+093C, which NFC joins into
 * U+0929 U+0931 U+0934); no nukta straight after a virama (U+094D U+093C, which NFC reorders);
 * and none of the Vedic stress and accent marks U+0951–U+0954, which NFC reorders among
 * themselves and with nukta and virama. The Devanagari branch is a run of characters, each other
 * than न र ळ and virama followed by any nuktas, or one of those four alone.
 * src/config/limits.test.ts proves over every pair of allowed characters that the pattern takes
 * only text NFC leaves as it is.
 */
export const NGO_NAME_PATTERN =
  /^(?:[A-Za-z0-9 .,&'\u2019()/-]+|(?:[\u0955-\u0957\u0900-\u0927\u0929-\u092F\u0931\u0932\u0934-\u093B\u093D-\u094C\u094E-\u0950\u0960-\u097F0-9 .,&'\u2019()/-]\u093C*|[\u094D\u0928\u0930\u0933])+)$/;

/** The same, as firestore.rules writes it (RE2: \x{…} escapes; the apostrophe as \x{27}). */
export const NGO_NAME_RULES_PATTERN =
  '^([A-Za-z0-9 .,&\\x{27}\\x{2019}()/-]+|([\\x{0955}-\\x{0957}\\x{0900}-\\x{0927}\\x{0929}-\\x{092F}\\x{0931}\\x{0932}\\x{0934}-\\x{093B}\\x{093D}-\\x{094C}\\x{094E}-\\x{0950}\\x{0960}-\\x{097F}0-9 .,&\\x{27}\\x{2019}()/-]\\x{093C}*|[\\x{094D}\\x{0928}\\x{0930}\\x{0933}])+)$';

/**
 * A document id Firestore makes (doc(collection(…)), addDoc): 20 letters and digits. A newsletter
 * subscription is named by one, never by its address (docs/security.md, 'Newsletter').
 */
export const AUTO_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** The 4-digit code the donor reads out to the NGO at pickup. */
export const HANDOVER_CODE_PATTERN = /^\d{4}$/;

/**
 * A food business's FSSAI licence or registration number: 14 digits (docs/reports.md, 'The food
 * register'). Optional on a donor's profile; a donation carries the one its donor had when offering.
 */
export const FSSAI_PATTERN = /^\d{14}$/;

/** How many tries the NGO has at a pickup code before the donor must make a new one. */
export const HANDOVER_CODE_TRIES = 5;

/** Exactly 10 digits: an Indian mobile number without its country code. */
export const PHONE_PATTERN = /^\d{10}$/;

/**
 * A phone number as people write one in India, in the one form it is stored in (10 digits): the
 * spaces, dashes, dots and brackets between digits go, and so do the country code (+91, 0091, 91
 * before ten digits) and the trunk 0 (098765 43210). Anything else is left for PHONE_PATTERN to
 * refuse: '+1 555…' stays as typed, and is refused.
 * @param {string} value
 * @returns {string}
 */
export function phoneDigits(value) {
  const bare = String(value)
    .trim()
    .replace(/[\s\-.()]/g, '');
  const international = /^(?:\+91|0091)(\d{10})$/.exec(bare) ?? /^91(\d{10})$/.exec(bare);
  if (international) return international[1] ?? bare;
  const trunk = /^0(\d{10})$/.exec(bare);
  return trunk?.[1] ?? bare;
}

/** An Indian PIN code: six digits, the first never 0. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

/** The longest text each stored field may hold (firestore.rules checks the same). */
export const LENGTH = Object.freeze({
  /** A person's name, a display name, an NGO's name, an organisation's name. */
  name: 100,
  email: 254,
  /** A street address or pickup place. */
  address: 300,
  city: 100,
  state: 100,
  zip: 20,
  /** The earlier app's meal text, e.g. '29 meals'. */
  mealno: 30,
  imageUrl: 2048,
  /** What the food is. */
  food: 200,
  /** The earlier app's free-text 'by when'. */
  time: 100,
  subject: 200,
  message: 5000,
  /** A document id or uid. */
  id: 128,
  /** Why an admin suspended an account. */
  reason: 300,
  /** An NGO's registration or NGO Darpan ID (optional). */
  registrationId: 40,
});

/**
 * An NGO's registration or NGO Darpan ID as it may be stored (firestore.rules checks the same, with
 * its length, LENGTH.registrationId): Latin letters, digits, spaces, '-' and '/', e.g.
 * 'MH/2017/0123456'; '' for none.
 */
export const REGISTRATION_ID_PATTERN = /^[A-Za-z0-9 /-]*$/;

/** Meals an NGO profile says it serves: a whole number in this range. */
export const MEALS = Object.freeze({ min: 1, max: 100000 });

/** Meals in one donation; a larger event is offered as several donations. */
export const DONATION_MEALS = Object.freeze({ min: 1, max: 5000 });

/** How far ahead a donation's 'ready by' may be. */
export const READY_BY_MAX_DAYS = 7;

/**
 * A regular offer (a series, docs/series.md): its window is at most 12 hours, it runs at most a
 * year from its start, and a donor has at most 20 series not ended at once.
 */
export const SERIES_LIMITS = Object.freeze({ windowHours: 12, days: 366, open: 20 });

/**
 * An NGO's team (docs/teams.md): an invite link works for at most `inviteDays` days and
 * `inviteUses` people; a member's vehicle is one of VEHICLES.
 */
export const TEAM_LIMITS = Object.freeze({ inviteDays: 7, inviteUses: 50 });

/**
 * Runs (docs/teams.md): a volunteer who gives a run back less than `lateDropHours` before its
 * ready-by time is a late drop-out (the run goes back to the top of 'Needs a volunteer' and the
 * coordinators are alerted).
 */
export const RUN_LIMITS = Object.freeze({ lateDropHours: 2 });

/**
 * Days the NGO may still read a donor's phone and pickup address after the donation ends
 * (delivered, refused, cancelled or declined), and days after the food's use-by that Firestore's
 * TTL policy deletes them (docs/privacy.md, 'Contact details that expire').
 */
export const CONTACT_KEEP_DAYS = 7;

/** What a volunteer can carry food on. */
export const VEHICLES = Object.freeze(/** @type {const} */ (['twoWheeler', 'car', 'none']));

/** The most documents one list query may ask for (firestore.rules: `request.query.limit <= 100`). */
export const LIST_LIMIT = 100;

/** The most donations one CSV file holds (a page at a time, LIST_LIMIT each): 20 list reads at most. */
export const EXPORT_MAX_DONATIONS = 2000;

/**
 * The most donations one in-kind acknowledgement lists (docs/reports.md, 'In-kind
 * acknowledgements'): a donor who gave more in a period gets one for a shorter period.
 */
export const ACK_MAX_ITEMS = 100;

/** NGO search words: at most `max` per profile, each a prefix of `minTerm` to `maxTerm` characters. */
export const KEYWORDS = Object.freeze({ max: 100, minTerm: 2, maxTerm: 20, maxTotal: 2000 });

/** NGO logos in Storage (storage.rules checks the same). */
export const LOGO = Object.freeze({
  types: Object.freeze(['image/jpeg', 'image/png', 'image/webp']),
  maxBytes: 2 * 1024 * 1024,
});

/**
 * A photo of the food (optional, one per donation): resized and compressed in the browser to WebP
 * of at most `maxBytes`, its EXIF (the phone's GPS position among it) dropped. storage.rules checks
 * the same type and size.
 */
export const FOOD_PHOTO = Object.freeze({
  /** What the app makes: WebP, or JPEG on a browser that cannot encode WebP (Safari). */
  types: Object.freeze(['image/webp', 'image/jpeg']),
  maxBytes: 200 * 1024,
  /**
   * browser-image-compression's settings, the app's and `npm run measure:photo`'s alike: the longer
   * side at most 1,280 px; aiming at 180 KB, under maxBytes so its estimate has room; the encoder's
   * first quality 0.8, stepped down until the photo fits; on the page (its worker would fetch the
   * library from a CDN the page does not trust); no EXIF kept.
   */
  compression: Object.freeze({
    maxWidthOrHeight: 1280,
    maxSizeMB: 180 / 1024,
    initialQuality: 0.8,
    useWebWorker: false,
    preserveExif: false,
  }),
  /** The picture the donor chooses, before resizing: larger files are refused with a message. */
  maxInputBytes: 25 * 1024 * 1024,
});

/** Pick-up time slots of an NGO, as the earlier app spelt them. */
export const TIME_SLOTS = Object.freeze(/** @type {const} */ (['Morning', 'AfterNoon', 'Evening']));

/** Countries of the donor profile's select. */
export const COUNTRIES = Object.freeze(/** @type {const} */ (['India', 'Canada', 'Mexico']));

/** The fewest characters of a donor password. */
export const PASSWORD_MIN = 8;

/**
 * A password: at least PASSWORD_MIN characters with a letter and a digit; any other character is
 * welcome (a '#' or a space makes a password stronger, not wrong).
 */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*\\p{L})(?=.*\\d).{${PASSWORD_MIN},}$`, 'su');

/**
 * Places (issue 14, docs/geo.md): an NGO's service area and a donation's pickup point are stored as
 * { lat, lng, geohash, pin } — decimal degrees inside India's bounding box, the geohash of the point
 * at GEOHASH_LENGTH characters (geofire-common), and the PIN code it came from or ''.
 */
export const INDIA_BOX = Object.freeze({ minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 });

/** Characters of a stored geohash (geofire-common's default precision, about 1 m). */
export const GEOHASH_LENGTH = 10;

/** A stored geohash: GEOHASH_LENGTH characters of geohash's base-32 alphabet (no a, i, l, o). */
export const GEOHASH_PATTERN = /^[0-9b-hjkmnp-z]{10}$/;

/** An NGO's service radius in whole kilometres. */
export const SERVICE_RADIUS_KM = Object.freeze({ min: 1, max: 50, default: 10 });

/** /ngoList 'near me': how far it looks, widening step by step while it finds too few NGOs. */
export const NEAR_ME_RADII_KM = Object.freeze([10, 25, 50, 100, 250]);

/**
 * The admin audit log (docs/security.md, 'Audit log'): each action an admin takes, and the
 * collection whose document it writes or deletes. firestore.rules refuses each of these writes
 * without its audit entry in the same batch, and an entry without its write.
 */
export const AUDIT_ACTIONS = Object.freeze({
  verify: 'ngoAdmin',
  unverify: 'ngoAdmin',
  ngoWords: 'ngoAdmin',
  deleteNgo: 'ngoAdmin',
  suspend: 'suspensions',
  lift: 'suspensions',
  addDonor: 'admin',
  editDonor: 'admin',
  deleteDonor: 'admin',
  editUser: 'users',
  deleteUser: 'users',
  endSeries: 'series',
  removeMember: 'members',
  deleteDonation: 'deliveryInfo',
});

/** The audited actions that delete their document (the others write it). */
export const AUDIT_DELETES = Object.freeze(
  /** @type {const} */ ([
    'deleteNgo',
    'lift',
    'deleteDonor',
    'deleteUser',
    'endSeries',
    'removeMember',
    'deleteDonation',
  ]),
);

/**
 * Feedback after a delivery (docs/reports.md): each side may name what went well or wrong, about
 * the other — the donor about the NGO's pickup, the NGO about the donor's food. Ids, in order.
 */
export const FEEDBACK_REASONS = Object.freeze({
  donor: Object.freeze(/** @type {const} */ (['on_time', 'polite', 'careful', 'kept_in_touch'])),
  ngo: Object.freeze(/** @type {const} */ (['as_described', 'packed_well', 'ready_on_time', 'easy_to_find'])),
});

/** The longest note with a piece of feedback. */
export const FEEDBACK_NOTE_MAX = 300;

/**
 * The privacy notice shown at sign-up (what FoodBridge keeps, who sees it, for how long, and each
 * person's rights: docs/privacy.md). An account records the version it accepted and when; raising
 * the version shows the changed notice once more to every account, until it is accepted.
 */
export const PRIVACY_NOTICE = Object.freeze({ version: 3, date: '2026-11-29' });

/**
 * An NGO's cards show 'Collected 97 % of 120 accepted pickups' once it has ended at least this many
 * accepted pickups, collected or missed (docs/reports.md, 'Reliability'): fewer say too little.
 */
export const RELIABILITY_MIN_PICKUPS = 10;

/**
 * The impact dashboards (docs/reports.md, 'Impact dashboards'). `co2ePerKg`: kg of CO2-equivalent
 * avoided per kg of food that is eaten instead of wasted — FAO, *Food Wastage Footprint: Impacts on
 * Natural Resources* (2013): 3.3 Gt CO2e for 1.3 Gt of food wasted a year, about 2.5. `waitBuckets`:
 * the lower bounds, in minutes, of the histograms of waits the roll-ups keep (firestore.rules,
 * waitBucket, says the same). `utcOffsetMinutes`: a donation's month is the month of its offer in
 * India's time.
 */
export const IMPACT = Object.freeze({
  co2ePerKg: 2.5,
  waitBuckets: Object.freeze([0, 15, 30, 60, 120, 240, 480, 1440]),
  utcOffsetMinutes: 330,
});
