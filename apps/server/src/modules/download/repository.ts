import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';

export function createDownloadRepository(db: DbOrTx) {
  return {
    /** Whether any product (live or in the recycle bin) has this id: 404 versus 403. */
    async productExists(productId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from products where id = ${productId}`);
      return rows.length > 0;
    },

    /** One entitled download (the "N downloads" of a product page count these). */
    async log(userId: string, productId: string, orderId: string | null): Promise<void> {
      await db.execute(sql`
        insert into downloads (id, user_id, product_id, order_id)
        values (${newId()}, ${userId}, ${productId}, ${orderId})`);
    },
  };
}
