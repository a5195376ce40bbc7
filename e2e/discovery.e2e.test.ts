import { listingPath } from '@store/contract/slug';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { expectNoHorizontalScroll, useBrowser, type ViewportName } from './support/browser.js';
import { catalogueProducts } from './support/shop.js';

/**
 * Issue 16 point 1: a shopper narrows a listing to free DaVinci Resolve LUTs, newest first,
 * shares the address, and walks back and forward through the choices. The listing is made
 * for the journey (admin API) so its products and their order are known.
 */

/** Waits on the store's replies: a busy shared machine can take seconds. */
const WAIT = { timeout: 15_000 };

interface Made {
  _id: string;
  name: string;
}

const stamp = Date.now().toString(36);
/** Created in this order: the newest is the last. */
const PLAN = [
  { name: `Teal Resolve LUTs ${stamp}`, price: 0, software: 'DaVinci Resolve', format: 'CUBE' },
  { name: `Paid Resolve LUTs ${stamp}`, price: 499, software: 'DaVinci Resolve', format: 'CUBE' },
  { name: `Film Resolve LUTs ${stamp}`, price: 0, software: 'DaVinci Resolve', format: 'CUBE' },
  { name: `Premiere Free LUTs ${stamp}`, price: 0, software: 'Premiere Pro', format: 'CUBE' },
  { name: `Resolve PowerGrades ${stamp}`, price: 0, software: 'DaVinci Resolve', format: 'DRX' },
  { name: `Noir Resolve LUTs ${stamp}`, price: 0, software: 'DaVinci Resolve', format: 'CUBE' },
];
/** Free, DaVinci Resolve, CUBE, newest first. */
const EXPECTED = [PLAN[5]!.name, PLAN[2]!.name, PLAN[0]!.name];

async function adminCall(path: string, body: unknown, token: string) {
  const res = await fetch(`${inject('storeUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { data: Made; message: string };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${reply.message}`);
  return reply.data;
}

/** The names on the listing's cards, in grid order, once the grid holds `count` of them. */
async function cardNames(page: Page, count: number): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  await expect
    .poll(
      async () =>
        (await grid.getAttribute('aria-busy')) === null && grid.getByRole('listitem').count(),
      {
        timeout: 15_000,
      },
    )
    .toBe(count);
  const texts = await grid.getByRole('listitem').allInnerTexts();
  return texts.map((text) => PLAN.find((p) => text.includes(p.name))?.name ?? text);
}

/** Every card shows the Free badge and no rupee price. */
async function expectAllFree(page: Page) {
  const texts = await page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('listitem')
    .allInnerTexts();
  for (const text of texts) {
    expect(text).toContain('Free');
    expect(text).not.toContain('₹');
  }
}

