// @vitest-environment node
// The rules a page rendered at build time carries inline (scripts/page-css.mjs, used by
// scripts/prerender.mjs). That nothing a page shows changes when the whole stylesheet arrives is
// checked in a browser, page by page: tests/e2e/prerender.spec.ts.
import { describe, expect, it } from 'vitest';
import { classesIn, classesNeeded, cssForPage, cssWithoutFontFaces } from '../../scripts/page-css.mjs';

const page = (body: string) => `<html lang="en"><head></head><body class="bg-paper">${body}</body></html>`;

describe('the classes of a page', () => {
  it('reads every class attribute, with React’s escaping undone', () => {
    const classes = classesIn(
      page('<a class="hover:bg-leaf-700 [&amp;&gt;svg]:h-4  w-1/2" href="/">x</a><svg class="h-5"></svg>'),
    );
    expect([...classes].sort()).toEqual(['[&>svg]:h-4', 'bg-paper', 'h-5', 'hover:bg-leaf-700', 'w-1/2']);
  });

  it('reads what a selector needs, escapes undone, and not what :not() or :has() encloses', () => {
    expect(classesNeeded('.hover\\:bg-leaf-700:hover')).toEqual(['hover:bg-leaf-700']);
    expect(classesNeeded('.w-1\\/2')).toEqual(['w-1/2']);
    expect(classesNeeded('.\\[\\&\\>svg\\]\\:h-4>svg')).toEqual(['[&>svg]:h-4']);
    expect(classesNeeded('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(classesNeeded('.group:hover .group-hover\\:underline')).toEqual(['group', 'group-hover:underline']);
    expect(classesNeeded(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4']);
    expect(classesNeeded('.card:not(.is-open):has(.badge)')).toEqual(['card']);
    expect(classesNeeded('input[type="number"]::-webkit-inner-spin-button')).toEqual([]);
  });
});

describe('the rules a page carries inline', () => {
  const css = [
    '@layer theme,base,utilities;',
    '@font-face{font-family:Inter;src:url(/a.woff2)}',
    '@keyframes spin{to{transform:rotate(360deg)}}',
    '@layer base{*,:after{box-sizing:border-box}html.devanagari{font-family:Noto}}',
    '@layer utilities{.h-5{height:1.25rem}.h-9{height:2.25rem}',
    '.hover\\:bg-leaf-700:hover{background:green}.hover\\:bg-red:hover{background:red}',
    '.h-5,.h-9,.size-x{flex:none}',
    '@media (min-width:48rem){.md\\:flex{display:flex}}',
    '@media (min-width:64rem){.lg\\:h-5{height:1rem}.h-5:not(.open){opacity:1}}}',
  ].join('');
  const out = cssForPage(css, page('<a class="h-5 hover:bg-leaf-700">x</a>'));

  it('keeps the rules whose classes are all on the page, in their order', () => {
    expect(out).toContain('.h-5{height:1.25rem}');
    expect(out).toContain('.hover\\:bg-leaf-700:hover{background:green}');
    expect(out.indexOf('.h-5{height')).toBeLessThan(out.indexOf('.hover\\:bg-leaf-700'));
    expect(out).toContain('.h-5:not(.open){opacity:1}');
  });

  it('drops the rules naming a class the page lacks, and only those selectors of a list', () => {
    expect(out).not.toContain('.h-9{');
    expect(out).not.toContain('bg-red');
    expect(out).not.toContain('lg\\:h-5');
    expect(out).toMatch(/\.h-5\s*\{flex:none\}/);
    expect(out).not.toContain('size-x');
  });

  it('drops an at-rule left empty, and keeps fonts, keyframes, layer order and element rules', () => {
    expect(out).not.toContain('48rem');
    expect(out).toContain('64rem');
    expect(out).toContain('@layer theme,base,utilities;');
    expect(out).toContain('@font-face{font-family:Inter');
    expect(out).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(out).toContain('*,:after{box-sizing:border-box}');
  });

  it('keeps what the start script adds before the first paint (html.devanagari)', () => {
    expect(out).toContain('html.devanagari{font-family:Noto}');
    expect(cssForPage(css, page(''), [])).not.toContain('devanagari');
  });
});

describe('the stylesheet the app fetches on a rendered page', () => {
  it('is the whole file but its @font-face rules, which every page already declares', () => {
    const css =
      '@font-face{font-family:Inter;src:url(/a.woff2)}@layer utilities{.h-5{height:1.25rem}}@font-face{font-family:X}';
    expect(cssWithoutFontFaces(css)).toBe('@layer utilities{.h-5{height:1.25rem}}');
  });
});
