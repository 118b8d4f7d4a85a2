// Step 2: the build served the way Firebase Hosting serves it — cleanUrls (the public pages rendered
// at build time), firebase.json's rewrite of every other path to the app's shell, brotli or gzip
// for text — from a free 127.0.0.1 port. (The Hosting emulator itself takes seconds to start and
// does not compress, which would misstate every transfer size.)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './config.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};
/** Hosting compresses text types; fonts and images are already compressed. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;

/** firebase.json's rewrite of every other path: the app's empty shell. */
const SHELL = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting.rewrites.find(
  (r) => r.source === '**',
).destination;

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/**
 * Where a page is served again without any script (`/__noscript/ngoList` is /ngoList so): the
 * baseline a rendered page's first paint is held to (scripts/perf.mjs, 'paints like its HTML').
 */
export const NO_SCRIPT_PREFIX = '/__noscript';

/** A page's HTML with every script taken out: inline and module scripts, preloads, the loader's list. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<meta name="foodbridge-scripts"[^>]*>/g, '');
}

/**
 * Serves `distDir`. Resolves to { server, origin, missing }: `missing` collects paths with a file
 * extension that fell back to the shell (e.g. a chunk of another build, when dist was replaced
 * mid-run).
 */
export function serveLikeHosting(distDir) {
  const cache = new Map(); // file → { raw, br, gzip }
  const missing = new Set();

  function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      decoded = '/';
    }
    const candidate = path.join(distDir, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
    if (!candidate.startsWith(distDir)) return path.join(distDir, SHELL);
    if (isFile(candidate)) return candidate;
    if (isFile(path.join(candidate, 'index.html'))) return path.join(candidate, 'index.html');
    if (isFile(`${candidate}.html`)) return `${candidate}.html`; // cleanUrls
    if (path.extname(decoded) !== '') missing.add(decoded);
    return path.join(distDir, SHELL); // rewrites: ** → the shell
  }

  function encoded(file, type, acceptEncoding, noScript) {
    const key = noScript ? `${NO_SCRIPT_PREFIX}:${file}` : file;
    let entry = cache.get(key);
    if (!entry) {
      entry = { raw: noScript ? Buffer.from(withoutScripts(readFileSync(file, 'utf8'))) : readFileSync(file) };
      cache.set(key, entry);
    }
    if (!COMPRESSIBLE.test(type)) return { body: entry.raw };
    if (/\bbr\b/.test(acceptEncoding)) {
      entry.br ??= zlib.brotliCompressSync(entry.raw, {
        params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
      });
      return { body: entry.br, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      entry.gzip ??= zlib.gzipSync(entry.raw, { level: 9 });
      return { body: entry.gzip, encoding: 'gzip' };
    }
    return { body: entry.raw };
  }

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const noScript = pathname === NO_SCRIPT_PREFIX || pathname.startsWith(`${NO_SCRIPT_PREFIX}/`);
    const file = resolveFile(noScript ? pathname.slice(NO_SCRIPT_PREFIX.length) || '/' : pathname);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const { body, encoding } = encoded(
      file,
      type,
      String(req.headers['accept-encoding'] ?? ''),
      noScript && type.startsWith('text/html'),
    );
    res.writeHead(200, {
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  // Everything a page can ask for is compressed before the first run: compressed on its first
  // request instead (brotli at its best level takes tens of milliseconds for a page, hundreds for
  // react-dom), every first run would see slow responses, and Lighthouse's simulation takes its
  // server response times from what it observes. (The PIN tables are fetched by no measured page.)
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (path.relative(distDir, file).startsWith(`pins${path.sep}`)) continue;
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    encoded(file, type, 'br', false);
    if (type.startsWith('text/html')) encoded(file, type, 'br', true);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}`, missing });
    });
  });
}
