import { describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { expectNoHorizontalScroll, expectTableLayout, useBrowser } from './support/browser.js';
import { createProduct } from './support/catalogue.js';
import { apiShopper, expectText, logIn, productUrl } from './support/shop.js';

const WAIT = { timeout: 15_000 };

describe('back office', () => {
  const browser = useBrowser();

  it('a visitor sends a contact request; the admin reads, expands and deletes it', {
    timeout: 120_000,
  }, async () => {
    const name = `Ritika ${Date.now()}`;
    const issue =
      'The LUT pack I bought will not import into Premiere Pro 2025.\n' +
      'It says the file is damaged. <b>Please</b> help.';

    const visitor = await browser.open('phone');
    try {
      await visitor.page.goto('/contact-us');
      await visitor.page.getByLabel('Name').fill(name);
      await visitor.page.getByLabel('Email').fill('ritika@example.com');
      await visitor.page.getByRole('textbox', { name: 'Issue' }).fill(issue);
      await expectNoHorizontalScroll(visitor.page);
      await checkPage(visitor.page, 'contact-us', { bothWidths: true });
      await visitor.page.getByRole('button', { name: 'Submit' }).click();
      await expectText(visitor.page, 'Your issue has been recorded.');
      // The form empties on success.
      await expect.poll(() => visitor.page.getByLabel('Name').inputValue(), WAIT).toBe('');
      expect(await visitor.page.getByRole('textbox', { name: 'Issue' }).inputValue()).toBe('');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    // The phone reads the ticket; the desktop then expands and deletes it.
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto('/dashboard/tickets');
        // A table row at 1280 px, a card on a phone (issue 15).
        const cards = viewport === 'phone';
        const row = page
          .getByRole(cards ? 'listitem' : 'row')
          .filter({ hasText: name })
          .filter({ hasText: 'ritika@example.com' });
        await row.waitFor(WAIT);
        expect(
          await row
            .getByRole(cards ? 'definition' : 'cell')
            .nth(2)
            .textContent(),
        ).toBe('N/A');
        await expectTableLayout(
          page,
          'Contact Us tickets, newest first',
          cards ? 'cards' : 'table',
        );
        const toggle = row.getByRole('button', { expanded: false });
        expect(await toggle.textContent()).toBe(`${issue.slice(0, 50)}...`);
        await expectNoHorizontalScroll(page);
        if (viewport === 'phone') {
          await checkPage(page, 'admin-tickets');
          expect(problems).toEqual([]);
          continue;
        }
        await toggle.click();
        const expanded = row.getByRole('button', { expanded: true });
        // The whole text, its line break kept and its markup shown as text.
        expect(await expanded.innerText()).toBe(issue);
        await checkPage(page, 'admin-tickets');

        await row.getByRole('button', { name: `Delete ticket from ${name}` }).click();
        await page.getByRole('dialog').waitFor();
        await checkPage(page, 'admin-ticket-delete', { bothWidths: true });
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await expectText(page, 'Ticket deleted successfully');
        await expect.poll(() => row.count(), WAIT).toBe(0);
        await page.reload();
        await page.getByRole('heading', { name: 'Contact Us Tickets' }).waitFor(WAIT);
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('row').filter({ hasText: name }).count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('the users dashboard shows the users, the cards and the growth chart', {
    timeout: 120_000,
  }, async () => {
    const email = `neha-${Date.now()}@example.com`;
    await apiShopper(email, 'Monsoon-Cedar-Lantern-17');
    const today = new Date().toISOString().slice(0, 10);

    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto('/dashboard/all-users');
        const card = (title: string) => page.getByRole('article', { name: title });
        await card('Total Users').waitFor(WAIT);
        const figure = async (title: string) =>
          Number(await card(title).locator('p').first().textContent());
        const total = await figure('Total Users');
        expect(total).toBeGreaterThanOrEqual(2); // the admin and the new shopper at least
        expect(await figure("Today's New Users")).toBeGreaterThanOrEqual(1);
        expect(await figure('Monthly New Users')).toBeGreaterThanOrEqual(1);
        await page.getByText(`Total: ${total} users`).waitFor(WAIT);

        // Newest first: the shopper who just signed up heads the table (a card on a phone).
        const cards = viewport === 'phone';
        const name = 'All users, newest first';
        await expectTableLayout(page, name, cards ? 'cards' : 'table');
        const first = cards
          ? page.getByRole('list', { name }).getByRole('listitem').first()
          : page.getByRole('table', { name }).getByRole('row').nth(1);
        const value = (n: number) =>
          first
            .getByRole(cards ? 'definition' : 'cell')
            .nth(n)
            .textContent();
        expect(await value(2)).toBe(email);
        expect(await value(6)).toBe('active');

        // The chart is drawn, and its figures (the canvas's fallback table) end today.
        const chart = page.getByRole('img', { name: /^User Growth \(Last 7 Days\)/ });
        await chart.waitFor(WAIT);
        expect((await chart.boundingBox())?.height).toBeGreaterThan(100);
        const days = await chart.locator('tbody tr').allTextContents();
        expect(days).toHaveLength(7);
        expect(days.at(-1)).toMatch(new RegExp(`^${today}[1-9]\\d*$`));

        await expectNoHorizontalScroll(page);
        await checkPage(page, 'admin-users');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('an admin gives a product its own survey question; a shopper answers it; the admin reads it', {
    timeout: 150_000,
  }, async () => {
    const product = await createProduct({ label: 'Survey question LUTs' });
    const question = `Which editor will you use this in? (${Date.now()})`;
    const answer = 'DaVinci Resolve on a laptop, for wedding films.';

    const admin = await browser.open('desktop');
    try {
      await logIn(admin.page, inject('adminEmail'), inject('adminPassword'));
      await admin.page.goto('/dashboard/product');
      await admin.page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
      await admin.page.getByRole('button', { name: `Edit ${product.name}` }).click();
      const popup = admin.page.getByRole('dialog', { name: 'Edit Product' });
      const survey = popup.getByRole('region', { name: 'Feedback survey' });
      await survey.getByText('Using the default form.', { exact: false }).waitFor(WAIT);
      // Only our question: the default ones go.
      while ((await survey.getByRole('button', { name: /^Remove question / }).count()) > 0) {
        await survey
          .getByRole('button', { name: /^Remove question / })
          .first()
          .click();
      }
      await survey.getByRole('button', { name: 'Add question' }).click();
      await survey.getByLabel('Question', { exact: true }).fill(question);
      // The popup's one save button, under the survey, in the picture.
      await popup.getByRole('button', { name: 'Update Product' }).scrollIntoViewIfNeeded();
      await checkPage(admin.page, 'admin-survey-editor', { bothWidths: true });
      // One save button (issue 15): Update Product saves the survey with the product.
      expect(await popup.getByRole('button', { name: /save/i }).count()).toBe(0);
      await popup.getByRole('button', { name: 'Update Product' }).click();
      await expectText(admin.page, 'Survey saved');
      await popup.waitFor({ state: 'hidden', ...WAIT });
      await admin.page.getByRole('button', { name: `Edit ${product.name}` }).click();
      await survey.getByText('This product has its own questions.', { exact: false }).waitFor(WAIT);
      expect(await survey.getByLabel('Question', { exact: true }).inputValue()).toBe(question);
      expect(admin.problems).toEqual([]);
    } finally {
      await admin.context.close();
    }

    const email = `survey-${Date.now()}@example.com`;
    const password = 'Tamarind-Harbour-Kettle-58';
    await apiShopper(email, password);
    const shopper = await browser.open('phone');
    try {
      await logIn(shopper.page, email, password);
      await shopper.page.goto(productUrl(product));
      const details = shopper.page
        .getByRole('heading', { level: 1, name: product.name })
        .locator('..');
      await details.getByRole('button', { name: 'Add', exact: true }).click();
      await details.getByRole('button', { name: `Remove ${product.name}` }).click();
      const feedback = shopper.page.getByRole('dialog', { name: 'Feedback' });
      await feedback.getByText(question).waitFor(WAIT);
      await feedback.getByLabel('Your answer').fill(answer);
      await checkPage(shopper.page, 'survey-own-question', { bothWidths: true });
      await feedback.getByRole('button', { name: 'Next' }).click();
      await expectText(shopper.page, 'Thank you for your feedback');
      expect(shopper.problems).toEqual([]);
    } finally {
      await shopper.context.close();
    }

    const reader = await browser.open('phone');
    try {
      await logIn(reader.page, inject('adminEmail'), inject('adminPassword'));
      await reader.page.goto('/dashboard/product');
      await reader.page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
      await reader.page.getByRole('button', { name: `Answers for ${product.name}` }).click();
      const answers = reader.page.getByRole('dialog', { name: `Survey answers: ${product.name}` });
      await answers.getByText(answer).waitFor(WAIT);
      await answers.getByText(question).waitFor();
      await answers.getByText(email).waitFor();
      await expectNoHorizontalScroll(reader.page);
      await checkPage(reader.page, 'admin-survey-answers', { bothWidths: true });
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.context.close();
    }
  });

  it('the footer pages: license, cookie and privacy policies, new products', {
    timeout: 120_000,
  }, async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        const pages = [
          ['Regular License', 'Regular License', 'Usage Rights'],
          ['Cookie Policy', 'Cookie Policy', 'Strictly Necessary'],
          ['Privacy Policy', 'Privacy Policy', 'Usage data'],
        ] as const;
        for (const [link, title, part] of pages) {
          await footer.getByRole('link', { name: link }).click();
          await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
          await page.getByText(part, { exact: false }).first().waitFor();
          await expectNoHorizontalScroll(page);
          await checkPage(page, title.toLowerCase().replaceAll(' ', '-'));
        }
        // The license's terms are numbered, in its three sections.
        await page.goto('/license');
        await page.getByRole('heading', { level: 1, name: 'Regular License' }).waitFor(WAIT);
        for (const section of [
          'Usage Rights',
          'Permitted Uses',
          'Additional Terms and Conditions',
        ]) {
          const region = page.getByRole('region', { name: section });
          expect(await region.locator('ol > li').count(), section).toBeGreaterThan(0);
        }

        await page.goto('/');
        await footer.getByRole('link', { name: 'New Products' }).click();
        const grid = page.getByRole('list', { name: 'New products' });
        await grid.waitFor(WAIT);
        expect(await grid.getByRole('listitem').count()).toBe(12);
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect.poll(() => grid.getByRole('listitem').count(), WAIT).toBe(24);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'new-products');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
