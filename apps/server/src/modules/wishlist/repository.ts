import type { WishlistItem, WishlistProduct } from '@store/contract/wishlist';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/** The card's fields of `p`, as the wire shape (no description, no download link). */
const cardColumns = sql`json_build_object('_id', p.id, 'name', p.name, 'image', p.images,
  'unit', p.unit, 'stock', p.stock, 'price', p.price, 'discount', p.discount)`;

/**
 * Wishlist rows joined to live products only: a product in the recycle bin drops out of the
 * list (its row stays, so a recovered product comes back, as in the cart).
 */
export function createWishlistRepository(db: DbOrTx) {
  return {
    async list(userId: string): Promise<WishlistItem[]> {
      const { rows } = await db.execute<WishlistItem>(sql`
        select ${cardColumns} as product,
               to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "savedAt"
        from wishlist_items w join products p on p.id = w.product_id
        where w.user_id = ${userId} and p.deleted_at is null
        order by w.created_at desc, w.product_id desc`);
      return rows;
    },

    /** The cards of the live products among `productIds`, in the order given. */
    async cards(productIds: readonly string[]): Promise<WishlistProduct[]> {
      if (productIds.length === 0) return [];
      const { rows } = await db.execute<{ card: WishlistProduct }>(sql`
        select ${cardColumns} as card
        from unnest(${sql.param(productIds)}::text[]) with ordinality as asked(id, n)
        join products p on p.id = asked.id
        where p.deleted_at is null
        order by asked.n`);
      return rows.map((row) => row.card);
    },

    /**
     * Serialises one shopper's wishlist writes until the transaction ends, so two tabs saving
     * at once cannot both pass the size check.
     */
    async lockUser(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('wishlist:' || ${userId}))`);
    },

    /** The ids among `productIds` that name live products. */
    async liveProductIds(productIds: readonly string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const { rows } = await db.execute<{ id: string }>(sql`
        select id from products
        where deleted_at is null and id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      return new Set(rows.map((row) => row.id));
    },

    /** The ids of the live products already on the list. */
    async savedLiveIds(userId: string): Promise<Set<string>> {
      const { rows } = await db.execute<{ id: string }>(sql`
        select w.product_id as id from wishlist_items w join products p on p.id = w.product_id
        where w.user_id = ${userId} and p.deleted_at is null`);
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Saves products, the first one newest (1 ms apart, so the list keeps the given order);
     * a product already saved keeps its first date.
     */
    async insert(userId: string, productIds: readonly string[]): Promise<void> {
      if (productIds.length === 0) return;
      const values = productIds.map(
        (id, index) => sql`(${userId}, ${id}, now() - make_interval(secs => ${index} / 1000.0))`,
      );
      await db.execute(sql`
        insert into wishlist_items (user_id, product_id, created_at)
        values ${sql.join(values, sql`, `)}
        on conflict (user_id, product_id) do nothing`);
    },

    async delete(userId: string, productId: string): Promise<void> {
      await db.execute(sql`
        delete from wishlist_items where user_id = ${userId} and product_id = ${productId}`);
    },
  };
}
