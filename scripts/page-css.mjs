/**
 * The part of the app's stylesheet that one page rendered at build time uses, for scripts/prerender.mjs
 * to put inline in that page.
 *
 * Why: the whole stylesheet inline (46 KB, 7.6 KB brotli) made Home's HTML 15.0 KB brotli — just
 * over the first round trip of a new connection (about 14.6 KB), so a phone waited one more round
 * trip for the page than for the same page without its few inline scripts. Each page now carries
 * the rules its own HTML can use (Home 12.5 KB); the whole stylesheet arrives with the app's
 * scripts, before the app runs (index.html's start script), for what the app shows later.
 *
 * A rule is kept when every class its selector names is on the page, or is one an inline script
 * adds before the first paint (ADDED_BEFORE_PAINT). Classes inside :not() and :has() are not
 * required (:not(.x) matches where .x is absent), so such a rule is kept whenever the rest of its
 * selector can match. Selectors without classes (elements, attributes, :root), at-rules' own
 * contents (@font-face, @property, @keyframes) and the order of everything are kept as they are;
 * an at-rule left with no rule inside is dropped.
 */
import postcss from 'postcss';

/** Classes index.html's inline scripts put on the page before it paints (html.devanagari). */
export const ADDED_BEFORE_PAINT = ['devanagari'];

const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Every class named by a class attribute of `html` (React's escaping undone). */
export function classesIn(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `selector` without what :not(…) and :has(…) enclose (parentheses balanced). */
function withoutNegations(selector) {
  let out = '';
  for (let i = 0; i < selector.length;) {
    const open = /^:(?:not|has)\(/.exec(selector.slice(i));
    if (!open) {
      out += selector[i];
      i += 1;
      continue;
    }
    let depth = 0;
    let j = i + open[0].length - 1;
    for (; j < selector.length; j += 1) {
      if (selector[j] === '(') depth += 1;
      else if (selector[j] === ')' && (depth -= 1) === 0) break;
    }
    i = j + 1;
  }
  return out;
}

/** CSS's escapes undone: `\:` → ':', `\31 ` → '1'. */
const unescape = (name) =>
  name.replace(/\\([0-9a-fA-F]{1,6} ?|[^0-9a-fA-F])/g, (_, escaped) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped.trim(), 16)) : escaped,
  );

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\0-\x7f])+)/g;

/** The classes a selector needs on the page to match anything there. */
export function classesNeeded(selector) {
  return [...withoutNegations(selector).matchAll(CLASS)].map((match) => unescape(match[1]));
}

/** The rules of `css` that `html` can use (see above), as CSS text. */
export function cssForPage(css, html, addedBeforePaint = ADDED_BEFORE_PAINT) {
  const present = classesIn(html);
  for (const name of addedBeforePaint) present.add(name);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe selectors (from, 50%) are not selectors of the page.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => classesNeeded(selector).every((name) => present.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Inner at-rules first, so an @media emptied leaves its @layer or @supports empty too.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * The stylesheet the app fetches on a rendered page (index.html's start script): the whole file
 * without its @font-face rules, which the page's inline rules already declare. A face declared a
 * second time is a new face: loaded again (from cache, at once) it could replace the fallback a
 * page first painted with (font-display: optional decides per face), and the text would reflow
 * under the reader.
 */
export function cssWithoutFontFaces(css) {
  const root = postcss.parse(css);
  root.walkAtRules(/^font-face$/i, (atRule) => {
    atRule.remove();
  });
  return root.toString();
}
