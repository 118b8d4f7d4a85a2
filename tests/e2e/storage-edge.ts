// Firebase Storage, stood in for at the network edge. The Storage emulator cannot run on these
// machines (its rules runtime needs Java 21; docs/environment.md), so a browser context's requests
// to it (127.0.0.1:9199) are answered here, from memory, speaking the part of its REST protocol the
// app uses: the probe, a multipart upload, a download (getBlob) and a delete. Who may do what is
// not decided here: storage.rules is tested against Google's rules engine itself
// (tests/rules/storage-photo.test.ts). This records what the app sent, for the test to check.
import type { BrowserContext, Request, Route } from '@playwright/test';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  customMetadata: Record<string, string>;
  /** The upload carried a Firebase ID token. */
  signedIn: boolean;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

/** The object's path from /v0/b/{bucket}/o/{path} or the upload's ?name=. */
function objectPath(url: URL): string | null {
  const named = url.searchParams.get('name');
  if (named !== null) return named;
  const match = /^\/v0\/b\/[^/]+\/o\/(.+)$/.exec(url.pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The JSON metadata and the file's bytes from a multipart/related upload body. */
function multipart(request: Request): { metadata: Record<string, unknown>; bytes: Buffer } {
  const boundary = /boundary=([^;]+)/.exec(request.headers()['content-type'] ?? '')?.[1];
  const body = request.postDataBuffer();
  if (!boundary || !body) throw new Error('Not a multipart upload.');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  for (let at = body.indexOf(delimiter); at >= 0;) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) break;
    parts.push(body.subarray(at + delimiter.length + 2, next - 2)); // after CRLF, before CRLF
    at = next;
  }
  const content = (part: Buffer) => part.subarray(part.indexOf('\r\n\r\n') + 4);
  const [meta, file] = parts;
  if (!meta || !file) throw new Error('The upload has no metadata or no file.');
  return { metadata: JSON.parse(content(meta).toString('utf8')) as Record<string, unknown>, bytes: content(file) };
}

export class FakeStorage {
  readonly objects = new Map<string, StoredObject>();
  readonly deleted: string[] = [];
  /** How many times an object's bytes were downloaded. */
  downloads = 0;
  private failUploads = 0;
  private held: Promise<void> | null = null;

  /** Downloads wait until the returned function is called, as on a very slow network. */
  holdDownloads(): () => void {
    let release = () => {};
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }

  /** The next upload fails as a server error Storage does not retry (400), as a broken link might. */
  failNextUpload(): void {
    this.failUploads++;
  }

  /** Answers the context's Storage requests from now on. */
  async attach(context: BrowserContext): Promise<void> {
    await context.route(/^http:\/\/(127\.0\.0\.1|localhost):9199\//, (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const path = objectPath(url);
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const notFound = () => json(404, { error: { code: 404, message: 'Not Found.' } });

    if (method === 'OPTIONS' || path === null) return route.fulfill({ status: 200, headers: CORS, body: '' });
    if (method === 'POST' && this.failUploads > 0) {
      this.failUploads--;
      return json(400, { error: { code: 400, message: 'Bad request.' } });
    }
    if (method === 'POST') {
      const { metadata, bytes } = multipart(request);
      const customMetadata = (metadata.metadata ?? {}) as Record<string, string>;
      const contentType = String(metadata.contentType ?? '');
      const signedIn = /^Firebase \S+/.test(request.headers()['authorization'] ?? '');
      this.objects.set(path, { bytes, contentType, customMetadata, signedIn });
      return json(200, {
        name: path,
        bucket: url.pathname.split('/')[3],
        generation: '1',
        metageneration: '1',
        contentType,
        size: String(bytes.length),
        timeCreated: new Date().toISOString(),
        updated: new Date().toISOString(),
        metadata: customMetadata,
      });
    }
    const stored = this.objects.get(path);
    if (!stored) return notFound();
    if (method === 'DELETE') {
      this.objects.delete(path);
      this.deleted.push(path);
      return route.fulfill({ status: 204, headers: CORS, body: '' });
    }
    if (url.searchParams.get('alt') === 'media') {
      this.downloads++;
      await this.held;
      return route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': stored.contentType },
        body: stored.bytes,
      });
    }
    return json(200, { name: path, contentType: stored.contentType, size: String(stored.bytes.length) });
  }
}
