import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Actors, actors, auditRows, caller } from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/**
 * A rename rewrites every product of its category or sub-category, so it can deadlock with
 * another writer of those products. PostgreSQL then ends one of the two; the store runs the
 * admin's rename again instead of losing it with a 500 (lib/retry-conflicts.ts).
 *
 * The other writer is this test's own transaction, made to deadlock with the rename for
 * certain: it locks a product of the category, waits until the rename waits on that product
 * (holding its category or sub-category row), then asks for that row. Its deadlock_timeout is
 * long, so the rename's backend (the server default, 1 s) finds the cycle and is the one ended.
 */
const ctx = useTestApp();
const call = caller(ctx);
let who: Actors;
let other: pg.Client | undefined;
beforeAll(async () => {
  who = await actors(ctx);
});
afterEach(async () => {
  await other?.end();
  other = undefined;
});

/**
 * Statements of this file's database (other test files share the PostgreSQL server) that
 * wait on a lock and start with `prefix`.
 */
async function waitingOnLock(prefix: string): Promise<number> {
  const rows = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'
      and ltrim(query) ilike ${`${prefix}%`}`);
  return rows.rows[0]!.n;
}

/**
 * Runs `rename` (an API call) against a transaction that locks `productId`, waits for the
 * rename to wait on it, then updates `table`'s row `rowId`: a deadlock. Returns the rename's
 * reply once the other transaction has committed.
 */
async function renameAgainstDeadlock(
  rename: () => Promise<{ statusCode: number; json(): unknown }>,
  productId: string,
  table: 'categories' | 'sub_categories',
  rowId: string,
) {
  other = new pg.Client({ connectionString: ctx.databaseUrl });
  await other.connect();
  await other.query('begin');
  await other.query(`set local deadlock_timeout = '30s'`);
  await other.query('select 1 from products where id = $1 for update', [productId]);
  const reply = rename();
  await vi.waitFor(async () => expect(await waitingOnLock(`update "${table}"`)).toBe(1), {
    timeout: 10_000,
  });
  // Waits on the rename's row until PostgreSQL ends the rename's transaction.
  await other.query(`update ${table} set image = image where id = $1`, [rowId]);
  await other.query('commit');
  return reply;
}

/** The two renames that rewrite their products, each as its admin screen calls it. */
const RENAMES = [
  {
    what: 'category',
    table: 'categories',
    path: '/api/category/update',
    entity: 'category',
    action: 'category.update',
    shownAs: 'category',
  },
  {
    what: 'sub-category',
    table: 'sub_categories',
    path: '/api/subcategory/update',
    entity: 'sub_category',
    action: 'sub_category.update',
    shownAs: 'subCategory',
  },
] as const;

describe('a rename that deadlocks with another writer of its products', () => {
  for (const rename of RENAMES) {
    it(`renames the ${rename.what} all the same (200), once, and its products show the new name`, async () => {
      const category = await insertCategory(ctx.db, `Glitch Transitons (${rename.what})`);
      const sub = await insertSubCategory(ctx.db, `Premeire Pro (${rename.what})`, [category.id]);
      const product = await insertProduct(ctx.db, {
        name: `Glitch Pack (${rename.what})`,
        categoryIds: [category.id],
        subCategoryIds: [sub.id],
      });
      const renamed = rename.table === 'categories' ? category.id : sub.id;
      const name = `Renamed ${rename.what}`;
      const res = await renameAgainstDeadlock(
        () => call('PUT', rename.path, who.admin.headers, { _id: renamed, name }),
        product.id,
        rename.table,
        renamed,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { _id: renamed, name } });
      const audit = await auditRows(ctx.db, rename.entity, renamed);
      expect(audit.map((row) => row.action)).toEqual([rename.action]);
      const details = await call(
        'POST',
        '/api/product/get-product-details',
        {},
        {
          productId: product.id,
        },
      );
      expect(details.json().data[rename.shownAs][0].name).toBe(name);
    });
  }
});
