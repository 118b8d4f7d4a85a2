// Starts the Auth and Firestore emulators the way these machines can run them (docs/environment.md):
// Auth through firebase-tools (pure Node), Firestore through the preinstalled Debian emulator on
// Java 17, or through firebase-tools when that emulator is missing and Java 21+ is there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = process.env.FOODBRIDGE_PROJECT_ID ?? 'demo-foodbridge';
export const HOST = '127.0.0.1';
export const PORTS = { auth: 9099, firestore: 8080 };

const FIRESTORE_LAUNCHERS = [
  process.env.FIRESTORE_EMULATOR_BIN,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
].filter(Boolean);

function javaMajor() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return 0;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(out.stderr + out.stdout);
  if (!m) return 0;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major;
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(url, what, child, timeoutMs = 60000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited early (code ${child.exitCode}); its output is above.`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Every emulator process group still running. If this process exits before stop() — Ctrl-C while
 * the emulators are still starting, say — the groups are killed on the way out, so none is left.
 */
const live = new Set();
process.on('exit', () => {
  for (const child of live) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

function launch(command, args, { name, quiet, env }) {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true, // own process group, so stop() ends the JVM and node children too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const log = [];
  const keep = (chunk) => {
    const text = chunk.toString();
    log.push(text);
    if (!quiet) process.stdout.write(text.replace(/^/gm, `[${name}] `));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  live.add(child);
  child.on('exit', (code) => {
    live.delete(child);
    if (quiet && code && code !== 0 && !child.stopping) process.stderr.write(log.join(''));
  });
  return child;
}

function kill(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      resolve();
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      try {
        process.kill(-child.pid, 'SIGKILL'); // leftovers of the group (the JVM under the shell launcher)
      } catch {
        /* gone */
      }
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

/** Explains in one line what is missing, or returns the way Firestore can run here. */
export function firestoreLauncher() {
  const java = javaMajor();
  if (java === 0) {
    return { error: 'Java is missing: install it (apt-get install -y openjdk-17-jre-headless) and try again.' };
  }
  const launcher = FIRESTORE_LAUNCHERS.find((p) => existsSync(p));
  if (launcher) return { launcher };
  if (java >= 21) return { viaFirebaseTools: true };
  return {
    error:
      'The Firestore emulator is missing: install it (apt-get install -y google-cloud-cli-firestore-emulator) or Java 21+ so firebase-tools can run it.',
  };
}

export async function startEmulators({ quiet = false } = {}) {
  for (const [name, port] of Object.entries(PORTS)) {
    if (await portOpen(port)) {
      throw new Error(`Port ${port} (${name} emulator) is already in use: stop the other FoodBridge run first.`);
    }
  }
  const fs = firestoreLauncher();
  if (fs.error) throw new Error(fs.error);

  const firebaseBin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const only = fs.viaFirebaseTools ? 'auth,firestore' : 'auth';
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(kill));
  };
  try {
    const auth = launch(firebaseBin, ['emulators:start', '--only', only, '--project', PROJECT_ID], {
      name: 'emulators',
      quiet,
      env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    });
    children.push(auth);
    if (fs.launcher) {
      const firestore = launch(
        fs.launcher,
        ['start', '--host', HOST, '--port', String(PORTS.firestore), '--rules', path.join(ROOT, 'firestore.rules')],
        { name: 'firestore', quiet },
      );
      children.push(firestore);
      await waitFor(`http://${HOST}:${PORTS.firestore}/`, 'The Firestore emulator', firestore);
    }
    await waitFor(`http://${HOST}:${PORTS.auth}/`, 'The Auth emulator', auth);
    if (fs.viaFirebaseTools) await waitFor(`http://${HOST}:${PORTS.firestore}/`, 'The Firestore emulator', auth);
    await loadRules();
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** Pushes firestore.rules to the running emulator (also used after the file changes). */
export async function loadRules() {
  const rules = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
  const res = await fetch(`http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!res.ok) throw new Error(`firestore.rules did not load: ${await res.text()}`);
}

export const emulatorEnv = {
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FOODBRIDGE_PROJECT_ID: PROJECT_ID,
  GCLOUD_PROJECT: PROJECT_ID,
};
