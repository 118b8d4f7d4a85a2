import { PATHS } from '../config/paths';

/**
 * Public pages whose HTML is rendered at build time (scripts/prerender.mjs): what they show does
 * not depend on who is signed in or on the address's query. /delivery is left out (it starts from
 * a draft kept in the browser), and so are the guarded screens.
 */
export const PRERENDERED_PATHS = [
  PATHS.home,
  PATHS.services,
  PATHS.team,
  PATHS.contributors,
  PATHS.contributorsAlias,
  PATHS.contact,
  PATHS.privacy,
  PATHS.terms,
  PATHS.login,
  PATHS.registration,
  PATHS.ngoRegister,
  PATHS.donorRegister,
  PATHS.forgotPassword,
  PATHS.ngoList,
] as const;
