import { formatINR } from '@store/contract/format';
import { salePrice } from '@store/contract/pricing';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { expectNoHorizontalScroll, useBrowser, type ViewportName } from './support/browser.js';
import { apiShopper, catalogueProducts, logIn } from './support/shop.js';

const WAIT = { timeout: 15_000 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 17 point 4 (decision 0044): an admin refunds one item of a two-item order through
 * the Refund dialog (by keyboard, axe clean); the buyer's download of it stops at once while
 * the other still works, and the buyer's order page says "Refunded".
 */
describe('refunds', () => {
  const browser = useBrowser();

  for (const [index, viewport] of (['phone', 'desktop'] as ViewportName[]).entries()) {
    const email = `meera-refund-${viewport}-${Date.now()}@example.com`;
    const password = 'Tamarind-Kettle-Harbour-9';
    let buyer: Awaited<ReturnType<typeof apiShopper>>;
    beforeAll(async () => {
      buyer = await apiShopper(email, password);
    });

    it(`an admin refunds one item and the buyer's download of it stops while the other still works (${viewport})`, {
      timeout: 150_000,
    }, async () => {
      const products = (await catalogueProducts()).filter((p) => p.price > 0 && p.stock > 0);
      const refunded = products[10 + index * 2]!;
      const kept = products[11 + index * 2]!;
      const orderId = await buyer.buy([refunded._id, kept._id], 'pay');
      expect(await buyer.downloadStatus(refunded._id)).toBe(302);
      expect(await buyer.downloadStatus(kept._id)).toBe(302);

      const admin = await browser.open(viewport);
      try {
        const { page } = admin;
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto(`/dashboard/orders/${orderId}`);
        const refund = page.getByRole('button', {
          name: new RegExp(`^Refund ?: ${escapeRegExp(refunded.name)}$`),
        });
        await refund.waitFor(WAIT);
        await expectNoHorizontalScroll(page);
        // By keyboard: Enter opens the dialog, focus goes to the reason.
        await refund.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Refund item' });
        await dialog.waitFor(WAIT);
        const reason = dialog.getByRole('textbox', { name: 'Reason' });
        await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('Buyer bought the wrong pack');
        await checkPage(page, 'refund-dialog');
        const amount = formatINR(salePrice(refunded.price, refunded.discount));
        await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
        await dialog.waitFor({ state: 'hidden', ...WAIT });
        const refunds = page.getByRole('list', { name: 'Refunds' });
        await refunds.getByText(/Refunded/).waitFor(WAIT);
        await refunds.getByRole('link', { name: /^Credit note CN\/\d{4}\/\d{6}/ }).waitFor(WAIT);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'admin-order-refunded');
        expect(admin.problems).toEqual([]);
      } finally {
        await admin.context.close();
      }

      // At once, not when the money arrives: the refunded item no longer downloads.
      expect(await buyer.downloadStatus(refunded._id)).toBe(403);
      expect(await buyer.downloadStatus(kept._id)).toBe(302);

      const shopper = await browser.open(viewport);
      try {
        const { page } = shopper;
        await logIn(page, email, password);
        await page.goto(`/dashboard/myorders/${orderId}`);
        await page.getByText('Refunded', { exact: true }).waitFor(WAIT);
        const downloads = page.getByRole('link', { name: /^Download Now/ });
        await downloads.first().waitFor(WAIT);
        expect(await downloads.count()).toBe(1);
        expect(await downloads.getAttribute('href')).toBe(`/api/download/${kept._id}`);
        await page.getByRole('link', { name: /^CN\/\d{4}\/\d{6} \(PDF\)$/ }).waitFor(WAIT);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'order-page-refunded');
        expect(shopper.problems).toEqual([]);
      } finally {
        await shopper.context.close();
      }
    });
  }
});
