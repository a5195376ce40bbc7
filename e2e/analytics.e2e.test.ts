import { describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { expectNoHorizontalScroll, expectTableLayout, useBrowser } from './support/browser.js';
import { createProducts } from './support/catalogue.js';
import { apiShopper, logIn, productUrl } from './support/shop.js';

const WAIT = { timeout: 15_000 };

describe('product analytics', () => {
  const browser = useBrowser();

  it('a visitor views two products for a few seconds; the admin sees the views', {
    timeout: 120_000,
  }, async () => {
    const [first, second, sold] = await createProducts(
      { label: 'Analytics viewed one' },
      { label: 'Analytics viewed two' },
      { label: 'Analytics sold' },
    );
    const products = [first, second];
    // A paid order of its own, so Sales has this month to show however the files are ordered.
    const buyer = await apiShopper(`sales-${Date.now()}@example.com`, 'Juniper-Ledger-Comet-73');
    await buyer.buy(sold._id, 'pay');
    const visitor = await browser.open('phone');
    try {
      for (const product of products) {
        await visitor.page.goto(productUrl(product));
        await visitor.page.getByRole('heading', { level: 1, name: product.name }).waitFor(WAIT);
        await visitor.page.waitForTimeout(2_000);
      }
      // Leaving the page sends the last product's beacon.
      await visitor.page.goto('/license');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    const { page, context, problems } = await browser.open('desktop');
    try {
      await logIn(page, inject('adminEmail'), inject('adminPassword'));
      await page.goto('/dashboard/metrics');
      await page.getByText('Real-time metrics').waitFor(WAIT);
      for (const product of products) {
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: product._id }) });
        await row.waitFor(WAIT);
        const cells = await row.getByRole('cell').allTextContents();
        expect(Number(cells[1])).toBeGreaterThanOrEqual(1); // views
        expect(Number.parseFloat(cells[3]!)).toBeGreaterThanOrEqual(1.5); // seconds on the page
      }
      await expectNoHorizontalScroll(page);
      await expectTableLayout(page, 'Product views, most viewed first', 'table');
      await checkPage(page, 'admin-metrics');

      // Sales: the order above was paid this month (Indian time).
      const now = new Date(Date.now() + 5.5 * 3600_000);
      const year = String(now.getUTCFullYear());
      await page.goto('/dashboard/sales');
      await page.getByText('Select a year to view sales data').waitFor(WAIT);
      await page.getByLabel('Select Year').selectOption(year);
      const orders = page.getByRole('region', { name: `Sales in ${year}` });
      await orders.waitFor(WAIT);
      await expect.poll(() => orders.textContent(), WAIT).toMatch(/Total Orders\s*[1-9]/);
      await page.getByText('Select a month to view detailed sales data').waitFor(WAIT);
      await page.getByLabel('Select Month').selectOption(String(now.getUTCMonth() + 1));
      await page.getByRole('button', { name: 'Table View' }).click();
      await page.getByText(/^Total Revenue: ₹[1-9]/).waitFor(WAIT);
      await expectNoHorizontalScroll(page);
      await expectTableLayout(page, 'Daily sales', 'table');
      await checkPage(page, 'admin-sales');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // On a phone both tables are cards, a row each (issue 15).
    const phone = await browser.open('phone');
    try {
      await logIn(phone.page, inject('adminEmail'), inject('adminPassword'));
      await phone.page.goto('/dashboard/metrics');
      await expectTableLayout(phone.page, 'Product views, most viewed first', 'cards');
      await phone.page
        .getByRole('listitem')
        .filter({ has: phone.page.getByRole('link', { name: products[0]!._id }) })
        .waitFor(WAIT);
      await expectNoHorizontalScroll(phone.page);
      await checkPage(phone.page, 'admin-metrics');

      const now = new Date(Date.now() + 5.5 * 3600_000);
      await phone.page.goto('/dashboard/sales');
      await phone.page.getByText('Select a year to view sales data').waitFor(WAIT);
      await phone.page.getByLabel('Select Year').selectOption(String(now.getUTCFullYear()));
      await phone.page.getByText('Select a month to view detailed sales data').waitFor(WAIT);
      await phone.page.getByLabel('Select Month').selectOption(String(now.getUTCMonth() + 1));
      await phone.page.getByRole('button', { name: 'Table View' }).click();
      await expectTableLayout(phone.page, 'Daily sales', 'cards');
      await expectNoHorizontalScroll(phone.page);
      await checkPage(phone.page, 'admin-sales');
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
