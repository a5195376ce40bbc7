import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage } from './support/axe.js';
import {
  expectNoHorizontalScroll,
  useBrowser,
  type ViewportName,
  waitForToastsToClear,
} from './support/browser.js';
import { createProduct, createProducts } from './support/catalogue.js';
import { waitForMail } from './support/mail.js';
import {
  type CatalogueProduct,
  downloadOutcome,
  expectText,
  productUrl,
  registerShopper,
} from './support/shop.js';

const WAIT = { timeout: 15_000 };
const PASSWORD = 'Saffron-Kite-Lantern-42';

/** The product's own details (heading, price, cart control), not the suggested cards. */
const detailsOf = (page: Page, product: CatalogueProduct) =>
  page.getByRole('heading', { level: 1, name: product.name }).locator('..');

async function addToCart(page: Page, product: CatalogueProduct) {
  await page.goto(productUrl(product));
  const details = detailsOf(page, product);
  await details.waitFor(WAIT);
  await details.getByRole('button', { name: 'Add', exact: true }).click();
  await expectText(page, 'Item added');
  await details.getByRole('button', { name: `Remove ${product.name}` }).waitFor(WAIT);
}

/** Opens the cart: the header button on a desktop, the sticky bar's View Cart on a phone. */
async function proceedToCheckout(page: Page, viewport: ViewportName) {
  await waitForToastsToClear(page);
  if (viewport === 'phone') {
    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('button', { name: /Proceed/ }).waitFor();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /\d+ Items?/ })
      .click();
    // The drawer's body loads with its first opening (or earlier, once the page is idle).
    await page
      .getByRole('dialog', { name: 'Cart' })
      .getByRole('button', { name: /Proceed/ })
      .waitFor();
  }
  // The drawer at a phone's width too; the /cart page at a desktop's.
  await checkPage(page, viewport === 'phone' ? 'cart-page' : 'cart-drawer', { bothWidths: true });
  await page.getByRole('button', { name: /Proceed/ }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** The text of the elements an element's aria-describedby points at. */
const descriptionOf = (target: Locator) =>
  target.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/**
 * Checkout → simulator by keyboard, in SPEC §2's steps: e-mail and mobile with 'Pay with
 * Cashfree', then 'Pay Now'. A new shopper has no mobile number yet, so the first press is
 * refused and focus goes to the field with its message; focus then follows each button.
 */
async function payInSimulator(page: Page, _viewport: ViewportName, outcome: 'Pay' | 'Fail') {
  await page.getByRole('heading', { name: 'Checkout' }).waitFor(WAIT);
  const mobile = page.getByLabel('Mobile number');
  expect(await mobile.inputValue()).toBe('');
  const payWithCashfree = page.getByRole('button', { name: 'Pay with Cashfree' });
  await payWithCashfree.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => isFocused(mobile), WAIT).toBe(true);
  expect(await mobile.getAttribute('aria-invalid')).toBe('true');
  expect(await descriptionOf(mobile)).toBe('Mobile number must be a 10-digit Indian mobile number');
  if (outcome === 'Pay') await checkPage(page, 'checkout-invalid-mobile');

  await page.keyboard.type('9876543210');
  // Past the (closed) GST invoice option, decision 40, to the button.
  await page.keyboard.press('Tab');
  expect(await isFocused(page.getByRole('checkbox', { name: 'I need a GST invoice' }))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await isFocused(payWithCashfree)).toBe(true);
  await page.keyboard.press('Enter');
  // 'Pay Now' replaces the pressed button and takes its focus (never <body>).
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await expect.poll(() => isFocused(payNow), WAIT).toBe(true);
  expect(await mobile.getAttribute('aria-invalid')).toBeNull();
  if (outcome === 'Pay') await checkPage(page, 'checkout-pay-now');
  await payNow.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/pay/simulator', WAIT);
  await expectText(page, /Test payments/);
  await expectNoHorizontalScroll(page);
  if (outcome === 'Pay') await checkPage(page, 'simulator');
  const orderId = (await page.getByTestId('sim-order-id').textContent())!.trim();
  await page.getByRole('button', { name: outcome === 'Pay' ? /^Pay ₹/ : 'Fail' }).click();
  return orderId;
}

