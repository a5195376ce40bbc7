import { describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import {
  expectNoHorizontalScroll,
  useBrowser,
  type ViewportName,
  waitForToastsToClear,
} from './support/browser.js';
import { createProduct } from './support/catalogue.js';
import { downloadOutcome, expectText, logIn, productUrl, registerShopper } from './support/shop.js';

const WAIT = { timeout: 15_000 };
const PASSWORD = 'Marigold-Ferry-Lantern-17';

/**
 * Issue 17 point 5: an admin creates a 100% coupon on the Coupons screen; a shopper applies
 * it at checkout, the total is ₹0, the order completes without the payment page and the
 * product downloads at once.
 */
describe('coupons', () => {
  const browser = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`an admin's 100% coupon makes an order ₹0 that downloads at once (${viewport})`, {
      timeout: 180_000,
    }, async () => {
      const code = `FREE-${viewport.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
      const admin = await browser.open(viewport);
      try {
        const { page } = admin;
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto('/dashboard/coupons');
        const form = page.getByRole('form', { name: 'New coupon' });
        await form.waitFor(WAIT);

        // Nothing filled in: each problem under its field, focus on the first.
        await form.getByRole('button', { name: 'Create coupon' }).click();
        await expectText(page, 'Enter a promo code.');
        const codeField = form.getByRole('textbox', { name: 'Promo code' });
        await expect
          .poll(() => codeField.evaluate((el) => el === document.activeElement))
          .toBe(true);
        expect(await codeField.getAttribute('aria-invalid')).toBe('true');
        await checkPage(page, 'admin-coupon-form-invalid');

        await codeField.fill(code);
        await form.getByLabel('Discount type').selectOption('percent');
        await form.getByRole('textbox', { name: 'Amount off (%)' }).fill('100');
        await form.getByRole('textbox', { name: 'Total uses' }).fill('1');
        await form.getByRole('textbox', { name: 'Uses per buyer' }).fill('1');
        await form.getByRole('button', { name: 'Create coupon' }).click();
        await expectText(page, 'Coupon created');
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: code }) });
        await card.waitFor(WAIT);
        expect(await card.textContent()).toContain('100% off');
        expect(await card.textContent()).toContain('0 paid of 1');
        await expectNoHorizontalScroll(page);
        await waitForToastsToClear(page);
        await checkPage(page, 'admin-coupons');
        expect(admin.problems).toEqual([]);
      } finally {
        await admin.context.close();
      }

      const shopper = await browser.open(viewport);
      try {
        const { page } = shopper;
        const product = await createProduct({ label: `Coupons ${viewport}` });
        await registerShopper(page, `coupon-${viewport}-${Date.now()}@example.com`, PASSWORD);
        await page.goto(productUrl(product));
        const details = page.getByRole('heading', { level: 1, name: product.name }).locator('..');
        await details.getByRole('button', { name: 'Add', exact: true }).click();
        await expectText(page, 'Item added');
        await page.goto('/checkout');
        await page.getByLabel('Mobile number').fill('9876543210');

        const promo = page.getByRole('region', { name: 'Promo code' });
        await promo.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
        await promo.getByRole('button', { name: 'Apply' }).click();
        await promo.getByText(/applied: you save/).waitFor(WAIT);
        expect(await page.getByTestId('amount-to-pay').textContent()).toBe('₹0');
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'checkout-coupon-applied');

        await page.getByRole('button', { name: 'Complete order for ₹0' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard/myorders', WAIT);
        const active = page.getByRole('region', { name: 'Active Products' });
        await active.getByRole('heading', { name: product.name }).waitFor(WAIT);
        const link = active.getByRole('link', { name: 'Download Now' }).first();
        expect(await link.getAttribute('href')).toBe(`/api/download/${product._id}`);
        expect((await downloadOutcome(page, product._id)).status).toBe(302);
        await waitForToastsToClear(page);
        await checkPage(page, 'my-orders-after-coupon');
        expect(shopper.problems).toEqual([]);
      } finally {
        await shopper.context.close();
      }
    });
  }
});
