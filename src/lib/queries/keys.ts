/**
 * Every TanStack Query key of the app, one builder per entity (docs/conventions.md). Reads take
 * their key from the factories beside this file (`ngoQueries.detail(id)`, `donorQueries.list()` …)
 * and writes invalidate through the same builders, so a key cannot be misspelled and a write
 * reaches every read it changed. This module imports nothing: a screen that only invalidates a key
 * does not load the code that reads it.
 *
 * A key's first part names its entity, so invalidating `ngoKeys.all` reaches every NGO read; the
 * admin dashboard's tables all sit under `adminKeys.all` instead, so its Refresh List reads them
 * all again with one invalidation.
 */

/** Which donor record a form edits: one an admin chose (?id=), or a donor's own. */
export type DonorTarget = { id: string } | { ownerUid: string };

export const adminKeys = {
  all: ['admin'] as const,
  /** The dashboard's figures: NGOs waiting, donations today, offers waiting. */
  figures: () => [...adminKeys.all, 'figures'] as const,
  /** Every NGO profile, a page at a time. */
  ngos: () => [...adminKeys.all, 'ngos'] as const,
  /** Every search of the verification queue. */
  queues: () => [...adminKeys.all, 'queue'] as const,
  queue: (search: string) => [...adminKeys.queues(), search] as const,
  reverify: () => [...adminKeys.all, 'reverify'] as const,
  suspensions: () => [...adminKeys.all, 'suspensions'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  subscribers: () => [...adminKeys.all, 'subscribers'] as const,
  /** The audit log, for each filter (an action, one admin). */
  audit: (action: string, by: string) => [...adminKeys.all, 'audit', { action, by }] as const,
};

export const ngoKeys = {
  all: ['ngos'] as const,
  /** One NGO's profile (an NGO's own too: its id is its uid). */
  detail: (id: string | null) => [...ngoKeys.all, 'detail', id] as const,
  /** Every list of the directory: its pages for each search, and the names of its first page. */
  lists: () => [...ngoKeys.all, 'list'] as const,
  directory: (term: string, slot: string) => [...ngoKeys.lists(), { term, slot }] as const,
  names: () => [...ngoKeys.lists(), 'names'] as const,
  /** How many members the teams of these NGOs have (the directory's cards). */
  teamCounts: (ids: readonly string[]) => [...ngoKeys.all, 'teamCounts', ...ids] as const,
  records: (ids: readonly string[]) => [...ngoKeys.all, 'records', ...ids] as const,
  record: (id: string) => [...ngoKeys.all, 'record', id] as const,
  /** How many members one NGO's team has (its own profile page). */
  teamCount: (id: string) => [...ngoKeys.all, 'teamCount', id] as const,
  /** The directory sorted by distance from a place (its geohash). */
  near: (geohash: string) => [...ngoKeys.all, 'near', geohash] as const,
  /** Who an open offer from a place (its geohash) would reach. */
  reach: (geohash: string) => [...ngoKeys.all, 'reach', geohash] as const,
};

export const donorKeys = {
  all: ['donors'] as const,
  record: (target: DonorTarget | null) => [...donorKeys.all, 'record', target] as const,
  /** Every donor record, a page at a time: the admin's table, so under adminKeys.all. */
  list: () => [...adminKeys.all, 'donors'] as const,
};

export const donationKeys = {
  all: ['donations'] as const,
  detail: (id: string) => [...donationKeys.all, 'detail', id] as const,
  /** A donation's pickup code. */
  handover: (id: string) => [...donationKeys.all, 'handover', id] as const,
  /** A donation's photo of the food (its bytes: a photo is never replaced). */
  photo: (id: string) => [...donationKeys.all, 'photo', id] as const,
  /** A donation's contact document (the donor's phone and pickup address), as read for its NGO of now. */
  contact: (id: string, ngoId: string | null) => [...donationKeys.all, 'contact', id, ngoId] as const,
  /** What Donate Food starts from for a donor (features/donations/donation-start.ts). */
  start: (uid: string) => [...donationKeys.all, 'start', uid] as const,
};

export const accountKeys = {
  /** Whether the signed-in account's email is confirmed. */
  emailStatus: (uid: string | null) => ['account', 'email', uid] as const,
};

export const contributorKeys = {
  all: ['contributors'] as const,
};