describe('sort and filters on a listing (issue 16)', () => {
  const browser = useBrowser();
  let listing = '';
  let categoryId = '';
  let subCategoryId = '';

  beforeAll(async () => {
    const base = inject('storeUrl');
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
    });
    const token = ((await login.json()) as { data: { accesstoken: string } }).data.accesstoken;
    const demo = (await catalogueProducts())[0] as unknown as { image: string[] };
    const image = demo.image[0]!;
    const category = await adminCall(
      '/api/category/add-category',
      { name: `Grading Lab ${stamp}`, image },
      token,
    );
    const subCategory = await adminCall(
      '/api/subcategory/create',
      { name: `Looks Lab ${stamp}`, image, category: [category._id] },
      token,
    );
    for (const plan of PLAN) {
      await adminCall(
        '/api/product/create',
        {
          name: plan.name,
          image: [image],
          category: [category._id],
          subCategory: [subCategory._id],
          unit: '12 looks',
          stock: 999,
          price: plan.price,
          discount: 0,
          description: 'Looks for the journey.',
          compatibleSoftware: [{ software: plan.software }],
          includedFiles: [
            { name: `looks.${plan.format.toLowerCase()}`, format: plan.format, sizeBytes: 2048 },
          ],
        },
        token,
      );
    }
    categoryId = category._id;
    subCategoryId = subCategory._id;
    listing = listingPath(category, subCategory);
  });

  /** What the store's call answers for these filters: the set the page must show. */
  async function apiResults(filters: Record<string, unknown>) {
    const res = await fetch(
      `${inject('storeUrl')}/api/product/get-pruduct-by-category-and-subcategory`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          categoryId,
          subCategoryId,
          page: 1,
          limit: 200,
          sort: 'newest',
          filters,
        }),
      },
    );
    return ((await res.json()) as { data: { name: string; price: number }[] }).data;
  }

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`filters to free DaVinci Resolve LUTs, newest first, and shares the address (${viewport})`, {
      timeout: 120_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await page.goto(listing);
        await page.getByRole('heading', { level: 1, name: `Looks Lab ${stamp}` }).waitFor();

        if (viewport === 'desktop') {
          const filters = page.getByRole('region', { name: 'Filters' });
          // Counts come before anything is chosen: five of the six are free.
          await filters.getByRole('checkbox', { name: 'Free only (5)' }).click();
          await page.waitForURL(/free=1/);
          await filters.getByRole('checkbox', { name: /^DaVinci Resolve \(\d+\)$/ }).click();
          await page.waitForURL(/software=DaVinci\+Resolve/);
          await filters.getByRole('checkbox', { name: /^CUBE \(\d+\)$/ }).click();
          await page.waitForURL(/format=CUBE/);
          // Premiere Pro's free LUT would be the only one: the count says so.
          await expect
            .poll(() => filters.getByRole('checkbox', { name: 'Premiere Pro (1)' }).count(), WAIT)
            .toBe(1);
          await checkPage(page, 'listing-filters');
        } else {
          await page.getByRole('button', { name: 'Filters', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: 'Filters' });
          await dialog.getByRole('checkbox', { name: 'Free only (5)' }).click();
          await dialog.getByRole('checkbox', { name: /^DaVinci Resolve \(\d+\)$/ }).click();
          await dialog.getByRole('checkbox', { name: /^CUBE \(\d+\)$/ }).click();
          const show = dialog.getByRole('button', { name: 'Show 3 results' });
          await show.waitFor();
          await checkPage(page, 'listing-filters-dialog');
          await show.click();
          await page.waitForURL(/format=CUBE/);
          await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
          await expect
            .poll(() => page.getByRole('button', { name: 'Filters (3)' }).count(), WAIT)
            .toBe(1);
        }
        // Sorted another way, then newest first (the listing's default: no `sort` in the address).
        const sort = page.getByRole('combobox', { name: 'Sort by' });
        await sort.selectOption({ label: 'Price: high to low' });
        await page.waitForURL(/sort=price-desc/);
        await sort.selectOption({ label: 'Newest' });
        await page.waitForURL((url) => !url.search.includes('sort='));

        expect(await cardNames(page, 3)).toEqual(EXPECTED);
        await expectAllFree(page);
        // The store's own answer for the same choices is the same set, in the same order.
        const fromApi = await apiResults({
          free: true,
          software: ['DaVinci Resolve'],
          format: ['CUBE'],
        });
        expect(fromApi.map((p) => p.name)).toEqual(EXPECTED);
        expect(fromApi.every((p) => p.price === 0)).toBe(true);
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: '3 products' }).count(), WAIT)
          .toBe(1);
        await expectNoHorizontalScroll(page);
        await checkPage(page, `listing-filtered`);

        // The address opened afresh (a shared link) shows the same results and choices.
        const shared = page.url();
        const other = await browser.open(viewport);
        try {
          await other.page.goto(shared);
          expect(await cardNames(other.page, 3)).toEqual(EXPECTED);
          await expectAllFree(other.page);
          if (viewport === 'desktop') {
            const filters = other.page.getByRole('region', { name: 'Filters' });
            expect(await filters.getByRole('checkbox', { name: /^Free only/ }).isChecked()).toBe(
              true,
            );
            expect(await filters.getByRole('checkbox', { name: /^CUBE/ }).isChecked()).toBe(true);
          } else {
            await other.page.getByRole('button', { name: 'Filters (3)' }).waitFor();
          }
          expect(other.problems).toEqual([]);
        } finally {
          await other.context.close();
        }

        // Back: the price sort again; back again: before the sort; forward twice: newest.
        await page.goBack();
        await page.waitForURL(/sort=price-desc/);
        expect(await sort.inputValue()).toBe('price-desc');
        await page.goBack();
        await page.waitForURL(
          (url) => !url.search.includes('sort=') && url.search.includes('format=CUBE'),
        );
        if (viewport === 'desktop') {
          // Before CUBE was chosen: the PowerGrades (DRX) are back.
          await page.goBack();
          await page.waitForURL((url) => !url.search.includes('format='));
          expect(await cardNames(page, 4)).toContain(PLAN[4]!.name);
          await page.goForward();
          await page.waitForURL(/format=CUBE/);
        } else {
          // Before the dialog's choices: the phone's rows by sub-category.
          await page.goBack();
          await page.waitForURL((url) => url.search === '');
          await page.getByRole('region', { name: `Looks Lab ${stamp}` }).waitFor();
          await page.goForward();
          await page.waitForURL(/format=CUBE/);
        }
        expect(await cardNames(page, 3)).toEqual(EXPECTED);
        await page.goForward();
        await page.goForward();
        await page.waitForURL(
          (url) => !url.search.includes('sort=') && url.search.includes('free=1'),
        );
        expect(await cardNames(page, 3)).toEqual(EXPECTED);

        // Clear all: the listing as it was, every product back.
        await page.getByRole('button', { name: 'Clear all' }).first().click();
        await page.waitForURL((url) => url.search === '');
        if (viewport === 'desktop') expect(await cardNames(page, 6)).toHaveLength(6);
        else await page.getByRole('region', { name: `Looks Lab ${stamp}` }).waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('filters search results and New Products the same way (desktop and phone)', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await browser.open('desktop');
    try {
      await page.goto(`/search?q=${encodeURIComponent(`Resolve ${stamp}`)}`);
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      expect(await sort.inputValue()).toBe('relevance');
      const filters = page.getByRole('region', { name: 'Filters' });
      await filters.getByRole('checkbox', { name: /^Free only \(\d+\)$/ }).click();
      await filters.getByRole('checkbox', { name: /^CUBE \(\d+\)$/ }).click();
      await sort.selectOption({ label: 'Newest' });
      await page.waitForURL(/sort=newest/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(`Resolve ${stamp}`);
      // The store's own answer for the same text and choices: the page shows that, in order.
      const reply = await fetch(`${inject('storeUrl')}/api/product/search-product`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          search: `Resolve ${stamp}`,
          page: 1,
          sort: 'newest',
          filters: { free: true, format: ['CUBE'] },
        }),
      });
      const expected = ((await reply.json()) as { data: { name: string; price: number }[] }).data;
      expect(expected.map((p) => p.name)).toContain(PLAN[5]!.name);
      expect(expected.every((p) => p.price === 0)).toBe(true);
      await page
        .getByRole('heading', { level: 1, name: `Search Results: ${expected.length}` })
        .waitFor();
      const results = page.getByRole('list', { name: 'Results' });
      await expect.poll(() => results.getAttribute('aria-busy'), WAIT).toBeNull();
      const texts = await results.getByRole('listitem').allInnerTexts();
      expect(texts).toHaveLength(expected.length);
      expected.forEach((product, index) => {
        expect(texts[index]).toContain(product.name);
        expect(texts[index]).toContain('Free');
      });
      await checkPage(page, 'search-filtered', { bothWidths: true });

      await page.goto('/new-products?sort=price-asc&free=1');
      const newFilters = page.getByRole('region', { name: 'Filters' });
      expect(await newFilters.getByRole('checkbox', { name: /^Free only/ }).isChecked()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price-asc');
      const grid = page.getByRole('list', { name: 'New products' });
      await expect.poll(() => grid.getByRole('listitem').count(), WAIT).toBeGreaterThan(0);
      for (const text of await grid.getByRole('listitem').allInnerTexts()) {
        expect(text).toContain('Free');
      }
      await checkPage(page, 'new-products-filtered', { bothWidths: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
