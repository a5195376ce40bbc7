import type { CartItem } from '@store/contract/cart';
import { lineSalePrice } from '@store/contract/cart';
import type { Product } from '@store/contract/product';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { publicProductColumns } from '../product/public-product-sql.js';

type CartRow = {
  _id: string;
  userId: string;
  quantity: number;
  product: Product;
};

/**
 * Cart rows with their product in the public projection. Items whose product went to the
 * recycle bin are left out: they can be neither seen nor bought (the row stays, so a
 * recovered product comes back to the cart).
 */
export function createCartRepository(db: DbOrTx) {
  return {
    async listLive(userId: string): Promise<CartItem[]> {
      const { rows } = await db.execute<CartRow>(sql`
        select ci.id as "_id", ci.user_id as "userId", ci.quantity,
               (select row_to_json(x) from (select ${publicProductColumns}
                  from products p where p.id = ci.product_id) x) as product
        from cart_items ci join products live on live.id = ci.product_id
        where ci.user_id = ${userId} and live.deleted_at is null
        order by ci.created_at, ci.id`);
      return rows.map((row) => ({
        _id: row._id,
        userId: row.userId,
        quantity: row.quantity,
        productId: row.product,
        salePrice: lineSalePrice(row.product, row.quantity),
      }));
    },

    /** Inserts the item; null when this product is already in the user's cart. */
    async insert(userId: string, productId: string): Promise<string | null> {
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into cart_items (id, user_id, product_id, quantity)
        values (${newId()}, ${userId}, ${productId}, 1)
        on conflict (user_id, product_id) do nothing
        returning id`);
      return rows[0]?.id ?? null;
    },

    async setQuantity(userId: string, id: string, quantity: number): Promise<boolean> {
      const { rowCount } = await db.execute(sql`
        update cart_items set quantity = ${quantity}, updated_at = now()
        where id = ${id} and user_id = ${userId}`);
      return (rowCount ?? 0) > 0;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const { rowCount } = await db.execute(
        sql`delete from cart_items where id = ${id} and user_id = ${userId}`,
      );
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
