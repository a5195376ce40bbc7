import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import {
  expectNoHorizontalScroll,
  screenshot,
  useBrowser,
  type ViewportName,
} from './support/browser.js';
import { type CatalogueProduct, catalogueProducts, logIn, productUrl } from './support/shop.js';

const WAIT = { timeout: 15_000 };

const viewports: ViewportName[] = ['phone', 'desktop'];
const DEMO_PRODUCT = 'Cinematic Teal & Orange LUT Pack';
const CLIP_FIXTURE = path.resolve(
  import.meta.dirname,
  '../apps/server/src/test-support/clips/one-second.webm',
);

async function adminToken(): Promise<string> {
  const res = await fetch(`${inject('storeUrl')}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  return ((await res.json()) as { data: { accesstoken: string } }).data.accesstoken;
}

/** As the admin form does: upload a clip, then save it on the product with its first image as poster. */
async function giveClip(product: CatalogueProduct & { image?: string[] }) {
  const base = inject('storeUrl');
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const form = new FormData();
  form.append(
    'clip',
    new Blob([await readFile(CLIP_FIXTURE)], { type: 'video/webm' }),
    'preview.webm',
  );
  const upload = await fetch(`${base}/api/file/upload-clip`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(upload.status).toBe(200);
  const clip = ((await upload.json()) as { data: { url: string; durationSec: number } }).data;
  const saved = await fetch(`${base}/api/product/update-product-details`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      _id: product._id,
      previewClip: { src: clip.url, poster: product.image![0], durationSec: clip.durationSec },
    }),
  });
  expect(saved.status).toBe(200);
  return clip.url;
}

const clipPathOf = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((image) => (image as HTMLImageElement).style.clipPath);

/** Issue 16 point 3: a shopper compares a demo LUT's before/after with the keyboard. */
describe('before/after previews and the preview clip', () => {
  const browser = useBrowser();
  let product: CatalogueProduct & { image?: string[] };
  let clipUrl: string;

  beforeAll(async () => {
    const found = (await catalogueProducts()).find((p) => p.name === DEMO_PRODUCT);
    if (!found) throw new Error(`the demo catalogue has no "${DEMO_PRODUCT}"`);
    product = found;
    clipUrl = await giveClip(product);
  });

  for (const viewport of viewports) {
    it(`a shopper opens a demo LUT and compares before and after with the keyboard (${viewport})`, {
      timeout: 90_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        // The home page loads none of the comparison's code.
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await page.goto('/');
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        expect(scripts.filter((url) => url.includes('product-previews'))).toEqual([]);

        await page.goto(productUrl(product));
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: DEMO_PRODUCT }).waitFor();
        // The previews load as they near the screen: scroll towards them until they are there.
        const section = main.getByRole('region', { name: 'See the difference' });
        await expect
          .poll(async () => {
            await page.mouse.wheel(0, 400);
            return section.count();
          }, WAIT)
          .toBe(1);
        await section.scrollIntoViewIfNeeded();
        const slider = section.getByRole('slider', {
          name: 'Before and after divider: Golden hour landscape',
        });
        await slider.waitFor();
        expect(scripts.some((url) => url.includes('product-previews'))).toBe(true);
        const afterName = 'After: Golden hour landscape';
        // Both pictures really load.
        await expect
          .poll(() =>
            section
              .getByRole('img', { name: afterName })
              .evaluate((image) => (image as HTMLImageElement).naturalWidth),
          )
          .toBe(800);
        expect(await slider.getAttribute('aria-valuenow')).toBe('50');
        expect(await clipPathOf(page, afterName)).toMatch(/inset\(0(px)? 0(px)? 0(px)? 50%\)/);

        await slider.focus();
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('40');
        expect(await clipPathOf(page, afterName)).toMatch(/40%\)$/);
        await page.keyboard.press('PageDown');
        await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('20');
        await page.keyboard.press('End');
        await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('100');
        await page.keyboard.press('Home');
        await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('0');
        expect(await clipPathOf(page, afterName)).toMatch(/ 0%\)$/);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('PageUp');
        await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('25');
        await screenshot(page, `previews-compared-${viewport}`);

        // The second pair, chosen from its button, starts in the middle again.
        await section.getByRole('button', { name: 'City at dusk' }).click();
        const dusk = section.getByRole('slider', {
          name: 'Before and after divider: City at dusk',
        });
        await expect.poll(() => dusk.getAttribute('aria-valuenow')).toBe('50');

        // The clip: muted, inline, nothing loaded before the shopper plays it.
        const video = section.getByLabel(`Preview clip: ${DEMO_PRODUCT}`);
        expect(await video.getAttribute('preload')).toBe('none');
        expect(await video.evaluate((v) => (v as HTMLVideoElement).muted)).toBe(true);
        expect(await video.getAttribute('src')).toBe(clipUrl);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'product-previews');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a product card plays the clip only while a mouse rests on it (desktop)', {
    timeout: 60_000,
  }, async () => {
    const { page, context, problems } = await browser.open('desktop');
    try {
      const clipRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/uploads/clips/')) clipRequests.push(request.url());
      });
      await page.goto(`/search?q=${encodeURIComponent('Teal Orange LUT')}`);
      const card = page.getByRole('link', { name: new RegExp(DEMO_PRODUCT) });
      await card.first().waitFor();
      // Nothing of the clip before the hover: no video element, no request.
      expect(await page.getByTestId('card-clip').count()).toBe(0);
      expect(clipRequests).toEqual([]);
      await card.first().getByRole('img').first().hover();
      const video = page.getByTestId('card-clip');
      await video.waitFor();
      expect(await video.evaluate((v) => (v as HTMLVideoElement).muted)).toBe(true);
      await expect.poll(() => clipRequests.length).toBeGreaterThan(0);
      await screenshot(page, 'previews-card-hover-desktop');
      await page.mouse.move(2, 2);
      await expect.poll(() => page.getByTestId('card-clip').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an admin sees the pairs and the clip in the product form (375 and 1280 px)', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await browser.open('desktop');
    try {
      await logIn(page, inject('adminEmail'), inject('adminPassword'));
      await page.goto('/dashboard/product');
      await page.getByRole('searchbox', { name: 'Search products' }).fill('Teal Orange LUT');
      await page.getByRole('button', { name: `Edit ${DEMO_PRODUCT}` }).click();
      const dialog = page.getByRole('dialog');
      const pairs = dialog.getByRole('list', { name: 'Before/after pairs' });
      await pairs.scrollIntoViewIfNeeded();
      expect(await pairs.getByRole('listitem').count()).toBe(2);
      await expect.poll(() => pairs.textContent()).toContain('City at dusk');
      await dialog.getByText(/^Clip of 1 s/).waitFor();
      expect(await dialog.getByRole('button', { name: 'Add Pair' }).isDisabled()).toBe(true);
      await checkPage(page, 'admin-product-previews', { bothWidths: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
