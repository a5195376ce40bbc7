import { PRODUCT_LIMITS } from '@store/contract/product';
import { productPath } from '@store/contract/slug';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { catalogueProducts } from './support/shop.js';

const WAIT = { timeout: 10_000 };

/** The longest name product create accepts, with characters the slug rule and URLs rewrite. */
const LONGEST_NAME =
  `Cinematic Wedding LUTs, Transitions & Titles / 100% ${'Ultimate Bundle '.repeat(12)}`
    .slice(0, PRODUCT_LIMITS.nameMax)
    .trim();

/** An admin's bearer token, from the start-up account. */
async function adminToken(): Promise<string> {
  const res = await fetch(`${inject('storeUrl')}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  return ((await res.json()) as { data: { accesstoken: string } }).data.accesstoken;
}

describe('every product page address works; unknown pages are 404 (issue 13)', () => {
  const browser = useBrowser();
  let product: { _id: string; name: string };

  beforeAll(async () => {
    // A product with the longest allowed name, created as an admin does (API), with a demo
    // product's uploaded image and category.
    const base = inject('storeUrl');
    const demo = (await catalogueProducts())[0]!;
    const details = (await (
      await fetch(`${base}/api/product/get-product-details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: demo._id }),
      })
    ).json()) as { data: { image: string[]; category: { _id: string }[] } };
    const created = await fetch(`${base}/api/product/create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminToken()}`,
      },
      body: JSON.stringify({
        name: LONGEST_NAME,
        image: details.data.image.slice(0, 1),
        category: [details.data.category[0]!._id],
        unit: '1 pack',
        stock: 10,
        price: 499,
        discount: 0,
        description: 'Forty looks for weddings. Works in Premiere Pro.',
      }),
    });
    expect(created.status).toBe(200);
    product = ((await created.json()) as { data: { _id: string; name: string } }).data;
    expect(product.name).toHaveLength(LONGEST_NAME.length);
  });

  it('opens the longest-name product at its one canonical address, with canonical and share links', async () => {
    const { page, context, problems } = await browser.open('desktop');
    const origin = new URL(inject('storeUrl')).origin;
    const canonical = productPath(product);
    try {
      // The sitemap lists the canonical address.
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${origin}${canonical}</loc>`);

      // An address with the whole name (as made before slugs were bounded) and one in other
      // letter case both end on the canonical address, with the page.
      const whole = `/product/${encodeURIComponent(LONGEST_NAME.replace(/[\s,&]/g, '-'))}-${product._id}`;
      for (const address of [whole, canonical.toLowerCase(), canonical]) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        expect(new URL(page.url()).pathname, address).toBe(canonical);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT)
          .toBe(product.name);
      }
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${origin}${canonical}`,
      );

      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await page.getByRole('button', { name: 'Share: copy product link' }).click();
      await expect.poll(() => page.getByText('link copied to clipboard').isVisible()).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${origin}${canonical}`,
      );
      await checkPage(page, 'address-longest-name', { bothWidths: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown page with the app not-found page and status 404', async () => {
    const { page, context, problems } = await browser.open('phone');
    try {
      for (const address of ['/no-such-page', '/nowhere/else', '/dashboard/nothing-here']) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(404);
        await expect
          .poll(() => page.getByText('Unexpected Application Error!').isVisible(), WAIT)
          .toBe(true);
        expect(await page.getByText('404 Not Found').isVisible()).toBe(true);
        // Inside the store's layout: the shopper can search or go home from here.
        expect(await page.getByRole('banner').isVisible()).toBe(true);
      }
      await checkPage(page, 'address-not-found', { bothWidths: true });
      // The 404 replies are the answer here, not problems of the page.
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
