import { readFile } from 'node:fs/promises';
import { formatPaise } from '@store/contract/gst';
import { salePrice } from '@store/contract/pricing';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { checkPage } from './support/axe.js';
import {
  expectNoHorizontalScroll,
  useBrowser,
  type ViewportName,
  waitForToastsToClear,
} from './support/browser.js';
import { createProduct } from './support/catalogue.js';
import { waitForMail } from './support/mail.js';
import { E2E_SELLER } from './support/seller.js';
import { type CatalogueProduct, expectText, productUrl, registerShopper } from './support/shop.js';

const WAIT = { timeout: 15_000 };
const PASSWORD = 'Saffron-Kite-Lantern-42';
const BUYER_GSTIN = '29AAGCB7383J1Z4';
const BUSINESS = 'Rao Films LLP';

async function addToCart(page: Page, product: CatalogueProduct) {
  await page.goto(productUrl(product));
  const details = page.getByRole('heading', { level: 1, name: product.name }).locator('..');
  await details.waitFor(WAIT);
  await details.getByRole('button', { name: 'Add', exact: true }).click();
  await expectText(page, 'Item added');
  await waitForToastsToClear(page);
}

describe('GST invoice of a business purchase', () => {
  const browser = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`a business buyer gives a GSTIN, pays and downloads the tax invoice PDF (${viewport})`, {
      timeout: 180_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        const product = await createProduct({ label: `GST invoice ${viewport}` });
        const email = `gst-buyer-${viewport}-${Date.now()}@example.com`;
        await registerShopper(page, email, PASSWORD);
        await addToCart(page, product);
        await page.goto('/checkout');
        const mobile = page.getByLabel('Mobile number');
        await mobile.waitFor(WAIT);
        await mobile.fill('9876543210');

        // The GST area, by keyboard: Space opens it, then the GSTIN fills in its state.
        const wants = page.getByRole('checkbox', { name: 'I need a GST invoice' });
        await wants.focus();
        await page.keyboard.press('Space');
        const gstin = page.getByLabel('GSTIN (for a business, optional)');
        await gstin.fill(`${BUYER_GSTIN.slice(0, 14)}X`);
        await page.getByLabel('Business name').fill(BUSINESS);
        expect(await page.getByLabel('State').inputValue()).toBe('29');
        await page.getByRole('button', { name: 'Pay with Cashfree' }).click();
        // A mistyped check character: refused on the page, focus on the GSTIN.
        await expect
          .poll(() => gstin.evaluate((el) => el === document.activeElement), WAIT)
          .toBe(true);
        expect(await gstin.getAttribute('aria-invalid')).toBe('true');
        await checkPage(page, 'checkout-gst-invalid');
        await gstin.fill(BUYER_GSTIN.toLowerCase());
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'checkout-gst-invoice');
        await page.getByRole('button', { name: 'Pay with Cashfree' }).click();
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await page.waitForURL((url) => url.pathname === '/pay/simulator', WAIT);
        const orderId = (await page.getByTestId('sim-order-id').textContent())!.trim();
        await page.getByRole('button', { name: /^Pay ₹/ }).click();
        await page.waitForURL((url) => url.pathname === '/cashfree', WAIT);
        await expectText(page, 'Cashfree payment success');

        // My Orders: the item's Invoice link downloads the PDF.
        await page.goto('/dashboard/myorders');
        const active = page.getByRole('region', { name: 'Active Products' });
        await active.getByRole('heading', { name: product.name }).waitFor(WAIT);
        const invoiceLink = active.getByRole('link', { name: /^Invoice INV\/\d{4}\/\d{6} for / });
        await invoiceLink.waitFor(WAIT);
        const number = /INV\/\d{4}\/\d{6}/.exec((await invoiceLink.textContent()) ?? '')![0];
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'my-orders-invoice');
        const [download] = await Promise.all([
          page.waitForEvent('download', WAIT),
          invoiceLink.click(),
        ]);
        expect(download.suggestedFilename()).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
        const pdf = await readFile((await download.path())!);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
        const amount = salePrice(product.price, product.discount) * 100;
        for (const expected of [
          'Tax Invoice',
          `Invoice No.: ${number}`,
          `Order ID: ${orderId}`,
          E2E_SELLER.SELLER_LEGAL_NAME,
          `GSTIN: ${E2E_SELLER.SELLER_GSTIN}`,
          BUSINESS,
          `GSTIN: ${BUYER_GSTIN}`,
          'Place of supply: Karnataka (29)',
          'IGST 18%',
          `Total paid: ${formatPaise(amount)}`,
        ]) {
          expect(text).toContain(expected);
        }

        // The receipt links the invoice too.
        const receipt = await waitForMail(email, (mail) => mail.subject.includes(orderId));
        expect(receipt.text).toContain(`/api/order/invoice/${orderId}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
