// The compiled catalogs scripts/i18n-catalogs.mjs serves (see catalogs.ts).
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
