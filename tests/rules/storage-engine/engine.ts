// Client of StorageRulesEngine.java: Google's Storage rules engine, taken from the Firestore
// emulator's JAR, answering allow/deny for Storage requests without a Storage emulator (that one
// needs a JAR firebase-tools downloads, and Java 21).
//
// The Java side uses internal classes of one emulator version, so everything here fails loudly:
// a missing JAR, a JAR whose classes changed (javac names what is missing), rules that do not
// compile, a request the engine cannot evaluate. Nothing is skipped and nothing is denied quietly.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..', '..');
const SOURCE = path.join(HERE, 'StorageRulesEngine.java');
const MAIN_CLASS = 'StorageRulesEngine';

/** Where Debian's google-cloud-cli-firestore-emulator puts the emulator (the engine is inside). */
export const JAR_CANDIDATES = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

export const BUCKET = 'demo-foodbridge.appspot.com';

/** The JAR holding Google's rules engine; throws, naming where it looked, when there is none. */
export function engineJar(): string {
  const jar = JAR_CANDIDATES.find((p) => existsSync(p));
  if (!jar) {
    throw new Error(
      `Google's rules engine is missing: no Firestore emulator JAR at ${JAR_CANDIDATES.join(' or ')}. ` +
        'Install it (apt-get install -y google-cloud-cli-firestore-emulator); storage.rules cannot be tested without it.',
    );
  }
  return jar;
}

/**
 * Compiles StorageRulesEngine.java against `jar` (once per source and JAR version) and returns the
 * folder of its classes. A javac failure means the JAR's internal classes changed: the error says so.
 */
export function compileEngine(jar: string): string {
  const jarStat = statSync(jar);
  const key = createHash('sha256')
    .update(readFileSync(SOURCE))
    .update(`${jar}:${jarStat.size}:${jarStat.mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  const cacheRoot = path.join(ROOT, 'node_modules', '.cache', 'storage-rules-engine');
  const classes = path.join(cacheRoot, key);
  if (existsSync(path.join(classes, `${MAIN_CLASS}.class`))) return classes;

  mkdirSync(cacheRoot, { recursive: true });
  // Compiled aside and renamed into place, so a parallel run never loads half-written classes.
  const scratch = mkdtempSync(path.join(cacheRoot, 'tmp-'));
  // -proc:none: the JAR names an annotation processor it does not contain.
  const javac = spawnSync('javac', ['-proc:none', '-nowarn', '-cp', jar, '-d', scratch, SOURCE], {
    encoding: 'utf8',
  });
  if (javac.error || javac.status !== 0) {
    rmSync(scratch, { recursive: true, force: true });
    const why = javac.error
      ? `javac could not run (${javac.error.message}): install a JDK (apt-get install -y openjdk-17-jdk-headless)`
      : `javac says:\n${javac.stderr || javac.stdout}`;
    throw new Error(
      `${path.relative(ROOT, SOURCE)} does not compile against ${jar}: the internal rules-engine classes it uses ` +
        `are missing or changed in this emulator version. ${why}`,
    );
  }
  try {
    renameSync(scratch, classes);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another run got there first
  }
  return classes;
}

/** A Storage object as the rules see it (`resource`, `request.resource`). */
export interface StoredFile {
  size: number;
  contentType: string;
  metadata?: Record<string, string> | null;
}

export interface StorageRequest {
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  /** The object's path in the bucket, e.g. `Imgs/<uuid>` (a prefix for list). */
  path: string;
  /** The signed-in account, or undefined for a visitor. */
  uid?: string | undefined;
  /** The file being written (request.resource): create and update. */
  upload?: StoredFile | undefined;
  /** The file already stored (resource): get, update and delete. */
  stored?: StoredFile | undefined;
  /** Firestore documents for firestore.get/exists, by path: `{ 'users/u1': { role: 'ngo' } }`. */
  firestore?: Record<string, Record<string, unknown>>;
}

/** The resource map the Storage service gives the rules (the fields they may read). */
function asResource(name: string, file: StoredFile | undefined): Record<string, unknown> | null {
  if (!file) return null;
  return {
    name,
    bucket: BUCKET,
    size: file.size,
    contentType: file.contentType,
    metadata: file.metadata ?? {},
  };
}

export interface StorageRulesEngine {
  /** Whether the rules allow the request. */
  allows(request: StorageRequest): Promise<boolean>;
  stop(): Promise<void>;
}

/** Starts the engine on a rules file; rejects with the compiler's words if the rules do not compile. */
export async function startEngine(rulesFile: string): Promise<StorageRulesEngine> {
  const jar = engineJar();
  const classes = compileEngine(jar);
  const child: ChildProcessWithoutNullStreams = spawn(
    'java',
    ['-cp', `${jar}${path.delimiter}${classes}`, MAIN_CLASS, rulesFile],
    { stdio: 'pipe' },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });

  // Answers come back one line per request, in order.
  const waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  let ended: Error | undefined;
  const end = (why: string) => {
    ended ??= new Error(`The Storage rules engine (java ${MAIN_CLASS}, ${jar}) ${why}. ${stderr.trim()}`.trim());
    for (const w of waiting.splice(0)) w.reject(ended);
  };
  child.on('error', (error) => end(`could not start: ${error.message}`));
  child.on('exit', (code, signal) => end(`stopped (${signal ?? `exit ${code}`})`));
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.resolve(line));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      if (ended) reject(ended);
      else waiting.push({ resolve, reject });
    });

  const first = JSON.parse(await nextLine()) as { ready?: boolean; error?: string };
  if (!first.ready)
    throw new Error(`The Storage rules engine refused ${rulesFile}: ${first.error ?? 'no reason given'}`);

  return {
    async allows(request) {
      const objectPath = `/b/${BUCKET}/o/${request.path}`;
      const line = JSON.stringify({
        method: request.method,
        path: objectPath,
        variables: {
          request: {
            auth: request.uid ? { uid: request.uid, token: { sub: request.uid } } : null,
            resource: asResource(request.path, request.upload),
          },
          resource: asResource(request.path, request.stored),
        },
        firestore: request.firestore ?? {},
      });
      const answer = nextLine();
      child.stdin.write(`${line}\n`);
      const reply = JSON.parse(await answer) as { permit?: boolean; error?: string };
      if (typeof reply.permit !== 'boolean') {
        throw new Error(`The Storage rules engine could not evaluate ${line}: ${reply.error ?? 'no answer'}`);
      }
      return reply.permit;
    },
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      });
    },
  };
}
