import type { CartItem } from '@store/contract/cart';
import { lineSalePrice, priceCart } from '@store/contract/cart';
import type { CartTotals } from '@store/contract/pricing';
import type { Product } from '@store/contract/product';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { hasPool, prepared } from '#server/lib/prepared-statement.js';
import { type SessionToCheck, sessionLiveSql } from '#server/plugins/auth.js';
import { publicProductColumns } from '../product/index.js';

type CartRow = {
  _id: string;
  userId: string;
  quantity: number;
  product: Product;
};

/**
 * Why an add changed nothing, in the order the rules are checked (SPEC §5); 'ended': the
 * caller's session ended (the route guard left that check to the statement, decision 0050).
 */
export type AddRefusal = 'ended' | 'missing' | 'free' | 'out-of-stock' | 'owned' | 'in-cart';

/** A cart line as the totals need it: [price, discount, quantity] of a live product. */
type PricedLine = [price: number, discount: number, quantity: number];

const totalsOf = (lines: PricedLine[]) =>
  priceCart(
    lines.map(([price, discount, quantity]) => ({ productId: { price, discount }, quantity })),
  );

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

/** One cart row of `line` (id, user_id, product_id, quantity) as the JSON `toItem` reads. */
const itemJson = (line: SQL) => sql`json_build_object(
    '_id', ${line}.id, 'userId', ${line}.user_id, 'quantity', ${line}.quantity,
    'product', (select row_to_json(x) from (select ${publicProductColumns}
                  from products p where p.id = ${line}.product_id) x))`;

/**
 * The cart's lines for its totals only, from `lines` (product_id, quantity), live products
 * only: three numbers a line instead of the product's JSON (the change replies, decision 0050).
 */
const pricedLinesJson = (lines: SQL) => sql`
  coalesce((select json_agg(json_build_array(p.price, p.discount, l.quantity))
    from (${lines}) l join products p on p.id = l.product_id
    where p.deleted_at is null), '[]'::json)`;

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
/** The caller's session, checked inside each statement (sessionLiveSql, decision 0050). */
const live = sessionLiveSql(userId, sql.placeholder('sessionId'), sql.placeholder('issuedAt'));
const sessionValues = ({ userId, sessionId, issuedAt }: SessionToCheck) => ({
  userId,
  sessionId,
  issuedAt,
});

/**
 * Add: the session, the rules, the insert, the added item and the cart's priced lines after
 * it, in one statement. A statement's CTEs all see the snapshot from before it, so the new
 * row joins the lines from its RETURNING.
 */
const addStatement = prepared<{
  verdict: AddRefusal | 'ok';
  item: CartRow | null;
  lines: PricedLine[];
}>(
  'cart_add',
  sql`
    with target as (
      select sale_price, stock from products where id = ${productId} and deleted_at is null
    ), verdict as (
      select case
        when not ${live} then 'ended'
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
      returning id, user_id, product_id, quantity
    )
    select (select v from verdict) as verdict,
           (select ${itemJson(sql`ins`)} from ins) as item,
           ${pricedLinesJson(sql`
             select product_id, quantity from cart_items where user_id = ${userId}
             union all
             select product_id, quantity from ins`)} as lines`,
);

/** Read: the session and the whole cart, in one statement (null items: the session ended). */
const readStatement = prepared<{ items: CartRow[] | null }>(
  'cart_read',
  sql`
    select case when ${live} then ${cartJson(sql`
      select id, user_id, product_id, quantity, created_at
        from cart_items where user_id = ${userId}`)} end as items`,
);

const listStatement = prepared<CartRow>('cart_list', listSql(userId));

/**
 * Remove: the session, the delete (only when the session is live) and the cart's priced lines
 * without the removed row, in one statement.
 */
const removeStatement = prepared<{ live: boolean; removed: boolean; lines: PricedLine[] }>(
  'cart_remove',
  sql`
    with ok as (select ${live} as live), del as (
      delete from cart_items where id = ${itemId} and user_id = ${userId}
        and (select live from ok)
      returning id)
    select (select live from ok) as live, exists (select 1 from del) as removed,
           ${pricedLinesJson(sql`
             select product_id, quantity from cart_items
              where user_id = ${userId} and id not in (select id from del)`)} as lines`,
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

    /** The caller's cart, checking the session in the same statement; null: it ended. */
    async read(session: SessionToCheck): Promise<CartItem[] | null> {
      const { rows } = await readStatement(db, sessionValues(session));
      const items = rows[0]!.items;
      return items === null ? null : items.map(toItem);
    },

    /**
     * Adds a product once, in ONE round trip with the session check (issue 18 point 5,
     * addStatement): the added item and the cart's new totals, or why nothing was added.
     */
    async add(
      session: SessionToCheck,
      productId: string,
    ): Promise<{ item: CartItem; totals: CartTotals } | { refused: AddRefusal }> {
      const { rows } = await addStatement(db, {
        ...sessionValues(session),
        productId,
        id: newId(),
      });
      const row = rows[0]!;
      if (row.verdict !== 'ok') return { refused: row.verdict };
      if (!row.item) return { refused: 'in-cart' };
      return { item: toItem(row.item), totals: totalsOf(row.lines) };
    },

    /**
     * Removes the caller's item in one statement with the session check: the cart's new
     * totals, 'missing' (no such item of theirs) or 'ended' (the session ended).
     */
    async remove(session: SessionToCheck, id: string): Promise<CartTotals | 'missing' | 'ended'> {
      const { rows } = await removeStatement(db, { ...sessionValues(session), id });
      const row = rows[0]!;
      if (!row.live) return 'ended';
      return row.removed ? totalsOf(row.lines) : 'missing';
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
