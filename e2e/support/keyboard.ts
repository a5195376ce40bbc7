import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Keyboard-only steps of the keyboard journey (not a test file): no clicks, no fills. */

export interface Focused {
  tag: string;
  /** The accessible name, approximated: aria-label, aria-labelledby, a <label>, the text. */
  name: string;
  /** Whether it sits inside <main> as its first visible h1. */
  isPageHeading: boolean;
  /** The open <dialog> holding it, by its accessible name, or null. */
  dialog: string | null;
  ariaInvalid: string | null;
  /** The texts its aria-describedby points at. */
  description: string;
  /** Its focus indicator: outline and box-shadow as computed while it has focus. */
  ring: { outlineStyle: string; outlineWidth: number; outlineColor: string; boxShadow: string };
  focusVisible: boolean;
}

/** What has focus now, as the checks below need it. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const text = (node: Element | null | undefined) => (node?.textContent ?? '').trim();
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => text(document.getElementById(id)))
        .join(' ');
    const nameOf = (node: HTMLElement | null): string => {
      if (!node) return '';
      const label = node.getAttribute('aria-label');
      if (label) return label;
      const labelledBy = byIds(node.getAttribute('aria-labelledby'));
      if (labelledBy) return labelledBy;
      const labels = (node as HTMLInputElement).labels;
      if (labels && labels.length > 0) return text(labels[0]);
      const shown = (node.innerText ?? node.textContent ?? '').trim().replace(/\s+/g, ' ');
      return shown || (node.querySelector('img')?.alt ?? '');
    };
    const headings = Array.from(document.querySelectorAll<HTMLElement>('main h1')).filter(
      (h) => h.getClientRects().length > 0,
    );
    const dialog = element?.closest('dialog[open]') as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      tag: element?.tagName.toLowerCase() ?? 'none',
      name: nameOf(element),
      isPageHeading: element !== null && element === headings[0],
      dialog: dialog ? nameOf(dialog) : null,
      ariaInvalid: element?.getAttribute('aria-invalid') ?? null,
      description: byIds(element?.getAttribute('aria-describedby') ?? null),
      ring: {
        outlineStyle: style?.outlineStyle ?? 'none',
        outlineWidth: Number.parseFloat(style?.outlineWidth ?? '0'),
        outlineColor: style?.outlineColor ?? '',
        boxShadow: style?.boxShadow ?? 'none',
      },
      focusVisible: element?.matches(':focus-visible') ?? false,
    };
  });
}

/**
 * A control reached by keyboard shows a ring: a solid outline at least 2 px wide, or (inputs
 * inside a styled box, the search field) a box-shadow ring. Checked at every Tab stop.
 */
export function expectFocusRing(stop: Focused) {
  const { ring } = stop;
  const outlined = ring.outlineStyle !== 'none' && ring.outlineWidth >= 2;
  const shadowed = ring.boxShadow !== 'none';
  expect(
    outlined || shadowed,
    `no visible focus ring on <${stop.tag}> "${stop.name}": ${JSON.stringify(ring)}`,
  ).toBe(true);
}

/** Never on <body>: a keyboard user would start again from the top of the page. */
export async function expectFocusNotLost(page: Page) {
  const now = await focused(page);
  expect(now.tag, 'focus fell to <body>').not.toBe('body');
  return now;
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches, checking the focus
 * ring at every stop and that focus never falls to <body>. Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  name: RegExp,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  const seen: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    expect(stop.tag, `Tab reached <body> after ${seen.join(' → ')}`).not.toBe('body');
    if (stop.tag !== 'iframe') expectFocusRing(stop);
    if (name.test(stop.name)) return stop;
    seen.push(stop.name.slice(0, 40));
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${name}: ${seen.join(' → ')}`);
}

/**
 * After a route change: the address is `path`, focus is on the new page's h1 (or the
 * intended target `name`), and the new title was written into the polite announcer.
 */
export async function expectArrived(
  page: Page,
  path: string | RegExp,
  { heading, target }: { heading?: string | RegExp; target?: RegExp } = {},
) {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    { timeout: 15_000 },
  );
  let last: Focused | undefined;
  try {
    await expect
      .poll(
        async () => {
          last = await focused(page);
          if (target) return target.test(last.name);
          return last.isPageHeading && (heading === undefined || matches(heading, last.name));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(
      `focus after arriving at ${path}: <${last?.tag}> "${last?.name.slice(0, 80)}" (dialog ${last?.dialog})`,
      { cause: error },
    );
  }
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[aria-live="polite"]')).some(
          (region) => region.textContent === document.title && document.title !== '',
        ),
      ),
    )
    .toBe(true);
  return focused(page);
}

function matches(expected: string | RegExp, actual: string) {
  return typeof expected === 'string' ? expected === actual : expected.test(actual);
}
