import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';

/**
 * Feature folders, read from src/features when the config loads, so a new feature is in a zone of
 * its own without an edit here: a feature never imports another one (docs/conventions.md).
 */
export const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The layers, top to bottom: app → features → shared (components, lib) → services → i18n → config.
 * A file may import its own layer and the layers below it, never one above, and a feature never
 * imports another feature. Tests and test helpers (src/testing) follow the same rules.
 */
export const LAYER_ZONES = [
  {
    target: './src/config',
    from: './src',
    except: ['./config'],
    message: 'config is the bottom layer: it imports nothing else of src.',
  },
  {
    target: './src/i18n',
    from: './src',
    except: ['./i18n', './config', './testing'],
    message: 'i18n (the texts and formats) may import only config.',
  },
  {
    target: './src/services',
    from: './src',
    except: ['./services', './i18n', './config', './testing'],
    message: 'services may import only i18n and config (pass anything else in).',
  },
  {
    target: ['./src/lib/*', './src/lib/!(queries)/**'],
    from: './src',
    except: ['./lib', './i18n', './config', './testing'],
    message: 'lib is shared code: it may import only i18n and config.',
  },
  {
    // The query options and keys of every entity, shared by the features (docs/conventions.md):
    // their reads call the services.
    target: './src/lib/queries',
    from: './src',
    except: ['./lib', './services', './i18n', './config', './testing'],
    message: 'the query options (src/lib/queries) may import only lib, services, i18n and config.',
  },
  {
    target: './src/components',
    from: './src',
    except: ['./components', './lib', './i18n', './config', './testing'],
    message: 'shared UI may import only lib, i18n and config: pass data in as props.',
  },
  {
    target: './src/components',
    from: './src/lib/queries',
    message: 'shared UI reads no server state (src/lib/queries): pass data in as props.',
  },
  {
    target: './src/testing',
    from: ['./src/app', './src/features'],
    message: 'test helpers are shared: they may not import app or a feature.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: ['./src/app', ...FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`)],
    message: 'a feature may not import app or another feature: move what both need to components, lib or config.',
  })),
  {
    target: './src/app/layout',
    from: './src/features',
    message: 'the layout is shared by every page: it may not import a feature.',
  },
];

/** JSX attributes whose text a person reads or hears: each must come from the catalog. */
export const USER_VISIBLE_ATTRIBUTES = [
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'hint',
  'description',
  'heading',
  'legend',
  'text',
  'message',
  'confirmLabel',
  'cancelLabel',
  'pendingLabel',
  'emptyText',
  'emptyMessage',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'tests/lint/fixtures'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Only src/services may talk to Firebase directly (a thin data layer).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase/*'], message: 'Import Firebase only in src/services.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
  {
    // Every text a person sees goes through the catalogs (docs/i18n.md): text between JSX tags and
    // the attributes people read or hear (alt, aria-label, title, placeholder and the app's own
    // label-like props) may not be a literal.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: USER_VISIBLE_ATTRIBUTES },
          // Calls whose string arguments are names, not text: the plug-in's own list, plus
          // react-hook-form's field names ({...register('email')}) and a few string utilities.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'msg',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
              'watch',
              'setValue',
              'getValues',
              'setFocus',
              'setError',
              'clearErrors',
              'resetField',
              'trigger',
              'useWatch',
              'matchMedia',
              'querySelector',
              'closest',
              'getAttribute',
              'setAttribute',
              'split',
              'join',
              'replace',
            ],
          },
          words: { exclude: ['[\\s0-9!-/:-@[-`{-~·—–’‘“”…₹|]+', 'FoodBridge'] },
          message: 'Put this text in the catalog (src/i18n/locales, docs/i18n.md) and show it with t() or <Trans>.',
        },
      ],
    },
  },
  {
    files: ['src/services/**', 'tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Small files and short functions, so the code stays easy to change (docs/conventions.md):
    // a source file of src/ holds at most 400 lines and a function at most 150 lines, every line
    // counted (blank lines and comments too).
    files: ['src/**/*.{ts,tsx,js}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    // Every Firestore query goes through recorded(site, …) (src/services/query-record.ts), so the
    // query check knows its shape and can prove production has its index (docs/data-model.md).
    files: ['src/services/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(CallExpression[callee.name='query'], CallExpression[callee.property.name='query']):not(CallExpression[callee.name='recorded'] > CallExpression)`,
          message:
            "Wrap the query in recorded('<site>', query(…)) and declare the site in firestore.queries.json (docs/data-model.md, 'Queries and their indexes').",
        },
      ],
    },
  },
  {
    // Playwright fixtures (tests/e2e/fixtures.ts): `use` hands the fixture to the test (no React
    // here), and `{}` is how a fixture says it needs no other fixture.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
