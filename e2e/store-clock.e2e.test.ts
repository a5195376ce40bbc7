import { describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { useBrowser, VIEWPORTS } from './support/browser.js';
import { createProduct } from './support/catalogue.js';
import { apiShopper, logIn } from './support/shop.js';

const WAIT = { timeout: 15_000 };

// The E2E store runs with the default STORE_TIMEZONE; the admin's browser is in New York,
// 9½ or 10½ hours behind it, so the browser's clock shows other times (and, for half the
// day, another date) than the store's.
const STORE_ZONE = 'Asia/Kolkata';
const BROWSER_ZONE = 'America/New_York';

const inStore = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: STORE_ZONE });
/** As the pages show an instant: `26 Nov 2026, 1:45 am IST`. */
const storeDateTime = inStore({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
/** As Payments starts it and Sales names a day: `26 Nov 2026`. */
const storeDate = inStore({ dateStyle: 'medium' });
const storeParts = (at: Date) =>
  Object.fromEntries(
    inStore({ year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );

describe('one clock (issue 15)', () => {
  const browser = useBrowser();

  it("an admin abroad sees a payment at the store's time, on the day Sales counts it", {
    timeout: 120_000,
  }, async () => {
    const buyer = await apiShopper(`clock-${Date.now()}@example.com`, 'Amber-Clock-Tower-42');
    const product = await createProduct({ label: 'Store clock LUTs' });
    const orderId = await buyer.buy(product._id, 'pay');

    const { page, context, problems } = await browser.open('desktop', {
      timezoneId: BROWSER_ZONE,
    });
    try {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        BROWSER_ZONE,
      );
      await logIn(page, inject('adminEmail'), inject('adminPassword'));

      // Payments: 'Date & Time' on the store's clock, with its zone.
      await page.goto('/dashboard/payments');
      const time = page.getByRole('row').filter({ hasText: orderId }).locator('time');
      await time.waitFor(WAIT);
      const at = new Date((await time.getAttribute('datetime'))!);
      const shown = (await time.textContent())!;
      expect(shown).toBe(storeDateTime.format(at));
      expect(shown.startsWith(storeDate.format(at))).toBe(true);

      // Sales: the same store date, with this order counted on it.
      const { year, month, day } = storeParts(at);
      await page.goto('/dashboard/sales');
      await page.getByLabel('Select Year').selectOption(year!);
      await page
        .getByText(`Days follow the store’s time zone, ${STORE_ZONE} (IST).`, {
          exact: false,
        })
        .waitFor(WAIT);
      await page.getByLabel('Select Month').selectOption(month!);
      await page.getByRole('button', { name: 'Table View' }).click();
      const dayRow = page
        .getByRole('table', { name: 'Daily sales' })
        .getByRole('row')
        .nth(Number(day));
      await expect
        .poll(() => dayRow.getByRole('rowheader').textContent(), WAIT)
        .toBe(storeDate.format(at));
      const orders = await dayRow.getByRole('cell').nth(1).textContent();
      expect(Number(orders)).toBeGreaterThanOrEqual(1);
      await checkPage(page, 'admin-sales-new-york');

      // Users: today is the store's; the counts SPEC §9 takes by UTC date say so.
      await page.goto('/dashboard/all-users');
      await page.getByRole('article', { name: "Today's New Users" }).waitFor(WAIT);
      await page.getByText(inStore({ dateStyle: 'full' }).format(new Date())).waitFor(WAIT);
      expect(
        await page
          .getByRole('article', { name: "Today's New Users" })
          .getByText('By UTC date')
          .isVisible(),
      ).toBe(true);
      expect(await page.getByText('Days in UTC').isVisible()).toBe(true);
      await checkPage(page, 'admin-users-new-york');
      await page.setViewportSize(VIEWPORTS.phone);
      // The chart's canvas follows the new width on its ResizeObserver's turn, not at once.
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBeLessThanOrEqual(0);
      await checkPage(page, 'admin-users-new-york');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
