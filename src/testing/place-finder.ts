/**
 * The real place finder (src/services/locate.ts) that the screens pass to the shared LocationField.
 * Shared UI and its tests may not import a service, so LocationField's tests take it from here and
 * run the real lookups with only their edges stubbed (the PIN table's download, the geolocation).
 */
export type { Place } from '../services/geo';
export { placeFinder } from '../services/locate';
