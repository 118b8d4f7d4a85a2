#!/usr/bin/env node
/**
 * Step two of `npm run build`: writes the HTML of the public pages into the build, so a visitor
 * sees a page as soon as its HTML and CSS arrive (src/entry-server.tsx renders it; main.tsx
 * hydrates it).
 *
 *   dist/app.html            the empty shell — firebase.json rewrites every other path to it
 *   dist/index.html          Home, rendered
 *   dist/<page>.html         every other path of PRERENDERED_PATHS (Hosting's cleanUrls serves
 *                            /team from team.html)
 *   dist/hi.html, dist/hi/<page>.html   the same pages in Hindi (/hi, /hi/team…)
 * Each page names its other-language copy (hreflang; absolute when VITE_SITE_URL is set), carries
 * its language in <html lang> and its title and description in that language; an English page
 * also names its Hindi copy in data-hi, for index.html's start script.
 * Rendered pages carry inline the rules of the stylesheet they use (scripts/page-css.mjs), so nothing
 * blocks their first paint but the HTML; the whole stylesheet comes with the app's scripts.
 *
 * Usage: node scripts/prerender.mjs [distDir]   (default dist; the client build must be there)
 * It builds src/entry-server.tsx for Node with the same Vite config and environment first.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { build, loadEnv } from 'vite';
import { cssForPage, cssWithoutFontFaces } from './page-css.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.argv[2] ?? 'dist');
const ssrDir = path.join(root, 'node_modules', '.cache', 'foodbridge-ssr', path.basename(distDir));
export const SHELL = 'app.html';

const shellFile = path.join(distDir, SHELL);
const indexFile = path.join(distDir, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`prerender: ${path.relative(root, indexFile)} is missing — run vite build first`);
  process.exit(1);
}
// The client build writes index.html as the empty shell; keep it as app.html.
renameSync(indexFile, shellFile);
const shell = readFileSync(shellFile, 'utf8');
const ROOT_DIV = '<div id="root"></div>';
if (!shell.includes(ROOT_DIV)) {
  console.error(`prerender: ${SHELL} has no ${ROOT_DIV}`);
  process.exit(1);
}

// An inline script runs only if firebase.json's Content-Security-Policy names its sha256: a build
// whose script was edited without updating the hash would silently lose what the script does.
const csp = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'))
  .hosting.headers.flatMap((rule) => rule.headers)
  .find((header) => header.key === 'Content-Security-Policy').value;
const scriptSources = csp.match(/script-src ([^;]+)/)[1].split(/\s+/);
function checkInlineScripts(html, where) {
  for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    if (!scriptSources.includes(hash)) {
      console.error(`prerender: firebase.json's script-src lacks ${hash} for the inline script of ${where}`);
      process.exit(1);
    }
  }
}
checkInlineScripts(shell, 'index.html');

// Each rendered page carries inline the rules it uses: one request fewer before the first paint,
// and a page small enough for a new connection's first round trip. The rest comes before the app
// runs: index.html's start script fetches the whole file but its @font-face rules, which each page
// already carries (page-css.mjs: cssWithoutFontFaces), first in the meta list below. The empty
// shell keeps its <link> to the whole file.
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const stylesheet = shell.match(STYLESHEET);
if (!stylesheet) {
  console.error(`prerender: ${SHELL} links no stylesheet`);
  process.exit(1);
}
const css = readFileSync(path.join(distDir, stylesheet[1]), 'utf8');
const lateStylesheet = stylesheet[1].replace(/\.css$/, '-late.css');
writeFileSync(path.join(distDir, lateStylesheet), cssWithoutFontFaces(css));

// The app's scripts start after the first paint (index.html's loader script adds them then), so
// that a rendered page paints as soon as the same HTML would without any script: nothing the page
// needs to show itself competes with them for the network. The entry script and the modules it
// preloads move into <meta name="foodbridge-scripts"> (the stylesheet first, then the preloads,
// the entry last), read by the loader; the empty shell keeps its tags, having nothing to paint
// before them.
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
const entry = shell.match(ENTRY);
if (!entry) {
  console.error(`prerender: ${SHELL} has no module script`);
  process.exit(1);
}
const scripts = [lateStylesheet, ...[...shell.matchAll(PRELOAD)].map((m) => m[1]), entry[1]];
const PAGE_CSS = '<style data-page-css></style>';
const CHARSET = '<meta charset="UTF-8" />';
const pageShell = shell
  // index.html's notes for developers (1.4 KB) are not sent with every page.
  .replace(/<!--[\s\S]*?-->\s*/g, '')
  .replace(stylesheet[0], PAGE_CSS)
  .replace(ENTRY, '')
  .replace(PRELOAD, '')
  .replace(CHARSET, () => `${CHARSET}<meta name="foodbridge-scripts" content="${scripts.join(' ')}" />`);

rmSync(ssrDir, { recursive: true, force: true });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { render, documentTexts, earlyRequest, PRERENDERED_PATHS } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);

const site = (loadEnv('production', root, 'VITE_').VITE_SITE_URL ?? '').replace(/\/$/, '');
const hindiPath = (page) => (page === '/' ? '/hi' : `/hi${page}`);
const fileFor = (pagePath) => (pagePath === '/' ? indexFile : path.join(distDir, `${pagePath.slice(1)}.html`));
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

let written = 0;
for (const page of PRERENDERED_PATHS) {
  const alternates = [
    `<link rel="alternate" hreflang="en" href="${site}${page}" />`,
    `<link rel="alternate" hreflang="hi" href="${site}${hindiPath(page)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${site}${page}" />`,
  ].join('');
  for (const language of ['en', 'hi']) {
    const pagePath = language === 'en' ? page : hindiPath(page);
    const html = await render(pagePath);
    if (!html.includes('<main')) throw new Error(`prerender: ${pagePath} rendered no <main>`);
    const { title, description } = documentTexts();
    const htmlTag = language === 'en' ? `<html lang="en" data-hi="${hindiPath(page)}">` : '<html lang="hi">';
    const document = pageShell
      .replace('<html lang="en">', () => htmlTag)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_, open, close) => `${open}${escapeHtml(description)}${close}`,
      )
      .replace('</head>', () => `${alternates}</head>`)
      .replace(ROOT_DIV, () => `<div id="root">${html}</div>`);
    // /ngoList asks for its first page itself, once it has painted and loaded (src/services/ngo-first-page.ts):
    // the request in a meta, the script that sends it after the language check has run.
    const early = earlyRequest(page);
    const sendsEarly = early
      ? `<meta name="foodbridge-first-page" content="${escapeHtml(JSON.stringify(early.request))}" /><script>${early.script}</script>`
      : '';
    const styled = document.replace(PAGE_CSS, () => `${sendsEarly}<style>${cssForPage(css, document)}</style>`);
    checkInlineScripts(styled, pagePath);
    const file = fileFor(pagePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, styled);
    written++;
  }
}
console.log(
  `prerender: ${written} pages (${PRERENDERED_PATHS.length} in English and in Hindi) written into ${path.relative(root, distDir) || '.'} (shell: ${SHELL})`,
);