describe('buying and downloading', () => {
  const browser = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`a shopper adds two products, removes one, pays, downloads; a failed payment is listed (${viewport})`, {
      timeout: 180_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        const [first, second, third] = await createProducts(
          { label: `Payments first ${viewport}` },
          { label: `Payments second ${viewport}` },
          { label: `Payments third ${viewport}` },
        );
        const email = `buyer-${viewport}-${Date.now()}@example.com`;
        await registerShopper(page, email, PASSWORD);

        await addToCart(page, first);
        await addToCart(page, second);
        // Removing one opens its feedback survey.
        await waitForToastsToClear(page);
        await detailsOf(page, second)
          .getByRole('button', { name: `Remove ${second.name}` })
          .click();
        const survey = page.getByRole('dialog', { name: 'Feedback' });
        await survey.getByText('How would you rate this product?').waitFor(WAIT);
        await checkPage(page, 'survey');
        await survey.getByRole('button', { name: 'Excellent' }).click();
        await survey.getByRole('button', { name: 'Close', exact: true }).click();
        await expectText(page, 'Thank you for your feedback');
        await detailsOf(page, second).getByRole('button', { name: 'Add', exact: true }).waitFor();

        await proceedToCheckout(page, viewport);
        await expectText(page, '1 item');
        // The page itself, not its loading state ('1 item' also matches the header's cart).
        await page.getByLabel('Mobile number').waitFor(WAIT);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'checkout');
        const orderId = await payInSimulator(page, viewport, 'Pay');

        // Back on the return page, verified by the server.
        await page.waitForURL((url) => url.pathname === '/cashfree', WAIT);
        await expectText(page, 'Cashfree payment success');
        await expectText(page, orderId);
        await checkPage(page, 'payment-success');

        // My Orders: the product with its download; the link reaches the drive link.
        await page.goto('/dashboard/myorders');
        const active = page.getByRole('region', { name: 'Active Products' });
        await active.getByRole('heading', { name: first.name }).waitFor(WAIT);
        const link = active.getByRole('link', { name: 'Download Now' }).first();
        expect(await link.getAttribute('href')).toBe(`/api/download/${first._id}`);
        const download = await downloadOutcome(page, first._id);
        expect(download.status).toBe(302);
        expect(download.location).toBe(first.driveLink);
        expect((await downloadOutcome(page, second._id)).status).toBe(403);

        // The receipt arrived, with the order id and a download link.
        const receipt = await waitForMail(email, (mail) => mail.subject.includes(orderId));
        expect(receipt.text).toContain(`/api/download/${first._id}`);

        // A failed payment shows under 'Failed Products'.
        await addToCart(page, third);
        await proceedToCheckout(page, viewport);
        const failedOrder = await payInSimulator(page, viewport, 'Fail');
        await page.waitForURL((url) => url.pathname === '/cancel', WAIT);
        await expectText(page, 'Order Cancel');
        await checkPage(page, 'payment-cancel');
        await page.goto('/dashboard/myorders');
        const failed = page.getByRole('region', { name: 'Failed Products' });
        await failed.getByText(third.name, { exact: true }).first().waitFor(WAIT);
        await expectText(page, failedOrder);
        // Long ids stay on one line inside their card, each with a copy button.
        const copyPayment = active.getByRole('button', { name: /^Copy Payment ID \d{10,}$/ });
        const paymentId = (await copyPayment.first().getAttribute('aria-label'))!.slice(16);
        const idText = active.getByText(paymentId, { exact: true });
        const card = active.getByRole('article').first();
        const [idBox, cardBox] = [await idText.boundingBox(), await card.boundingBox()];
        expect(idBox!.height).toBeLessThan(24);
        expect(idBox!.x + idBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: new URL(page.url()).origin,
        });
        await copyPayment.first().click();
        await expectText(page, 'Copied to clipboard!');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paymentId);
        const copyOrder = failed.getByRole('button', { name: `Copy Order ID ${failedOrder}` });
        expect(await copyOrder.isVisible()).toBe(true);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'my-orders');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a visitor gets a free product only after signing in', { timeout: 120_000 }, async () => {
    const { page, context, problems } = await browser.open('phone');
    try {
      const free = await createProduct({ label: 'Payments free pack', price: 0 });
      await page.goto(productUrl(free));
      await page.getByRole('heading', { level: 1, name: free.name }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await checkPage(page, 'product-free', { bothWidths: true });
      await page.getByRole('button', { name: 'Login to Download for FREE' }).click();
      await expectText(page, 'Login to get for FREE!');
      await page.waitForURL((url) => url.pathname === '/register');
      expect((await downloadOutcome(page, free._id)).status).toBe(401);

      await registerShopper(page, `free-${Date.now()}@example.com`, PASSWORD);
      await page.goto(productUrl(free));
      const link = page.getByRole('link', { name: 'Download Now' });
      await link.waitFor(WAIT);
      await checkPage(page, 'product-free-signed-in', { bothWidths: true });
      expect(await link.getAttribute('href')).toBe(`/api/download/${free._id}`);
      const download = await downloadOutcome(page, free._id);
      expect(download.status).toBe(302);
      expect(download.location).toBe(free.driveLink);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
