import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

/**
 * Grows the catalogue to `target` live products by cloning the seeded ones with new names,
 * ids and dates, in batches inside the database (fast: no round trip per row). Search
 * documents are filled by the same triggers as real writes.
 */
export async function growCatalogue(db: Database, target: number): Promise<number> {
  const count = async () =>
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from products where deleted_at is null`,
      )
    ).rows[0]!.n;
  let current = await count();
  const batch = 5000;
  while (current < target) {
    const size = Math.min(batch, target - current);
    await db.execute(sql`
      with source as (
        select p.*, row_number() over (order by p.id) as rn, count(*) over () as total
        from products p where p.deleted_at is null and p.name not like '% #%'
      ),
      picks as (
        select g as n, s.* from generate_series(1, ${size}) g
        join source s on s.rn = ((g + ${current}) % s.total) + 1
      ),
      inserted as (
        insert into products (id, name, images, unit, stock, price, discount, description,
                              more_details, drive_link, is_deal, created_at, updated_at)
        select
          substr(p.id, 1, 10) || upper(substr(md5(random()::text || p.n::text), 1, 16)),
          p.name || ' #' || (${current} + p.n),
          p.images, p.unit, p.stock, p.price, p.discount, p.description, p.more_details,
          p.drive_link, false, now() - (p.n || ' minutes')::interval, now()
        from picks p
        returning id, name
      )
      select count(*) from inserted`);
    // Link each clone to the categories of the product it was cloned from.
    await db.execute(sql`
      insert into product_categories (product_id, category_id, position)
      select c.id, pc.category_id, pc.position
      from products c
      join products o on o.name = split_part(c.name, ' #', 1) and o.id <> c.id
      join product_categories pc on pc.product_id = o.id
      where c.name like '% #%' and not exists (
        select 1 from product_categories x where x.product_id = c.id)
      on conflict do nothing`);
    await db.execute(sql`
      insert into product_sub_categories (product_id, sub_category_id, position)
      select c.id, ps.sub_category_id, ps.position
      from products c
      join products o on o.name = split_part(c.name, ' #', 1) and o.id <> c.id
      join product_sub_categories ps on ps.product_id = o.id
      where c.name like '% #%' and not exists (
        select 1 from product_sub_categories x where x.product_id = c.id)
      on conflict do nothing`);
    current = await count();
  }
  // The search triggers rewrite each new row a few times; measure a settled table.
  await db.execute(sql`vacuum analyze products`);
  return current;
}
