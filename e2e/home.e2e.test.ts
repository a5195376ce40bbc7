import { describe, expect, it } from 'vitest';
import {
  expectNoHorizontalScroll,
  screenshot,
  useBrowser,
  type ViewportName,
} from './support/browser.js';

describe('home page on a fresh store', () => {
  const browser = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`shows the seeded categories and products at ${viewport} width`, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await page.goto('/');
        const categories = ['Motion Graphics', 'Video Editing', 'Photo Editing', 'Colour Grading'];
        for (const name of categories) {
          await expect
            .poll(() => page.getByText(name, { exact: true }).first().isVisible())
            .toBe(true);
        }
        // Product cards link to /product/{slug}-{id} and show a rupee price.
        const cards = page.locator('a[href^="/product/"]');
        await expect.poll(() => cards.count()).toBeGreaterThan(4);
        await expect.poll(() => page.getByText(/₹\d/).first().isVisible()).toBe(true);
        // The footer's WhatsApp button uses the server's WHATSAPP_NUMBER (default shown here).
        const whatsapp = page.getByRole('link', { name: /WhatsApp/ }).first();
        expect(await whatsapp.getAttribute('href')).toMatch(
          /^https:\/\/wa\.me\/919876543210\?text=/,
        );
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalScroll(page);
        await screenshot(page, `home-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the router error page for an unknown address', async () => {
    const { page, context, problems } = await browser.open('desktop');
    try {
      await page.goto('/no/such/page');
      await expect
        .poll(() => page.getByText('Unexpected Application Error!').isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText('No route matches URL "/no/such/page"').isVisible())
        .toBe(true);
      await screenshot(page, 'not-found-desktop');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
