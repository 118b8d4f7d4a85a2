// @vitest-environment node
// The layers of docs/conventions.md (app → features → components/lib → services → config) are
// enforced by `npm run lint`. These tests lint made-up files at paths inside src/ with the project's
// own eslint.config.js, and check that an import against the layers is an error and one along them
// is not — so a zone dropped or mistyped in the config fails here, not in review.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RULE = 'import-x/no-restricted-paths';

const eslint = new ESLint({ cwd: ROOT });

/**
 * A real module of a src/ folder, as an import path from `fromDir` (both relative to src/). The
 * rule only judges imports it can resolve, so the imported file must exist; it is looked up rather
 * than named so that moving files around does not break these tests.
 */
function moduleIn(folder: string, fromDir: string): string {
  const dir = path.join(ROOT, 'src', folder);
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|js)$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .sort()[0];
  if (!file) throw new Error(`src/${folder} has no module to import`);
  const relative = path.relative(path.join(ROOT, 'src', fromDir), path.join(dir, file)).replace(/\.(ts|tsx|js)$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The layer errors ESLint gives a file at `src/<file>` that imports `folder`. */
async function layerErrors(file: string, folder: string): Promise<string[]> {
  const specifier = moduleIn(folder, path.dirname(file));
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: path.join(ROOT, 'src', file) });
  if (!result) throw new Error('ESLint returned no result');
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, 'the file must parse').toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE && m.severity === 2).map((m) => m.message);
}

describe('lint: imports against the layers are errors', () => {
  it.each([
    ['services importing a feature', 'services/virtual.ts', 'features/ngos'],
    ['a feature importing another feature', 'features/donations/virtual.ts', 'features/ngos'],
    ['a feature importing app', 'features/donations/virtual.ts', 'app'],
    ['components importing services', 'components/Virtual.tsx', 'services'],
    ['config importing lib', 'config/virtual.ts', 'lib'],
    ['config importing services', 'config/virtual.ts', 'services'],
    ['config importing components', 'config/virtual.ts', 'components'],
    ['config importing a feature', 'config/virtual.ts', 'features/home'],
    ['lib importing services', 'lib/virtual.ts', 'services'],
    ['i18n importing services', 'i18n/virtual.ts', 'services'],
    ['i18n importing lib', 'i18n/virtual.ts', 'lib'],
    ['components importing the query options', 'components/Virtual.tsx', 'lib/queries'],
    ['the query options importing a feature', 'lib/queries/virtual.ts', 'features/donors'],
    ['the query options importing components', 'lib/queries/virtual.ts', 'components'],
  ])('%s', async (_name, file, folder) => {
    expect(await layerErrors(file, folder)).toHaveLength(1);
  });
});

describe('lint: imports along the layers are allowed', () => {
  it.each([
    ['a feature importing services', 'features/donations/virtual.ts', 'services'],
    ['a feature importing components', 'features/donations/virtual.ts', 'components'],
    ['a feature importing its own folder', 'features/donations/virtual.ts', 'features/donations'],
    ['app importing a feature', 'app/virtual.ts', 'features/ngos'],
    ['components importing lib', 'components/Virtual.tsx', 'lib'],
    ['services importing config', 'services/virtual.ts', 'config'],
    ['services importing i18n', 'services/virtual.ts', 'i18n'],
    ['components importing i18n', 'components/Virtual.tsx', 'i18n'],
    ['i18n importing config', 'i18n/virtual.ts', 'config'],
    ['the query options importing services', 'lib/queries/virtual.ts', 'services'],
    ['the query options importing lib', 'lib/queries/virtual.ts', 'lib'],
    ['a feature importing the query options', 'features/donors/virtual.ts', 'lib/queries'],
  ])('%s', async (_name, file, folder) => {
    expect(await layerErrors(file, folder)).toEqual([]);
  });
});

describe('lint: every folder under src/features is a feature of its own', () => {
  // Read from the disk here, not from the config: a folder the config leaves out fails below.
  const features = readdirSync(path.join(ROOT, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const pairs = features.flatMap((feature) =>
    features.filter((other) => other !== feature).map((other) => [feature, other] as const),
  );

  it('has features to check', () => {
    expect(features.length).toBeGreaterThan(1);
  });

  it.each(pairs)('features/%s importing features/%s is an error', async (feature, other) => {
    expect(await layerErrors(`features/${feature}/virtual.ts`, `features/${other}`)).toHaveLength(1);
  });
});
