import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { useBrowser } from './support/browser.js';

/** The journeys' axe check must be able to fail: here it meets pages with known faults. */
const reportFile = path.resolve(import.meta.dirname, 'artifacts/axe-report.json');

describe('checkPage (the axe-core check every journey runs)', () => {
  const browser = useBrowser();

  // The report is about the store's pages: this file's made-up pages leave it.
  afterAll(async () => {
    const report = JSON.parse(await readFile(reportFile, 'utf8'));
    for (const state of Object.keys(report)) {
      if (state.startsWith('axe-self-test')) delete report[state];
    }
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  });

  it('fails on an unlabeled input, naming the rule, its impact, where and what to do', async () => {
    const { page, context } = await browser.open('phone');
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Form</title></head>' +
          '<body><main><h1>Sign up</h1><input type="text"></main></body></html>',
      );
      const failure = await checkPage(page, 'axe-self-test-unlabeled').then(
        () => 'passed',
        (error: Error) => error.message,
      );
      expect(failure).toContain('serious/critical violation');
      expect(failure).toMatch(/- label \(critical\): Form elements must have labels/);
      expect(failure).toContain('at input');
    } finally {
      await context.close();
    }
  });

  it('checks the other width too, and reports moderate findings without failing', async () => {
    const { page, context } = await browser.open('desktop');
    try {
      // Text too pale to read (serious) appears only below 600 px: only the phone check sees it.
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Narrow</title>' +
          '<style>p{color:#000}@media (max-width:600px){p{color:#bbb}}</style></head>' +
          '<body><main><h1>Narrow</h1><p>Small print</p></main>' +
          // A heading level skipped is a moderate finding: reported, not failing.
          '<h4>Aside</h4></body></html>',
      );
      await checkPage(page, 'axe-self-test-narrow');
      const failure = await checkPage(page, 'axe-self-test-narrow', { bothWidths: true }).then(
        () => 'passed',
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/color-contrast \(serious\)/);
      expect(failure).toContain('axe-self-test-narrow-phone');
      // Back at its own width afterwards.
      expect(page.viewportSize()?.width).toBe(1280);

      const report = JSON.parse(await readFile(reportFile, 'utf8'));
      expect(report['axe-self-test-narrow-desktop'].map((f: { rule: string }) => f.rule)).toContain(
        'heading-order',
      );
    } finally {
      await context.close();
    }
  });

  // Issue 16: the filter sidebar (1280 px) and the Filters dialog (375 px) with choices made.
  it('finds nothing serious in the filter sidebar and the Filters dialog', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await page.goto('/new-products?sort=price-desc&sale=1&min=10&max=5000');
        if (viewport === 'desktop') {
          const filters = page.getByRole('region', { name: 'Filters' });
          await filters.getByRole('checkbox', { name: /^On sale \(\d+\)$/ }).waitFor();
          expect(await filters.getByRole('checkbox', { name: /^On sale/ }).isChecked()).toBe(true);
          await checkPage(page, 'filters-sidebar');
        } else {
          await page.getByRole('button', { name: 'Filters (2)' }).click();
          const dialog = page.getByRole('dialog', { name: 'Filters' });
          await dialog.getByRole('button', { name: /^Show \d+ results?$/ }).waitFor();
          await checkPage(page, 'filters-dialog');
          // Escape closes it and gives focus back to the button that opened it.
          await page.keyboard.press('Escape');
          await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
          expect(
            await page
              .getByRole('button', { name: 'Filters (2)' })
              .evaluate((button) => button === document.activeElement),
          ).toBe(true);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
