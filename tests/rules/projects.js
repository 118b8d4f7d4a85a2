// The emulator project each rules test file runs in. The Firestore emulator keeps a database, the
// loaded rules and a rules-coverage report per project id, so files in their own projects run side
// by side: no file's clearFirestore() touches another's data. Plain JavaScript: tests/rules/support.ts
// and scripts/test.mjs (which saves each project's coverage report after the layer) both use it.
import path from 'node:path';

/** `tests/rules/food-safety.test.ts` → `demo-foodbridge-rules-food-safety`. */
export function rulesProjectId(file) {
  return `demo-foodbridge-rules-${path.basename(file).replace(/\.test\.[cm]?[jt]sx?$/, '')}`;
}
