export { activateLanguage, currentLanguage, currentLocale, i18n, loadCatalogPart, messageTable, msg, t } from './i18n';
export type { MessageValues } from './i18n';
export { formatNumber, formatRelative } from './format';
export { Trans, useLanguage, useT } from './react';
export * from './languages';
export type { CatalogPart } from './catalogs';
