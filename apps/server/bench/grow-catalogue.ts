import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

export interface GrowOptions {
  /** Products per INSERT (default 10,000). */
  batch?: number;
  log?: (message: string) => void;
}

/**
 * Grows the catalogue to `target` live products by cloning the seeded ones with new names
 * ("<name> #<n>"), ids and dates, in batches inside the database: one statement per batch
 * writes the products, their category links and their search rows.
 *
 * Each clone's search document is computed once, from its source product's categories (the
 * clone gets the same ones), and written with the row. The row triggers that keep search
 * documents current on ordinary writes would rewrite every new row three times (product,
 * category link, sub-category link), so they are switched off for the load when the table
 * owner allows it; clone names add no new words to the typo dictionary. At 100,000 products
 * this takes well under a minute instead of several.
 */
export async function growCatalogue(
  db: Database,
  target: number,
  options: GrowOptions = {},
): Promise<number> {
  const batch = options.batch ?? 10_000;
  const log = options.log ?? (() => {});
  const count = async () =>
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from products where deleted_at is null`,
      )
    ).rows[0]!.n;
  let current = await count();
  if (current >= target) return current;

  const tables = ['products', 'product_categories', 'product_sub_categories'];
  const setTriggers = async (state: 'enable' | 'disable') => {
    for (const table of tables) {
      await db.execute(sql.raw(`alter table ${table} ${state} trigger user`));
    }
  };
  // Counters kept by one trigger per event: the facet groups' (migration 0023) and the
  // search words' (migration 0026), summed once after the load instead.
  const setCounters = async (table: string, trigger: string, state: 'enable' | 'disable') => {
    for (const event of ['insert', 'update', 'delete']) {
      await db.execute(sql.raw(`alter table ${table} ${state} trigger ${trigger}_${event}`));
    }
  };
  const setGroupCounters = (state: 'enable' | 'disable') =>
    setCounters('product_facets', 'product_facet_groups_count', state);
  const setTermCounters = (state: 'enable' | 'disable') =>
    setCounters('product_search', 'search_term_groups_count', state);
  let triggersOff = false;
  try {
    await setTriggers('disable');
    await setTermCounters('disable');
    triggersOff = true;
  } catch {
    log('cannot switch the search triggers off (not the table owner): growing with them on');
  }

  const started = performance.now();
  try {
    while (current < target) {
      const size = Math.min(batch, target - current);
      await db.execute(sql`
        with source as (
          select p.*, row_number() over (order by p.id) as rn, count(*) over () as total
          from products p where p.deleted_at is null and p.name not like '% #%'
        ),
        named as (
          select g as n, s.id as source_id, s.name || ' #' || (${current} + g) as new_name,
                 substr(s.id, 1, 10) || upper(substr(md5(random()::text || g::text), 1, 16)) as new_id,
                 s.images, s.unit, s.stock, s.price, s.discount, s.description, s.more_details,
                 s.drive_link,
                 -- Page details and ratings vary by clone, so sorts and facets have work to do.
                 jsonb_build_array(jsonb_build_object(
                   'name', 'file-' || g, 'sizeBytes', 1000 + g,
                   'format', (array['CUBE','XMP','PRPROJ','MOGRT','AEP','DRP'])[1 + g % 6]))
                   as included_files,
                 case when g % 3 = 0
                   then jsonb_build_array(jsonb_build_object('software', 'Final Cut Pro'))
                   else '[]'::jsonb end as compatible_software,
                 g % 7 as rating_count, (g % 7) * (1 + g % 5) as rating_sum
          from generate_series(1, ${size}) g
          join source s on s.rn = ((g + ${current}) % s.total) + 1
        ),
        picks as materialized (
          select n.*, product_search_labels(n.source_id, n.new_name) as labels from named n
        ),
        inserted as (
          insert into products (id, name, images, unit, stock, price, discount, description,
                                more_details, drive_link, is_deal, search_vector,
                                included_files, compatible_software, rating_count, rating_sum,
                                created_at, updated_at)
          select new_id, new_name, images, unit, stock, price, discount, description,
                 more_details, drive_link, false,
                 labels || setweight(to_tsvector('english', description), 'C'),
                 included_files, compatible_software, rating_count, rating_sum,
                 now() - (n || ' minutes')::interval, now()
          from picks
          returning id, created_at, search_vector
        ),
        categories as (
          insert into product_categories (product_id, category_id, position)
          select p.new_id, pc.category_id, pc.position
          from picks p join product_categories pc on pc.product_id = p.source_id
        ),
        sub_categories as (
          insert into product_sub_categories (product_id, sub_category_id, position)
          select p.new_id, ps.sub_category_id, ps.position
          from picks p join product_sub_categories ps on ps.product_id = p.source_id
        )
        insert into product_search (product_id, created_at, labels, document)
        select i.id, i.created_at, p.labels, i.search_vector
        from inserted i join picks p on p.new_id = i.id
        on conflict (product_id) do nothing`);
      current += size;
      log(`grown to ${current} products (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  } catch (error) {
    // Never leave the word counts switched off or short (the rows written so far counted).
    if (triggersOff) {
      await setTermCounters('enable');
      await db.execute(sql`select search_term_groups_rebuild()`);
    }
    throw error;
  } finally {
    if (triggersOff) await setTriggers('enable');
  }
  // The facet rows (decision 34) of the clones, which the switched-off triggers did not write,
  // in batches that each stay well inside the pool's statement timeout; their groups are
  // summed once at the end rather than counted row by row.
  await setGroupCounters('disable');
  for (;;) {
    const written = await db.execute<{ n: number }>(sql`
      with missing as (
        select array(
          select p.id from products p
          where p.deleted_at is null
            and not exists (select 1 from product_facets f where f.product_id = p.id)
          limit 5000) as ids
      )
      select cardinality(ids) as n, product_facets_refresh(ids) from missing`);
    if ((written.rows[0]?.n ?? 0) === 0) break;
  }
  // The clones' cards (decision 53), which the switched-off triggers did not write either.
  for (;;) {
    const written = await db.execute<{ n: number }>(sql`
      with missing as (
        select array(
          select p.id from products p
          where not exists (select 1 from product_cards c where c.product_id = p.id)
          limit 5000) as ids
      )
      select cardinality(ids) as n, product_cards_refresh(ids) from missing`);
    if ((written.rows[0]?.n ?? 0) === 0) break;
  }
  await db.execute(sql`select product_facet_groups_rebuild()`);
  await setGroupCounters('enable');
  if (triggersOff) {
    // The search rows now have their facet keys (set by the rebuild): their words counted.
    await db.execute(sql`select search_term_groups_rebuild()`);
    await setTermCounters('enable');
  }
  log(`facet rows written (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // Measure settled tables, as autovacuum would leave them. The clones' search rows were each
  // written twice here (inserted before their facet rows existed, then given their facet keys
  // by the rebuild), which leaves half the table's space dead and spreads the live rows over
  // twice the pages. A store that adds products one at a time writes a search row and its key
  // together, or updates it on its own page, where the space is reused. Rewritten compactly,
  // a broad search ("presets", ~20,000 matches) reads ~4,000 pages instead of ~21,000.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum full analyze product_search`);
  await db.execute(sql`vacuum analyze product_facets`);
  await db.execute(sql`vacuum analyze product_facet_groups`);
  await db.execute(sql`vacuum analyze product_facet_links`);
  await db.execute(sql`vacuum analyze product_cards`);
  await db.execute(sql`vacuum analyze search_term_groups`);
  await db.execute(sql`vacuum analyze product_categories`);
  await db.execute(sql`vacuum analyze product_sub_categories`);
  return count();
}
