import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import {
  expectNoHorizontalScroll,
  useBrowser,
  type ViewportName,
  waitForToastsToClear,
} from './support/browser.js';
import { createProduct } from './support/catalogue.js';
import { newClientAddress } from './support/client-address.js';
import {
  type CatalogueProduct,
  downloadOutcome,
  expectText,
  logIn,
  productUrl,
  registerShopper,
} from './support/shop.js';

const WAIT = { timeout: 15_000 };
const PASSWORD = 'Saffron-Kite-Lantern-42';

/** Cart → checkout → the simulator's Pay → the verified return page (payments.e2e's steps). */
async function buy(page: Page, product: CatalogueProduct) {
  await page.goto(productUrl(product));
  const details = page.getByRole('heading', { level: 1, name: product.name }).locator('..');
  await details.getByRole('button', { name: 'Add', exact: true }).click();
  await expectText(page, 'Item added');
  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Pay with Cashfree' }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL((url) => url.pathname === '/pay/simulator', WAIT);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL((url) => url.pathname === '/cashfree', WAIT);
  await expectText(page, 'Cashfree payment success');
}

/** An admin gives the product its page details (issue 16), as the product form would. */
async function setDetails(productId: string) {
  const base = inject('storeUrl');
  const json = { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() };
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  const token = ((await login.json()) as { data: { accesstoken: string } }).data.accesstoken;
  const res = await fetch(`${base}/api/product/update-product-details`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      _id: productId,
      includedFiles: [
        { name: 'Looks (Rec709).cube', format: 'CUBE', sizeBytes: 1_572_864 },
        { name: 'Read me.pdf', format: 'PDF', sizeBytes: 240_000 },
      ],
      compatibleSoftware: [
        { software: 'DaVinci Resolve', versions: '17, 18, 19' },
        { software: 'Premiere Pro', versions: '2022+' },
      ],
      resolution: '4K UHD (3840×2160)',
      licenceSummary: 'Personal and client projects; no resale of the files.',
    }),
  });
  expect(res.status).toBe(200);
}

/** The product's card in search results: its link's text (the rating is read as words too). */
async function cardText(page: Page, product: CatalogueProduct) {
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  const card = page.getByRole('link', { name: new RegExp(`^${product.name}`) }).first();
  await card.waitFor(WAIT);
  return card;
}

/** Issue 16 point 4: a buyer reviews what they bought and its card shows the new average. */
describe('verified-buyer reviews', () => {
  const browser = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`a buyer pays, reviews the product by keyboard, and its card shows the average (${viewport})`, {
      timeout: 180_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        // A product of its own per width, so each starts unrated.
        const product = await createProduct({ label: `Reviewed LUTs ${viewport}` });
        await registerShopper(page, `reviewer-${viewport}-${Date.now()}@example.com`, PASSWORD);
        await buy(page, product);
        await setDetails(product._id);
        expect((await downloadOutcome(page, product._id)).status).toBe(302);

        await page.goto(productUrl(product));
        const section = page.getByRole('region', { name: 'Ratings and reviews' });
        await section.scrollIntoViewIfNeeded();
        const write = section.getByRole('button', { name: 'Write a review' });
        await write.waitFor(WAIT);
        await write.click();
        const form = section.getByRole('form', { name: 'Write a review' });

        // No rating: the message, and focus on the stars.
        await form.getByRole('button', { name: 'Post review' }).click();
        await expectText(page, 'Choose a rating from 1 to 5 stars.');
        const oneStar = form.getByRole('radio', { name: '1 star' });
        await expect.poll(() => oneStar.evaluate((el) => el === document.activeElement)).toBe(true);
        await checkPage(page, 'review-form-invalid');

        // The stars are a radio group: Space picks, arrows move.
        await page.keyboard.press('Space');
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
        expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
        await form.getByLabel('Title (optional)').fill('Clean, filmic looks');
        await form
          .getByLabel('Your review (optional)')
          .fill('Worked in DaVinci Resolve 18.\n<b>No</b> banding on skin tones.');
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'review-form');
        await form.getByRole('button', { name: 'Post review' }).click();
        await expectText(page, 'Thanks! Your review is posted.');

        // The review, as text, with its badge; the summary; the rating near the price.
        const list = section.getByRole('list', { name: 'Reviews' });
        await list.getByText('Clean, filmic looks').waitFor(WAIT);
        await list.getByText('Verified purchase').waitFor();
        await list.getByText(/<b>No<\/b> banding/).waitFor();
        await section.getByRole('button', { name: 'Edit your review' }).waitFor();
        await waitForToastsToClear(page);
        await checkPage(page, 'product-reviews');
        await page.reload();
        // Exact: a card of the other width's product (suggested, same category, also rated
        // 4.0 once) has these words inside its longer name.
        const rating = page.getByRole('link', {
          name: 'Rated 4.0 out of 5, 1 review',
          exact: true,
        });
        await rating.waitFor(WAIT);
        expect(await rating.textContent()).toContain('4.0 (1 review)');
        // Near the price too: the downloads and the details the admin set.
        const details = page.getByRole('heading', { level: 1, name: product.name }).locator('..');
        await details.getByText('1 download', { exact: true }).waitFor(WAIT);
        await details.getByText('CUBE · 1.5 MB').waitFor();
        await details.getByText('DaVinci Resolve 17, 18, 19, Premiere Pro 2022+').waitFor();
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'product-rated');

        // A card shows the new average.
        const card = await cardText(page, product);
        await expect.poll(() => card.textContent(), WAIT).toContain('4.0 (1)');
        expect(await card.getAttribute('href')).toBe(productUrl(product));
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'search-rated-card');
        expect(problems).toEqual([]);

        if (viewport === 'desktop') {
          // An admin hides it: gone from the card; shown again, back.
          const admin = await browser.open(viewport);
          try {
            await logIn(admin.page, inject('adminEmail'), inject('adminPassword'));
            await admin.page.goto('/dashboard/reviews');
            await admin.page
              .getByRole('heading', { level: 1, name: /^Reviews \(\d+\)$/ })
              .waitFor();
            const hide = admin.page.getByRole('button', {
              name: `Hide the review by Meera of ${product.name}`,
            });
            await hide.waitFor(WAIT);
            await checkPage(admin.page, 'admin-reviews', { bothWidths: true });
            await hide.click();
            await expectText(admin.page, 'Review hidden');
            await admin.page
              .getByText(/^Hidden by .+ on /)
              .first()
              .waitFor(WAIT);
            await waitForToastsToClear(admin.page);
            await checkPage(admin.page, 'admin-reviews-hidden');
            const hiddenCard = await cardText(page, product);
            await expect.poll(() => hiddenCard.textContent(), WAIT).not.toContain('(1)');
            await admin.page
              .getByRole('button', { name: `Show the review by Meera of ${product.name}` })
              .click();
            await expectText(admin.page, 'Review visible again');
            const shownCard = await cardText(page, product);
            await expect.poll(() => shownCard.textContent(), WAIT).toContain('4.0 (1)');
            expect(admin.problems).toEqual([]);
          } finally {
            await admin.context.close();
          }
        }
      } finally {
        await context.close();
      }
    });
  }
});
