import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import {
  expectNoHorizontalScroll,
  expectTableLayout,
  useBrowser,
  type ViewportName,
  waitForToastsToClear,
} from './support/browser.js';
import { createProducts } from './support/catalogue.js';
import { apiShopper, expectText, logIn } from './support/shop.js';

const WAIT = { timeout: 15_000 };

/**
 * A payment's table row (1280 px) or card (phone), found by its order id (the id cell holds
 * the whole text).
 */
const rowOf = (page: Page, orderId: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: orderId });

describe('admin payments', () => {
  const browser = useBrowser();
  let buyer: Awaited<ReturnType<typeof apiShopper>>;
  const buyerEmail = `kabir-${Date.now()}@example.com`;
  beforeAll(async () => {
    buyer = await apiShopper(buyerEmail, 'Saffron-Kite-Lantern-42');
  });

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`an admin allows a pending payment and blocks a paid one; the buyer's download follows (${viewport})`, {
      timeout: 120_000,
    }, async () => {
      const [paidOne, pendingOne] = await createProducts(
        { label: `Admin payments paid ${viewport}` },
        { label: `Admin payments pending ${viewport}` },
      );
      const paidOrder = await buyer.buy(paidOne._id, 'pay');
      const pendingOrder = await buyer.buy(pendingOne._id, 'fail');
      expect(await buyer.downloadStatus(paidOne._id)).toBe(302);
      expect(await buyer.downloadStatus(pendingOne._id)).toBe(403);

      const { page, context, problems } = await browser.open(viewport);
      try {
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto('/dashboard/payments');
        await page.getByRole('article', { name: 'Total Payments' }).waitFor(WAIT);
        await rowOf(page, pendingOrder).waitFor(WAIT);
        await expectNoHorizontalScroll(page);
        // Issue 15: no sideways scrolling at 1280 px, a card a payment on a phone.
        await expectTableLayout(page, 'Payments', viewport === 'desktop' ? 'table' : 'cards');
        // The User ID names a person: the buyer's e-mail beside the id.
        await rowOf(page, pendingOrder).getByText(buyerEmail).waitFor(WAIT);
        await checkPage(page, 'admin-payments');

        // Allow the pending payment: the unique id asked for is its order id.
        await rowOf(page, pendingOrder)
          .getByRole('button', { name: `Allow: ${pendingOne.name}` })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Allow Access' });
        await dialog.getByRole('textbox', { name: 'Unique ID' }).fill(pendingOrder);
        await checkPage(page, 'admin-payments-allow');
        await dialog.getByRole('button', { name: 'Allow', exact: true }).click();
        await expectText(page, 'Access Granted');
        await expect.poll(() => buyer.downloadStatus(pendingOne._id), WAIT).toBe(302);

        // Block the paid one: the download stops, and Allow brings it back.
        await waitForToastsToClear(page);
        await rowOf(page, paidOrder)
          .getByRole('button', { name: `Block Access: ${paidOne.name}` })
          .click();
        const block = page.getByRole('dialog', { name: 'Block Access' });
        await block.waitFor();
        await checkPage(page, 'admin-payments-block');
        await block.getByRole('button', { name: 'Block Access' }).click();
        await expectText(page, 'Access Blocked');
        expect(await buyer.downloadStatus(paidOne._id)).toBe(403);

        await waitForToastsToClear(page);
        await rowOf(page, paidOrder)
          .getByRole('button', { name: `Allow: ${paidOne.name}` })
          .click();
        await dialog.getByRole('textbox', { name: 'Unique ID' }).fill(paidOrder);
        await dialog.getByRole('button', { name: 'Allow', exact: true }).click();
        await expectText(page, 'Access Granted');
        expect(await buyer.downloadStatus(paidOne._id)).toBe(302);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
