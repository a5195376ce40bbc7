import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { newClientAddress } from './client-address.js';
import { traceUntilTestEnds } from './traces.js';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium driven by playwright-core; no browser download (DEVELOPERS guide). */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * A fresh page at a viewport; console errors and failed same-origin requests fail the test.
     * The browser's clock is the store's (Asia/Kolkata) unless `timezoneId` says otherwise.
     */
    async open(
      viewport: ViewportName,
      { timezoneId = 'Asia/Kolkata' }: { timezoneId?: string } = {},
    ): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
      const context = await browser!.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: inject('storeUrl'),
        locale: 'en-IN',
        // Each journey is a shopper on a network of its own (support/client-address.ts).
        extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() },
        timezoneId,
      });
      const page = await context.newPage();
      await traceUntilTestEnds(context, page, viewport);
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('response', (res) => {
        if (res.status() >= 500) problems.push(`HTTP ${res.status()} ${res.url()}`);
      });
      return { page, context, problems };
    },
  };
}

/**
 * Waits until no toast is on screen. The pointer moves to a corner first: react-hot-toast
 * pauses its timers while hovered, and the pointer often rests under the toasts after a
 * click in the header.
 */
export async function waitForToastsToClear(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.mouse.move(1, (size?.height ?? 600) - 1);
  await expect
    .poll(() => page.locator('section[aria-label="Notifications"] [aria-live] > div').count(), {
      timeout: 10_000,
    })
    .toBe(0);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/** The page must never scroll sideways: every screen works at 375 px. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * An admin table in the layout its width calls for (issue 15): at 1280 px the table itself
 * (named by its caption), every column inside its box with nothing cut or scrolled; on a phone
 * one card per row (a list of the same name), each inside the screen.
 */
export async function expectTableLayout(
  page: Page,
  name: string,
  layout: 'table' | 'cards',
): Promise<void> {
  const other = layout === 'table' ? 'list' : 'table';
  const box = page.getByRole(layout === 'table' ? 'table' : 'list', { name, exact: true });
  await box.waitFor({ timeout: 15_000 });
  expect(await page.getByRole(other, { name, exact: true }).count()).toBe(0);
  const overflow = await box.evaluate((element) => {
    const problems: string[] = [];
    // The box and every ancestor: none is wider inside than it shows (no sideways scroll).
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (
        node.scrollWidth > node.clientWidth + 1 &&
        getComputedStyle(node).overflowX !== 'visible'
      ) {
        problems.push(
          `${node.tagName}.${node.className} scrolls ${node.scrollWidth}/${node.clientWidth}`,
        );
      }
    }
    const right = (element.parentElement ?? element).getBoundingClientRect().right;
    if (element.getBoundingClientRect().right > right + 1) problems.push('wider than its box');
    if (element.getBoundingClientRect().right > window.innerWidth + 1) problems.push('off screen');
    return problems;
  });
  expect(overflow).toEqual([]);
}
