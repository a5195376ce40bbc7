import type { CartItem } from '@store/contract/cart';
import { lineSalePrice } from '@store/contract/cart';
import type { Product } from '@store/contract/product';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { hasPool, prepared } from '#server/lib/prepared-statement.js';
import { publicProductColumns } from '../product/index.js';

type CartRow = {
  _id: string;
  userId: string;
  quantity: number;
  product: Product;
};

/** Why an add changed nothing, in the order the rules are checked (SPEC §5). */
export type AddRefusal = 'missing' | 'free' | 'out-of-stock' | 'owned' | 'in-cart';

const toItem = (row: CartRow): CartItem => ({
  _id: row._id,
  userId: row.userId,
  quantity: row.quantity,
  productId: row.product,
  salePrice: lineSalePrice(row.product, row.quantity),
});

/**
 * The cart as one JSON array, built from `lines` (id, user_id, product_id, quantity,
 * created_at), live products only, in the order the items were added: what `listLive` reads,
 * for the one-statement add and remove.
 */
const cartJson = (lines: ReturnType<typeof sql>) => sql`
  coalesce((select json_agg(json_build_object(
      '_id', l.id, 'userId', l.user_id, 'quantity', l.quantity,
      'product', (select row_to_json(x) from (select ${publicProductColumns}
                    from products p where p.id = l.product_id) x))
      order by l.created_at, l.id)
    from (${lines}) l join products live on live.id = l.product_id
    where live.deleted_at is null), '[]'::json)`;

const listSql = (user: SQL | Placeholder) => sql`
  select ci.id as "_id", ci.user_id as "userId", ci.quantity,
         (select row_to_json(x) from (select ${publicProductColumns}
            from products p where p.id = ci.product_id) x) as product
  from cart_items ci join products live on live.id = ci.product_id
  where ci.user_id = ${user} and live.deleted_at is null
  order by ci.created_at, ci.id`;

const userId = sql.placeholder('userId');
const productId = sql.placeholder('productId');
const itemId = sql.placeholder('id');

/**
 * Add: the rules, the insert and the cart after it in one statement. A statement's CTEs all
 * see the snapshot from before it, so the new row joins the cart from its RETURNING.
 */
const addStatement = prepared<{ verdict: AddRefusal | 'ok'; inserted: boolean; items: CartRow[] }>(
  'cart_add',
  sql`
    with target as (
      select sale_price, stock from products where id = ${productId} and deleted_at is null
    ), verdict as (
      select case
        when not exists (select 1 from target) then 'missing'
        when (select sale_price from target) <= 0 then 'free'
        when (select stock from target) <= 0 then 'out-of-stock'
        when exists (
          select 1 from order_items oi join orders o on o.id = oi.order_id
          where oi.product_id = ${productId} and o.user_id = ${userId}
            and o.payment_status in ('PAID', 'BLOCKED')) then 'owned'
        else 'ok' end as v
    ), ins as (
      insert into cart_items (id, user_id, product_id, quantity)
      select ${itemId}, ${userId}, ${productId}, 1 from verdict where v = 'ok'
      on conflict (user_id, product_id) do nothing
      returning id, user_id, product_id, quantity, created_at
    )
    select (select v from verdict) as verdict,
           exists (select 1 from ins) as inserted,
           ${cartJson(sql`
             select id, user_id, product_id, quantity, created_at
               from cart_items where user_id = ${userId}
             union all
             select id, user_id, product_id, quantity, created_at from ins`)} as items`,
);

const listStatement = prepared<CartRow>('cart_list', listSql(userId));

/** Remove: the delete and the cart without the removed row, in one statement. */
const removeStatement = prepared<{ removed: boolean; items: CartRow[] }>(
  'cart_remove',
  sql`
    with del as (delete from cart_items where id = ${itemId} and user_id = ${userId} returning id)
    select exists (select 1 from del) as removed,
           ${cartJson(sql`
             select id, user_id, product_id, quantity, created_at from cart_items
              where user_id = ${userId} and id not in (select id from del)`)} as items`,
);

/**
 * Cart rows with their product in the public projection. Items whose product went to the
 * recycle bin are left out: they can be neither seen nor bought (the row stays, so a
 * recovered product comes back to the cart).
 */
export function createCartRepository(db: DbOrTx) {
  return {
    /** The cart (prepared on the pool; inside a transaction, on it as a plain query). */
    async listLive(user: string): Promise<CartItem[]> {
      const { rows } = hasPool(db)
        ? await listStatement(db, { userId: user })
        : await db.execute<CartRow>(listSql(sql`${user}`));
      return rows.map(toItem);
    },

    /**
     * Adds a product once, in ONE round trip (issue 18 point 5, addStatement): either the
     * cart after the add, or why nothing was added.
     */
    async add(
      userId: string,
      productId: string,
    ): Promise<{ items: CartItem[] } | { refused: AddRefusal }> {
      const { rows } = await addStatement(db, { userId, productId, id: newId() });
      const row = rows[0]!;
      if (row.verdict !== 'ok') return { refused: row.verdict };
      if (!row.inserted) return { refused: 'in-cart' };
      return { items: row.items.map(toItem) };
    },

    /** Removes the user's item and reads the cart without it, in one statement; null: no such item. */
    async remove(userId: string, id: string): Promise<CartItem[] | null> {
      const { rows } = await removeStatement(db, { userId, id });
      const row = rows[0]!;
      return row.removed ? row.items.map(toItem) : null;
    },

    async setQuantity(userId: string, id: string, quantity: number): Promise<boolean> {
      const { rowCount } = await db.execute(sql`
        update cart_items set quantity = ${quantity}, updated_at = now()
        where id = ${id} and user_id = ${userId}`);
      return (rowCount ?? 0) > 0;
    },

    /** After a payment: the bought products leave the buyer's cart. */
    async removeProducts(userId: string, productIds: readonly string[]): Promise<void> {
      if (productIds.length === 0) return;
      await db.execute(sql`
        delete from cart_items where user_id = ${userId}
          and product_id in (${sql.join(
            productIds.map((id) => sql`${id}`),
            sql`, `,
          )})`);
    },

    async allCarts() {
      const { rows } = await db.execute<{
        userId: string;
        items: { _id: string; productId: string; quantity: number }[];
      }>(sql`
        select ci.user_id as "userId",
               json_agg(json_build_object('_id', ci.id, 'productId', ci.product_id,
                                          'quantity', ci.quantity)
                        order by ci.created_at, ci.id) as items
        from cart_items ci
        group by ci.user_id
        order by ci.user_id`);
      return rows;
    },
  };
}
