/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Color from 'colorjs.io';

// Read from disk: vitest turns CSS imports, `?raw` included, into empty strings.
const tailwindTheme = readFileSync(
  createRequire(import.meta.url).resolve('tailwindcss/theme.css'),
  'utf8',
);
// A path, not a URL: under jsdom the global URL is not the one node:fs accepts.
const storeTheme = readFileSync(join(import.meta.dirname, '../index.css'), 'utf8');

/** A theme colour as the built stylesheet defines it; the store's own theme wins. */
function themeColor(name: string): string {
  const declaration = new RegExp(`--color-${name}:\\s*([^;]+);`);
  const value = declaration.exec(storeTheme)?.[1] ?? declaration.exec(tailwindTheme)?.[1];
  if (!value) throw new Error(`No theme colour --color-${name}`);
  return value.trim();
}

/**
 * The WCAG 2.1 contrast of an element's text colour (its `text-*` utility class) on
 * white: jsdom applies no stylesheet, so the class is read instead.
 */
export function textContrastOnWhite(element: Element): number {
  const utility = [...element.classList].find((name) => /^text-[a-z]+-\d+$/.test(name));
  if (!utility) throw new Error(`No text colour class on <${element.tagName.toLowerCase()}>`);
  return new Color(themeColor(utility.slice('text-'.length))).contrast('white', 'WCAG21');
}
