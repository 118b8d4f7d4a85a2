import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function globalSetup() {
  if (!existsSync('/usr/bin/chromium') && !existsSync('/usr/bin/chromium-browser')) {
    throw new Error("Debian's Chromium is missing: apt-get install -y chromium");
  }
  // Fresh demo data, once for the run: what public pages show and the demo accounts read. Tests that
  // change data make their own (tests/e2e/fixtures.ts); the 'serial' project's specs still reset
  // it themselves (resetData in tests/e2e/support.ts).
  execFileSync('node', ['scripts/seed.mjs'], { stdio: 'inherit' });
}
