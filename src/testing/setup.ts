import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage, i18n } from '../i18n';

// Every screen renders in English unless a test switches; both parts of the catalog are loaded.
await activateLanguage('en', ['public', 'app']);

// A message id missing from the catalog fails the test that shows it, instead of showing the id.
i18n.on('missing', ({ id }) => {
  throw new Error(`i18n: no message '${id}' in the catalog`);
});

afterEach(async () => {
  cleanup();
  if (i18n.locale !== 'en') await activateLanguage('en');
});
