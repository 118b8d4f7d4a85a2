import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function globalSetup() {
  if (!existsSync('/usr/bin/chromium') && !existsSync('/usr/bin/chromium-browser')) {
    throw new Error("Debian's Chromium is missing: apt-get install -y chromium");
  }
  // Fresh demo data for the run; specs that change data reset it themselves (tests/e2e/support).
  execFileSync('node', ['scripts/seed.mjs'], { stdio: 'inherit' });
}
