import { describe, expect, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { expectNoHorizontalScroll, useBrowser, type ViewportName } from './support/browser.js';
import { createProducts } from './support/catalogue.js';
import { productUrl, registerShopper } from './support/shop.js';

const viewports: ViewportName[] = ['phone', 'desktop'];

/** Issue 16 point 5: a visitor's wishlist survives signing up; recently viewed products. */
describe('wishlist and recently viewed', () => {
  const browser = useBrowser();

  for (const viewport of viewports) {
    it(`a visitor saves products, signs up and finds them in the account's wishlist (${viewport})`, {
      timeout: 90_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        const [first, second] = await createProducts(
          { label: `Wishlist first ${viewport}` },
          { label: `Wishlist second ${viewport}` },
        );

        // Two product pages: the second shows the first as recently viewed.
        await page.goto(productUrl(first));
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: first.name }).waitFor();
        const save = main.getByRole('button', { name: 'Save to wishlist' }).first();
        await save.click();
        await expect
          .poll(() =>
            main.getByRole('button', { name: 'Remove from wishlist' }).first().isVisible(),
          )
          .toBe(true);
        await page.goto(productUrl(second));
        await main.getByRole('heading', { level: 1, name: second.name }).waitFor();
        const recent = page.getByRole('region', { name: 'Recently viewed' });
        await recent.scrollIntoViewIfNeeded();
        await expect.poll(() => recent.getByRole('link', { name: first.name }).count()).toBe(1);
        await main.getByRole('button', { name: 'Save to wishlist' }).first().click();
        await checkPage(page, 'product-recently-viewed');

        // The visitor's list lives in the browser until they sign up.
        await page.goto('/wishlist');
        const saved = page.getByRole('main');
        await saved.getByText(first.name).first().waitFor();
        await saved.getByText(second.name).first().waitFor();
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'wishlist-visitor');

        const email = `wish-${viewport}-${Date.now()}@example.com`;
        await registerShopper(page, email, 'Wishlist#2026');
        // Merged into the account on sign-in, then no longer kept in the browser.
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('store:wishlist')))
          .toBeNull();
        await page.goto('/wishlist');
        await saved.getByText(first.name).first().waitFor();
        await saved.getByText(second.name).first().waitFor();
        await checkPage(page, 'wishlist');

        // Another browser of the same shopper sees the list the server keeps.
        const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
        const server = await page.request.get('/api/wishlist/get', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(server.status()).toBe(200);
        const names = ((await server.json()) as { data: { product: { name: string } }[] }).data.map(
          (item) => item.product.name,
        );
        expect(names.sort()).toEqual([first.name, second.name].sort());

        // Move to cart: the product goes to the cart and leaves the wishlist.
        await saved
          .getByRole('button', { name: /Move to cart/ })
          .first()
          .click();
        await expect
          .poll(() => saved.getByRole('button', { name: /Move to cart/ }).count())
          .toBe(1);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
