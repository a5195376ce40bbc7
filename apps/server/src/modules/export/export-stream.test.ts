import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EXPORT_MESSAGES } from '@store/contract/exports';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { EXPORT_APPLICATION_NAME } from './stream-repository.js';

const ctx = useTestApp();
const ORDERS = 100_000;
const MB = 1024 * 1024;
let base = '';

/**
 * A full garbage collection on demand, so the heap is measured as what is still held, not
 * what is merely uncollected yet (the flag exposes `gc` to contexts made after it is set).
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
let auth: Record<string, string> = {};

/** Exports open right now: their transactions carry the export's application name. */
async function openExports(): Promise<number> {
  const { rows } = await ctx.pool.query(
    'select count(*)::int as n from pg_stat_activity where application_name = $1',
    [EXPORT_APPLICATION_NAME],
  );
  return rows[0].n;
}

/** A GET over a real socket (inject would buffer the whole reply), paused until read. */
function open(path: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${path}`, { headers: auth }, resolve).on('error', reject);
  });
}

beforeAll(async () => {
  const admin = await signedInUser(ctx, { role: 'ADMIN' });
  auth = admin.headers;
  const buyer = await signedInUser(ctx, { name: 'Bulk Buyer' });
  const product = await insertProduct(ctx.db, { name: 'Bulk LUT' });
  // 100,000 paid orders 20 s apart from 1 October 2026 00:00 IST (all in October), in SQL.
  await ctx.pool.query(
    `insert into orders (id, order_id, user_id, payment_status, provider, sub_total_amt,
                         total_amt, customer_email, customer_phone, payment_id, created_at, paid_at)
     select 'BULK' || lpad(g::text, 8, '0'), 'EKA_BULK_' || g, $1, 'PAID', 'simulator', 449, 449,
            'bulk' || g || '@example.com', '9876543210', 'pay_' || g, t, t
     from generate_series(1, $2::int) g,
          lateral (select timestamptz '2026-10-01 00:00+05:30' + g * interval '20 seconds' as t) x`,
    [buyer.id, ORDERS],
  );
  await ctx.pool.query(
    `insert into order_items (id, order_id, product_id, name, price, discount, unit_price)
     select 'BULKITEM' || lpad(g::text, 8, '0'), 'BULK' || lpad(g::text, 8, '0'), $1,
            'Bulk LUT', 449, 0, 449
     from generate_series(1, $2::int) g`,
    [product.id, ORDERS],
  );
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);

describe('streamed CSV exports', () => {
  it('send 100,000 orders as they are read, holding one batch in memory', {
    timeout: 120_000,
  }, async () => {
    const heapBefore = liveHeap();
    const res = await open('/api/export/orders.csv?from=2026-10-01&to=2026-10-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');

    // Rows end in CRLF and hold no other line break: count the LFs (a CRLF may be split
    // across two chunks). Counted from the first chunk on: a listener added later misses
    // the chunks a flowing stream emits meanwhile.
    let lines = 0;
    let bytes = 0;
    let heapPeak = heapBefore;
    let chunks = 0;
    let first: Buffer | undefined;
    const firstChunk = new Promise<void>((resolve) => {
      res.on('data', (chunk: Buffer) => {
        if (!first) {
          first = chunk;
          res.pause();
          resolve();
        }
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        // Every 50th chunk (about every 2,000 rows): what the export holds meanwhile.
        if (++chunks % 50 === 0) heapPeak = Math.max(heapPeak, liveHeap());
      });
    });
    const ended = new Promise((resolve) => res.once('end', resolve));

    // The first rows are here while the query is still open: nothing waited for the end.
    await firstChunk;
    expect(first!.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(await openExports()).toBe(1);
    res.resume();
    await ended;

    // The header and one line per order (each order has one line).
    expect(lines).toBe(ORDERS + 1);
    // The file is about 17 MB; while it streamed the live heap grew by a few MB at most (a
    // result held in memory would be several times the file: a JS array of strings a row).
    expect(bytes).toBeGreaterThan(15 * MB);
    expect(chunks).toBeGreaterThan(50);
    expect(heapPeak - heapBefore).toBeLessThan(4 * MB);
    // The transaction ended and the connection went back to the pool.
    await expect.poll(openExports).toBe(0);
  });

  it('runs two exports at once at most, and a cancelled download ends its query', {
    timeout: 60_000,
  }, async () => {
    const path = '/api/export/orders.csv?from=2026-10-01&to=2026-10-31';
    const one = await open(path);
    const two = await open(path);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const third = await open(path);
    expect(third.statusCode).toBe(429);
    let body = '';
    for await (const chunk of third) body += String(chunk);
    expect(JSON.parse(body)).toMatchObject({ success: false, message: EXPORT_MESSAGES.busy });

    // The browser gives up on both: their queries and transactions end on the server.
    expect(await openExports()).toBe(2);
    one.destroy();
    two.destroy();
    await expect.poll(openExports, { timeout: 20_000 }).toBe(0);
    const again = await open('/api/export/sales-by-day.csv?from=2026-10-01&to=2026-10-31');
    expect(again.statusCode).toBe(200);
    let text = '';
    for await (const chunk of again) text += String(chunk);
    expect(text).toContain('"2026-10-02",4320,1939680\r\n');
  });
});
