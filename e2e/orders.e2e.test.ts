import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { expectNoHorizontalScroll, useBrowser, type ViewportName } from './support/browser.js';
import { createProducts } from './support/catalogue.js';
import { apiShopper, logIn } from './support/shop.js';

const WAIT = { timeout: 15_000 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 17 point 1: a shopper opens an order's own page from My Orders (a paid one with
 * Download Now, a failed one under 'Failed Products'); an admin finds the order on the
 * Orders view by the buyer's e-mail and reads its history.
 */
describe('orders as orders', () => {
  const browser = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    const email = `meera-orders-${viewport}-${Date.now()}@example.com`;
    const password = 'Marigold-Ferry-Lantern-7';
    let buyer: Awaited<ReturnType<typeof apiShopper>>;
    beforeAll(async () => {
      buyer = await apiShopper(email, password);
    });

    it(`the shopper opens an order's page; the admin finds it by e-mail with its history (${viewport})`, {
      timeout: 120_000,
    }, async () => {
      const [bought, failedOne] = await createProducts(
        { label: `Orders bought ${viewport}` },
        { label: `Orders failed ${viewport}` },
      );
      const paidOrder = await buyer.buy(bought._id, 'pay');
      const failedOrder = await buyer.buy(failedOne._id, 'fail');

      const shopper = await browser.open(viewport);
      try {
        const { page } = shopper;
        await logIn(page, email, password);
        await page.goto('/dashboard/myorders');
        const failedList = page.getByRole('list', { name: 'Failed Products' });
        await failedList.getByText('FAILED', { exact: true }).waitFor(WAIT);
        await failedList.getByRole('heading', { name: failedOne.name }).waitFor(WAIT);
        await page
          .getByRole('list', { name: 'Active Products' })
          .getByRole('link', { name: new RegExp(`^View order ?: ${escapeRegExp(bought.name)}$`) })
          .click();
        await page.waitForURL((url) => url.pathname === `/dashboard/myorders/${paidOrder}`);
        await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor(WAIT);
        await page.getByText(paidOrder).first().waitFor(WAIT);
        await page.getByText('PAID', { exact: true }).waitFor(WAIT);
        const download = page.getByRole('link', {
          name: new RegExp(`^Download Now ?: ${escapeRegExp(bought.name)}$`),
        });
        await download.waitFor(WAIT);
        expect(await download.getAttribute('href')).toBe(`/api/download/${bought._id}`);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'order-page');

        // The failed order's page: no download, and why.
        await page.goto(`/dashboard/myorders/${failedOrder}`);
        await page.getByText(/The payment failed/).waitFor(WAIT);
        expect(await page.getByRole('link', { name: /^Download Now/ }).count()).toBe(0);
        await checkPage(page, 'order-page-failed');
        expect(shopper.problems).toEqual([]);
      } finally {
        await shopper.context.close();
      }

      const admin = await browser.open(viewport);
      try {
        const { page } = admin;
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto('/dashboard/orders');
        await page.getByRole('heading', { level: 1, name: /^Orders/ }).waitFor(WAIT);
        await page.getByRole('searchbox', { name: 'Search orders' }).fill(email);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT)
          .toBe('Orders (2)');
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'admin-orders');

        await page.getByRole('link', { name: paidOrder }).first().click();
        await page.waitForURL((url) => url.pathname === `/dashboard/orders/${paidOrder}`);
        const history = page.getByRole('list', { name: 'History' });
        await history.getByText(/PENDING → PAID by Payment webhook/).waitFor(WAIT);
        await page.getByRole('list', { name: 'Payment events' }).getByText('SUCCESS').waitFor(WAIT);
        await page.getByText(email).first().waitFor(WAIT);
        await page.getByText(bought.name).first().waitFor(WAIT);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'admin-order');
        expect(admin.problems).toEqual([]);
      } finally {
        await admin.context.close();
      }
    });
  }
});
