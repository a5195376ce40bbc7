import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/database.js';
import { withDatabase } from '../test-support/pg-url.js';
import { createDatabase } from './client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';
import { categories, productCategories, products, subCategories } from './schema/index.js';

describe('createTestDatabase', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.drop());

  it('gives a migrated schema whose search triggers fill search_vector', async () => {
    const { db } = t;
    const [category] = await db
      .insert(categories)
      .values({ name: 'Colour Grading', image: '/uploads/c.webp' })
      .returning();
    const [sub] = await db
      .insert(subCategories)
      .values({ name: 'DaVinci Resolve', image: '/uploads/s.webp' })
      .returning();
    const [product] = await db
      .insert(products)
      .values({
        name: 'Cinematic Teal and Orange LUT Pack',
        price: 499,
        description: 'Forty looks for documentary footage.',
      })
      .returning();
    await db.insert(productCategories).values({ productId: product!.id, categoryId: category!.id });

    const vector = async () =>
      (
        await db
          .select({ v: sql<string>`${products.searchVector}::text` })
          .from(products)
          .where(eq(products.id, product!.id))
      )[0]?.v;
    expect(await vector()).toContain("'cinemat':1A");
    expect(await vector()).toContain("'colour':");
    expect(await vector()).toContain("'documentari':");

    // Renaming the category refreshes the products linked to it.
    await db
      .update(categories)
      .set({ name: 'Color Grading' })
      .where(eq(categories.id, category!.id));
    expect(await vector()).toContain("'color':");

    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.searchVector} @@ websearch_to_tsquery('english', 'teal lut')`);
    expect(found.map((r) => r.id)).toEqual([product!.id]);
    expect(sub).toBeDefined();
  });
});

describe('migrateDatabase', () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_migrate_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('is safe to run from several instances at once and applies each migration once', async () => {
    const url = withDatabase(adminUrl, name);
    const instances = [1, 2, 3].map(() => createDatabase(url, { max: 2 }));
    const logs: string[] = [];
    try {
      await Promise.all(instances.map((i) => migrateDatabase(i.pool, (m) => logs.push(m))));
      const journal = JSON.parse(
        await readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8'),
      ) as { entries: { tag: string; when: number }[] };
      const rows = await instances[0]!.pool.query<{ created_at: string; n: number }>(
        'select created_at::text, count(*)::int as n from drizzle.__drizzle_migrations group by created_at order by created_at',
      );
      expect(rows.rows.map((r) => Number(r.created_at))).toEqual(
        journal.entries.map((e) => e.when),
      );
      expect(rows.rows.every((r) => r.n === 1)).toBe(true);
      expect(logs.filter((l) => l.startsWith('applied'))).toHaveLength(1);
      expect(logs.filter((l) => l === 'database schema is up to date')).toHaveLength(2);

      // Running again later is a no-op; the lock is free again.
      await migrateDatabase(instances[1]!.pool);
      const held = await instances[0]!.pool.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory'",
      );
      expect(held.rows[0].n).toBe(0);
      // The pool's statement_timeout is back in force on the client migrations used.
      const timeouts = await Promise.all(
        [1, 2].map(() => instances[1]!.pool.query('show statement_timeout')),
      );
      expect(timeouts.map((r) => r.rows[0].statement_timeout)).toEqual(['15s', '15s']);
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
  });
});
