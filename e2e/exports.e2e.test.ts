import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import { expectNoHorizontalScroll, useBrowser, type ViewportName } from './support/browser.js';
import { createProduct } from './support/catalogue.js';
import { newClientAddress } from './support/client-address.js';
import { apiShopper, logIn } from './support/shop.js';

const WAIT = { timeout: 15_000 };

/** An admin's API call (the Payments screen's Block and Allow, as that page sends them). */
async function adminCall(path: string, body: unknown) {
  const base = inject('storeUrl');
  const json = { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() };
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  const token = ((await login.json()) as { data: { accesstoken: string } }).data.accesstoken;
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** Today and the first day of last month on the store's calendar (Asia/Kolkata). */
function storeDays() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
  return { today, lastMonthStart: `${last.y}-${String(last.m).padStart(2, '0')}-01` };
}

describe('exports and activity', () => {
  const browser = useBrowser();
  const buyerEmail = `nisha-${Date.now()}@example.com`;
  let orderId = '';

  beforeAll(async () => {
    // A sale to find in the CSV, and an admin's Block then Allow of it for the Activity screen.
    const buyer = await apiShopper(buyerEmail, 'Saffron-Kite-Lantern-42');
    const product = await createProduct({ label: 'Exports sale' });
    orderId = await buyer.buy(product._id, 'pay');
    await adminCall('/api/order/blockAccess', { orderId });
    await adminCall('/api/order/grantAccess', { orderId });
  }, 60_000);

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`the owner filters Activity by action and downloads the orders CSV (${viewport})`, {
      timeout: 120_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await page.goto('/dashboard/activity');
        await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor(WAIT);
        const list = page.getByRole('list', { name: 'Activity, newest first' });
        await list.waitFor(WAIT);

        // Only the blocks: ours shows who, and the status change PAID → BLOCKED.
        await page.getByLabel('Action').selectOption('order.block_access');
        const entry = list.getByRole('listitem').filter({ hasText: orderId });
        await entry.waitFor(WAIT);
        await expect
          .poll(() => list.getByRole('listitem').filter({ hasText: 'order.grant_access' }).count())
          .toBe(0);
        expect(await entry.innerText()).toContain(`(${inject('adminEmail')})`);
        const status = entry.getByRole('row', { name: /^status/ });
        expect(await status.getByRole('cell').allInnerTexts()).toEqual(['PAID', 'BLOCKED']);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'admin-activity');

        // Exports: from the first day of last month to today, then the orders file.
        await page.goto('/dashboard/exports');
        await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor(WAIT);
        const { today, lastMonthStart } = storeDays();
        await page.getByRole('button', { name: 'Last month' }).click();
        expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(lastMonthStart);
        await page.getByLabel('To', { exact: true }).fill(today);
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'admin-exports');

        const [download] = await Promise.all([
          page.waitForEvent('download', WAIT),
          page.getByRole('link', { name: 'Download orders CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`orders-${lastMonthStart}-to-${today}.csv`);
        const csv = await readFile((await download.path())!, 'utf8');
        // UTF-8 with its byte-order mark (Excel), CRLF rows, the ₹ in the header intact.
        expect(csv.startsWith('\uFEFF"Order ID","Order date","Paid at","Status"')).toBe(true);
        expect(csv).toContain('"Line amount (₹)"');
        const row = csv.split('\r\n').find((line) => line.startsWith(`"${orderId}"`));
        expect(row).toBeDefined();
        expect(row).toContain(`"${buyerEmail}"`);
        expect(row).toContain('"PAID"');
        // Its GST invoice (the E2E store is a registered seller, decision 40): the GSTR-1 columns.
        expect(csv).toContain('"Invoice number","Invoice date","Document type","Buyer GSTIN"');
        expect(row).toMatch(/"INV\/\d{4}\/\d{6}"/);
        expect(row).toContain('"TAX_INVOICE"');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
