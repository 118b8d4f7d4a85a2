// The constants firestore.rules shares with the app, written into it from src/config.
//
// Firestore rules have no constants: each limit or list of allowed values is a function that
// returns it (`function maxDonationMeals() { return 5000; }`). This script writes those functions
// into the one block of firestore.rules between the BEGIN GENERATED and END GENERATED lines, from
// the values in src/config (and the app's languages, src/i18n/languages.ts), so a limit is changed
// in one place. The rules that use the functions stay hand-written.
//
//   npm run rules:constants            rewrites the block
//   npm run rules:constants -- --check exits 1, naming each stale function, when the block is not
//                                      what src/config gives (tests/scripts/rules-constants.test.ts
//                                      runs this check in `npm test`)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RULES = path.join(ROOT, 'firestore.rules');
export const BEGIN = '// BEGIN GENERATED from src/config by npm run rules:constants — do not edit';
export const END = '// END GENERATED';

/** Imports a TypeScript module of src/ (types stripped by Vite's own transform, no new package). */
async function importTs(relative) {
  const { transformWithOxc } = await import('vite');
  const file = path.join(ROOT, relative);
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  if (/^\s*import\s/m.test(code)) throw new Error(`${relative} imports other modules: load it another way.`);
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-constants-'));
  try {
    const out = path.join(dir, 'module.mjs');
    writeFileSync(out, code);
    return await import(pathToFileURL(out).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A JavaScript RegExp as a rules `matches` pattern (RE2): `\d` is written [0-9], which is what it
 * means in both. Only plain patterns (no flags, no `\d` inside a class) are taken.
 */
export function rulesPattern(regex) {
  if (regex.flags !== '') throw new Error(`${regex} has flags: write its rules spelling in src/config.`);
  if (/\[[^\]]*\\d/.test(regex.source)) throw new Error(`${regex} has \\d inside a class.`);
  return regex.source.replaceAll('\\d', '[0-9]');
}

/**
 * Every generated function: its name, its value, and where the value comes from (written beside
 * it in firestore.rules, so a reader knows where to change it).
 */
export async function constants() {
  const limits = await import(pathToFileURL(path.join(ROOT, 'src/config/limits.js')).href);
  const food = await import(pathToFileURL(path.join(ROOT, 'src/config/food-safety.js')).href);
  const { ROLES, SELF_ROLES } = await importTs('src/config/roles.ts');
  const { LANGUAGES } = await importTs('src/i18n/languages.ts');
  const { LENGTH, MEALS, DONATION_MEALS, INDIA_BOX, SERVICE_RADIUS_KM, KEYWORDS } = limits;
  const { SAFETY_LIMITS } = food;
  const registrationId = rulesPattern(limits.REGISTRATION_ID_PATTERN);
  if (!registrationId.endsWith('*$')) throw new Error('REGISTRATION_ID_PATTERN no longer ends in *$.');

  return [
    // accounts
    { name: 'roles', value: [...ROLES], from: 'ROLES (src/config/roles.ts)' },
    { name: 'selfRoles', value: [...SELF_ROLES], from: 'SELF_ROLES (src/config/roles.ts)' },
    { name: 'languages', value: [...LANGUAGES], from: 'LANGUAGES (src/i18n/languages.ts)' },
    // text lengths
    { name: 'maxName', value: LENGTH.name, from: 'LENGTH.name' },
    { name: 'maxEmail', value: LENGTH.email, from: 'LENGTH.email' },
    { name: 'maxAddress', value: LENGTH.address, from: 'LENGTH.address' },
    { name: 'maxCity', value: LENGTH.city, from: 'LENGTH.city' },
    { name: 'maxState', value: LENGTH.state, from: 'LENGTH.state' },
    { name: 'maxZip', value: LENGTH.zip, from: 'LENGTH.zip' },
    { name: 'maxMealno', value: LENGTH.mealno, from: 'LENGTH.mealno' },
    { name: 'maxImageUrl', value: LENGTH.imageUrl, from: 'LENGTH.imageUrl' },
    { name: 'maxFood', value: LENGTH.food, from: 'LENGTH.food' },
    { name: 'maxSubject', value: LENGTH.subject, from: 'LENGTH.subject' },
    { name: 'maxMessage', value: LENGTH.message, from: 'LENGTH.message' },
    { name: 'maxId', value: LENGTH.id, from: 'LENGTH.id' },
    { name: 'maxReason', value: LENGTH.reason, from: 'LENGTH.reason' },
    // shapes
    { name: 'emailPattern', value: limits.EMAIL_RULES_PATTERN, from: 'EMAIL_RULES_PATTERN' },
    { name: 'phonePattern', value: rulesPattern(limits.PHONE_PATTERN), from: 'PHONE_PATTERN' },
    { name: 'pinPattern', value: rulesPattern(limits.PIN_PATTERN), from: 'PIN_PATTERN' },
    { name: 'geohashPattern', value: rulesPattern(limits.GEOHASH_PATTERN), from: 'GEOHASH_PATTERN' },
    {
      name: 'handoverCodePattern',
      value: rulesPattern(limits.HANDOVER_CODE_PATTERN),
      from: 'HANDOVER_CODE_PATTERN',
    },
    { name: 'autoIdPattern', value: rulesPattern(limits.AUTO_ID_PATTERN), from: 'AUTO_ID_PATTERN' },
    { name: 'ackMaxItems', value: limits.ACK_MAX_ITEMS, from: 'ACK_MAX_ITEMS' },
    { name: 'fssaiPattern', value: rulesPattern(limits.FSSAI_PATTERN), from: 'FSSAI_PATTERN' },
    { name: 'ngoNamePattern', value: limits.NGO_NAME_RULES_PATTERN, from: 'NGO_NAME_RULES_PATTERN' },
    { name: 'handoverCodeTries', value: limits.HANDOVER_CODE_TRIES, from: 'HANDOVER_CODE_TRIES' },
    { name: 'contactKeepDays', value: limits.CONTACT_KEEP_DAYS, from: 'CONTACT_KEEP_DAYS' },
    {
      name: 'seriesWindowMinutes',
      value: limits.SERIES_LIMITS.windowHours * 60,
      from: 'SERIES_LIMITS.windowHours × 60',
    },
    { name: 'seriesMaxDays', value: limits.SERIES_LIMITS.days, from: 'SERIES_LIMITS.days' },
    { name: 'seriesMaxOpen', value: limits.SERIES_LIMITS.open, from: 'SERIES_LIMITS.open' },
    { name: 'inviteDays', value: limits.TEAM_LIMITS.inviteDays, from: 'TEAM_LIMITS.inviteDays' },
    { name: 'inviteUses', value: limits.TEAM_LIMITS.inviteUses, from: 'TEAM_LIMITS.inviteUses' },
    { name: 'vehicles', value: [...limits.VEHICLES], from: 'VEHICLES' },
    { name: 'lateDropHours', value: limits.RUN_LIMITS.lateDropHours, from: 'RUN_LIMITS.lateDropHours' },
    {
      name: 'auditActions',
      value: { ...limits.AUDIT_ACTIONS },
      from: 'AUDIT_ACTIONS: the collection each admin action writes',
    },
    { name: 'auditDeletes', value: [...limits.AUDIT_DELETES], from: 'AUDIT_DELETES' },
    {
      name: 'feedbackReasons',
      value: { donor: [...limits.FEEDBACK_REASONS.donor], ngo: [...limits.FEEDBACK_REASONS.ngo] },
      from: 'FEEDBACK_REASONS: what each side may name',
    },
    { name: 'feedbackNoteMax', value: limits.FEEDBACK_NOTE_MAX, from: 'FEEDBACK_NOTE_MAX' },
    { name: 'noticeVersion', value: limits.PRIVACY_NOTICE.version, from: 'PRIVACY_NOTICE.version' },
    {
      name: 'registrationIdPattern',
      value: `${registrationId.slice(0, -2)}{0,${LENGTH.registrationId}}$`,
      from: 'REGISTRATION_ID_PATTERN, at most LENGTH.registrationId',
    },
    // numbers and lists
    { name: 'minMeals', value: MEALS.min, from: 'MEALS.min' },
    { name: 'maxMeals', value: MEALS.max, from: 'MEALS.max' },
    { name: 'minDonationMeals', value: DONATION_MEALS.min, from: 'DONATION_MEALS.min' },
    { name: 'maxDonationMeals', value: DONATION_MEALS.max, from: 'DONATION_MEALS.max' },
    { name: 'readyByMaxDays', value: limits.READY_BY_MAX_DAYS, from: 'READY_BY_MAX_DAYS' },
    { name: 'listLimit', value: limits.LIST_LIMIT, from: 'LIST_LIMIT' },
    { name: 'maxKeywords', value: KEYWORDS.max, from: 'KEYWORDS.max' },
    { name: 'maxKeywordsTotal', value: KEYWORDS.maxTotal, from: 'KEYWORDS.maxTotal' },
    { name: 'timeSlots', value: [...limits.TIME_SLOTS], from: 'TIME_SLOTS' },
    { name: 'countries', value: [...limits.COUNTRIES], from: 'COUNTRIES' },
    // places
    { name: 'minLat', value: INDIA_BOX.minLat, from: 'INDIA_BOX.minLat' },
    { name: 'maxLat', value: INDIA_BOX.maxLat, from: 'INDIA_BOX.maxLat' },
    { name: 'minLng', value: INDIA_BOX.minLng, from: 'INDIA_BOX.minLng' },
    { name: 'maxLng', value: INDIA_BOX.maxLng, from: 'INDIA_BOX.maxLng' },
    { name: 'minRadiusKm', value: SERVICE_RADIUS_KM.min, from: 'SERVICE_RADIUS_KM.min' },
    { name: 'maxRadiusKm', value: SERVICE_RADIUS_KM.max, from: 'SERVICE_RADIUS_KM.max' },
    // the food-safety record (src/config/food-safety.js)
    { name: 'foodKinds', value: [...food.FOOD_KINDS], from: 'FOOD_KINDS' },
    { name: 'diets', value: [...food.DIETS], from: 'DIETS' },
    { name: 'vegDiets', value: [...food.VEG_DIETS], from: 'VEG_DIETS' },
    { name: 'storages', value: [...food.STORAGES], from: 'STORAGES' },
    { name: 'allergens', value: [...food.ALLERGENS], from: 'ALLERGENS' },
    { name: 'containers', value: [...food.CONTAINERS], from: 'CONTAINERS' },
    { name: 'pickupChecks', value: [...food.PICKUP_CHECKS], from: 'PICKUP_CHECKS (all, in this order)' },
    { name: 'refusalReasons', value: [...food.REFUSAL_REASONS], from: 'REFUSAL_REASONS' },
    { name: 'minWeightKg', value: SAFETY_LIMITS.weightKg.min, from: 'SAFETY_LIMITS.weightKg.min' },
    { name: 'maxWeightKg', value: SAFETY_LIMITS.weightKg.max, from: 'SAFETY_LIMITS.weightKg.max' },
    { name: 'maxNotes', value: SAFETY_LIMITS.notes, from: 'SAFETY_LIMITS.notes' },
    { name: 'maxSafetyReason', value: SAFETY_LIMITS.reason, from: 'SAFETY_LIMITS.reason' },
    { name: 'labelMaxDays', value: SAFETY_LIMITS.labelMaxDays, from: 'SAFETY_LIMITS.labelMaxDays' },
    {
      name: 'safeHours',
      value: food.SAFE_HOURS,
      from: 'SAFE_HOURS: hours after preparation, by kind and storage',
    },
  ];
}

/** A value as a rules literal: int or float, 'string', [list], {'map': …}. */
export function literal(value, indent = '') {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} has no rules literal.`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    // A map of maps is written one entry a line; a flat map on one line.
    if (entries.some(([, v]) => v && typeof v === 'object' && !Array.isArray(v))) {
      const inner = `${indent}  `;
      return `{\n${entries.map(([k, v]) => `${inner}${literal(k)}: ${literal(v, inner)}`).join(',\n')}\n${indent}}`;
    }
    return `{ ${entries.map(([k, v]) => `${literal(k)}: ${literal(v, indent)}`).join(', ')} }`;
  }
  throw new Error(`${JSON.stringify(value)} has no rules literal.`);
}

const INDENT = '    ';

/** One generated function, with the comment naming its source: one line, unless its value is a map of maps. */
export function renderFunction({ name, value, from }) {
  const body = literal(value, `${INDENT}  `);
  if (!body.includes('\n')) return `${INDENT}function ${name}() { return ${body}; } // ${from}`;
  return [`${INDENT}// ${from}`, `${INDENT}function ${name}() {`, `${INDENT}  return ${body};`, `${INDENT}}`].join(
    '\n',
  );
}

/** The whole block, from its BEGIN line to its END line, indented as firestore.rules' helpers. */
export function renderBlock(list) {
  return [
    `${INDENT}${BEGIN}`,
    `${INDENT}// Limits and allowed values shared with the app; change them in src/config (docs/conventions.md).`,
    list.map(renderFunction).join('\n'),
    `${INDENT}${END}`,
  ].join('\n');
}

/** Where the block is in the rules text: [start of its BEGIN line, end of its END line]. */
export function blockSpan(rules) {
  const begin = rules.indexOf(BEGIN);
  const end = rules.indexOf(END);
  if (begin < 0 || end < begin || rules.indexOf(BEGIN, begin + 1) >= 0) {
    throw new Error(`firestore.rules must hold exactly one block from '${BEGIN}' to '${END}'.`);
  }
  return [rules.lastIndexOf('\n', begin) + 1, end + END.length];
}

/** The rules text with its generated block replaced. */
export function withBlock(rules, block) {
  const [start, end] = blockSpan(rules);
  return rules.slice(0, start) + block + rules.slice(end);
}

/** Each function's text in a block, by name (comments and spacing left out). */
function functionsIn(block) {
  const found = new Map();
  const code = block
    .split('\n')
    .map((line) => line.replace(/\s\/\/ .*$/, ''))
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
  for (const part of code.split(/(?=\bfunction\s)/)) {
    const m = /^function\s+(\w+)\s*\(\)/.exec(part);
    if (m) found.set(m[1], part.replace(/\s+/g, ''));
  }
  return found;
}

/**
 * What is stale in the rules' block: one line per function that is missing, differs from
 * src/config, or is no longer generated. Empty when the block is current.
 */
export function staleConstants(rules, list) {
  const [start, end] = blockSpan(rules);
  const have = functionsIn(rules.slice(start, end));
  const want = functionsIn(renderBlock(list));
  const stale = [];
  for (const c of list) {
    const now = have.get(c.name);
    if (now === undefined) stale.push(`${c.name}() is missing (${c.from} = ${literal(c.value)})`);
    else if (now !== want.get(c.name)) stale.push(`${c.name}() differs from ${c.from} = ${literal(c.value)}`);
  }
  for (const name of have.keys()) {
    if (!want.has(name)) stale.push(`${name}() is no longer generated from src/config`);
  }
  if (stale.length === 0 && rules.slice(start, end) !== renderBlock(list)) {
    stale.push('the block is laid out differently from what the generator writes');
  }
  return stale;
}

async function main() {
  const check = process.argv.includes('--check');
  // --rules=<file>: another copy of the rules (the tests check a stale one).
  const file = process.argv.find((a) => a.startsWith('--rules='))?.slice('--rules='.length) ?? RULES;
  const rules = readFileSync(file, 'utf8');
  const list = await constants();
  if (check) {
    const stale = staleConstants(rules, list);
    if (stale.length > 0) {
      console.error(`${path.basename(file)}'s generated constants are stale:\n  ${stale.join('\n  ')}`);
      console.error('Run `npm run rules:constants` to rewrite them from src/config.');
      process.exit(1);
    }
    console.log("firestore.rules' generated constants match src/config.");
    return;
  }
  const next = withBlock(rules, renderBlock(list));
  if (next === rules) {
    console.log("firestore.rules' generated constants already match src/config.");
    return;
  }
  writeFileSync(file, next);
  console.log(`firestore.rules: ${list.length} constants rewritten from src/config.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
