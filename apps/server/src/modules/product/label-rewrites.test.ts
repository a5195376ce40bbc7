import { searchReplySchema } from '@store/contract/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, actors, caller } from '#server/test-support/catalogue.js';
import { insertCategory, insertProduct, insertSubCategory } from '#server/test-support/fixtures.js';
import { useTestApp } from '#server/test-support/test-app.js';

/*
 * A category's or sub-category's name is part of every one of its products' search vector,
 * storefront search row and (for a sub-category, whose name is the software) facet row and
 * group. Renames rewrite them for all products in a few statements (decision 54), and the
 * facet groups are counted per statement. After each kind of write, every derived row must
 * equal what a fresh build from the products gives, and a rename must get the raised
 * statement timeout, not the pool's 15 s.
 */

const ctx = useTestApp();
const call = caller(ctx);
let who: Actors;
let grading: { id: string };
let photo: { id: string };
let resolve: { id: string };
let lightroom: { id: string };
const ids: string[] = [];

/** Rows that differ from a fresh build, per derived table: all zero when current. */
async function staleDerivedRows() {
  const { rows } = await ctx.db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from products
        where search_vector is distinct from product_search_document(id, name, description))
        as "search vectors",
      (select count(*)::int from products p
        where (p.deleted_at is null) <> exists (
          select 1 from product_search s where s.product_id = p.id)) as "search rows present",
      (select count(*)::int from product_search s join products p on p.id = s.product_id
        where s.labels is distinct from product_search_labels(p.id, p.name)
           or s.document is distinct from p.search_vector
           or s.created_at <> p.created_at) as "search rows",
      (select count(*)::int from product_search s
        left join product_facets f on f.product_id = s.product_id
        where s.facet_key is distinct from product_facet_group_key(f)) as "search facet keys",
      (select count(*)::int from (
         select key, products from product_facet_groups
         except
         select product_facet_group_key(f), count(*)::int from product_facets f group by 1
       ) g) as "groups miscounted",
      (select count(*)::int from (
         select product_facet_group_key(f) from product_facets f
         except select key from product_facet_groups
       ) g) as "groups missing"`);
  return rows[0];
}

async function expectDerivedCurrent(when: string) {
  expect(await staleDerivedRows(), when).toEqual({
    'search vectors': 0,
    'search rows present': 0,
    'search rows': 0,
    'search facet keys': 0,
    'groups miscounted': 0,
    'groups missing': 0,
  });
}

async function searchNames(text: string) {
  const res = await call('POST', '/api/product/search-product', {}, { search: text });
  expect(res.statusCode, res.body).toBe(200);
  return searchReplySchema.parse(res.json()).data.map((p) => p.name);
}

beforeAll(async () => {
  who = await actors(ctx);
  grading = await insertCategory(ctx.db, 'Colour Grading');
  photo = await insertCategory(ctx.db, 'Photo Editing');
  resolve = await insertSubCategory(ctx.db, 'DaVinci Resolve', [grading.id]);
  lightroom = await insertSubCategory(ctx.db, 'Lightroom', [photo.id]);
  for (let i = 0; i < 12; i++) {
    const lut = i % 3 !== 2;
    const product = await insertProduct(ctx.db, {
      name: lut ? `Teal Night LUT ${i}` : `Film Preset ${i}`,
      categoryIds: lut ? [grading.id] : [photo.id, grading.id],
      subCategoryIds: lut ? [resolve.id] : [lightroom.id, resolve.id],
      price: 100 * (i % 4),
      discount: i % 2 === 0 ? 0 : 10,
      deleted: i === 11,
    });
    ids.push(product.id);
  }
});

describe('renames rewrite every derived row of their products (decision 54)', () => {
  it('keeps search vectors, search rows and facet groups current through writes', async () => {
    await expectDerivedCurrent('at first');
    const admin = who.admin.headers;

    // Single-product writes move one product between facet groups.
    const repriced = await call('PUT', '/api/product/update-product-details', admin, {
      _id: ids[0],
      price: 999,
      discount: 5,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await call('DELETE', '/api/product/delete-product', admin, { _id: ids[1] });
    await expectDerivedCurrent('after a price change and a trash');
    await call('PUT', '/api/product/recover-product', admin, { _id: ids[1] });
    await expectDerivedCurrent('after a recover');

    const category = await call('PUT', '/api/category/update', admin, {
      _id: grading.id,
      name: 'Cinematic Grading',
    });
    expect(category.statusCode, category.body).toBe(200);
    await expectDerivedCurrent('after a category rename');
    // Every live product of the category (11 of 12; one is in the recycle bin) is found by
    // the new word and none by the old one.
    expect(await searchNames('cinematic')).toHaveLength(11);
    expect(await searchNames('colour')).toEqual([]);

    const sub = await call('PUT', '/api/subcategory/update', admin, {
      _id: resolve.id,
      name: 'Resolve Studio',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    await expectDerivedCurrent('after a sub-category rename');
    expect(await searchNames('studio')).toHaveLength(11);
    const listed = await call(
      'POST',
      '/api/product/get',
      {},
      { page: 1, limit: 12, filters: { software: ['Resolve Studio'] } },
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().facets.software).toContainEqual({ value: 'Resolve Studio', count: 11 });

    // Emptying a group entirely (the one product priced 999) removes it.
    await call('PUT', '/api/product/update-product-details', admin, { _id: ids[0], price: 0 });
    await expectDerivedCurrent('after a group empties');
  });
});

describe('the statement timeout of a rename', () => {
  // A probe trigger records the statement timeout each write of a category or sub-category
  // runs under (the rewrite runs in the same statement as the rename).
  beforeAll(async () => {
    await ctx.db.execute(sql`create table rename_probe (tbl text, timeout text)`);
    await ctx.db.execute(sql`
      create function rename_probe_record() returns trigger language plpgsql as $$
      begin
        insert into rename_probe values (TG_TABLE_NAME, current_setting('statement_timeout'));
        return null;
      end $$`);
    for (const table of ['categories', 'sub_categories']) {
      await ctx.db.execute(
        sql.raw(`create trigger rename_probe after update on ${table}
                 for each row execute function rename_probe_record()`),
      );
    }
  });
  afterAll(async () => {
    await ctx.db.execute(sql`drop trigger rename_probe on categories`);
    await ctx.db.execute(sql`drop trigger rename_probe on sub_categories`);
    await ctx.db.execute(sql`drop function rename_probe_record cascade`);
    await ctx.db.execute(sql`drop table rename_probe`);
  });

  it('is raised to two minutes for the rename, and only in its transaction', async () => {
    const admin = who.admin.headers;
    const category = await call('PUT', '/api/category/update', admin, {
      _id: photo.id,
      name: 'Photo Looks',
    });
    expect(category.statusCode, category.body).toBe(200);
    const sub = await call('PUT', '/api/subcategory/update', admin, {
      _id: lightroom.id,
      image: '/uploads/test/lightroom.webp',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const { rows } = await ctx.db.execute<{ tbl: string; timeout: string }>(
      sql`select tbl, timeout from rename_probe order by tbl`,
    );
    expect(rows).toEqual([
      { tbl: 'categories', timeout: '2min' },
      { tbl: 'sub_categories', timeout: '2min' },
    ]);
    // The pool's own limit is back for the next statement on any connection.
    const after = await ctx.db.execute<{ timeout: string }>(
      sql`select current_setting('statement_timeout') as timeout`,
    );
    expect(after.rows[0]!.timeout).toBe('15s');
  });
});
