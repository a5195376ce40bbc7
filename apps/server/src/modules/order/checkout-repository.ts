import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/** A PENDING order a repeated checkout of the same cart may reuse. */
export interface ReusableOrder {
  id: string;
  order_id: string;
  idempotency_key: string;
  created_at: Date;
}

/** The invoice details a checkout writes on its order (decision 40). */
export interface OrderGst {
  gstin: string | null;
  businessName: string | null;
  state: string | null;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The checkout's SQL. Every function takes the database or the caller's transaction: the
 * checkout (checkout.ts) decides what runs under the shopper's row lock.
 */
export const checkoutRepository = {
  /** Locks the shopper's row: one checkout per shopper at a time. */
  async lockBuyer(
    tx: DbOrTx,
    userId: string,
  ): Promise<{ email: string; name: string } | undefined> {
    const { rows } = await tx.execute<{ email: string; name: string }>(
      sql`select email, name from users where id = ${userId} for update`,
    );
    return rows[0];
  },

  /** Whether the address is the user's and live. */
  async hasAddress(tx: DbOrTx, userId: string, addressId: string): Promise<boolean> {
    const { rows } = await tx.execute(sql`
      select 1 from addresses
      where id = ${addressId} and user_id = ${userId} and status`);
    return rows.length > 0;
  },

  /** The name of one of these products the user owns already (PAID or BLOCKED), if any. */
  async ownedProductName(
    tx: DbOrTx,
    userId: string,
    productIds: readonly string[],
  ): Promise<string | undefined> {
    const { rows } = await tx.execute<{ name: string }>(sql`
      select oi.name from order_items oi join orders o on o.id = oi.order_id
      where o.user_id = ${userId} and o.payment_status in ('PAID', 'BLOCKED')
        and oi.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      limit 1`);
    return rows[0]?.name;
  },

  /**
   * The newest PENDING order of the same shopper, provider, total, coupon, contact and
   * products (sorted ids) made within `reuseMinutes`.
   */
  async findReusable(
    tx: DbOrTx,
    match: {
      userId: string;
      provider: string;
      total: number;
      couponId: string;
      phone: string;
      email: string;
      reuseMinutes: number;
      productIds: readonly string[];
    },
  ): Promise<ReusableOrder | undefined> {
    const { rows } = await tx.execute<ReusableOrder & Record<string, unknown>>(sql`
      select o.id, o.order_id, o.idempotency_key, o.created_at from orders o
      where o.user_id = ${match.userId} and o.payment_status = 'PENDING'
        and o.provider = ${match.provider} and o.total_amt = ${match.total}
        and coalesce((select r.coupon_id from coupon_redemptions r
                      where r.order_id = o.id and r.status = 'reserved'), '')
            = ${match.couponId}
        and o.customer_phone = ${match.phone} and o.customer_email = ${match.email}
        and o.created_at > now() - make_interval(mins => ${match.reuseMinutes})
        and (select array_agg(oi.product_id order by oi.product_id)
               from order_items oi where oi.order_id = o.id)
            = ${textArray(match.productIds)}
      order by o.created_at desc limit 1`);
    return rows[0];
  },

  /** The latest checkout's invoice details (and address, when given) on a reused order. */
  async updateReused(
    tx: DbOrTx,
    id: string,
    gst: OrderGst,
    addressId: string | null,
  ): Promise<void> {
    await tx.execute(sql`
      update orders set buyer_gstin = ${gst.gstin},
             buyer_business_name = ${gst.businessName},
             place_of_supply = ${gst.state},
             address_id = coalesce(${addressId}, address_id),
             updated_at = now()
      where id = ${id}`);
  },

  /** Writes a PENDING order; returns when the database made it. */
  async insertOrder(
    tx: DbOrTx,
    order: {
      id: string;
      orderId: string;
      userId: string;
      addressId: string | null;
      provider: string;
      subTotal: number;
      total: number;
      email: string;
      phone: string;
      idempotencyKey: string;
      gst: OrderGst;
    },
  ): Promise<Date> {
    const { gst } = order;
    const { rows } = await tx.execute<{ created_at: Date }>(sql`
      insert into orders (id, order_id, user_id, address_id, payment_status, provider,
                          sub_total_amt, total_amt, currency, customer_email, customer_phone,
                          idempotency_key, buyer_gstin, buyer_business_name, place_of_supply)
      values (${order.id}, ${order.orderId}, ${order.userId}, ${order.addressId}, 'PENDING',
              ${order.provider}, ${order.subTotal}, ${order.total}, 'INR',
              ${order.email}, ${order.phone}, ${order.idempotencyKey}, ${gst.gstin},
              ${gst.businessName}, ${gst.state})
      returning created_at`);
    return rows[0]!.created_at;
  },

  async insertItem(
    tx: DbOrTx,
    item: {
      id: string;
      orderDbId: string;
      productId: string;
      name: string;
      images: readonly string[];
      price: number;
      discount: number;
      unitPrice: number;
      quantity: number;
      couponDiscount: number;
    },
  ): Promise<void> {
    await tx.execute(sql`
      insert into order_items (id, order_id, product_id, name, images, price, discount,
                               unit_price, quantity, coupon_discount)
      values (${item.id}, ${item.orderDbId}, ${item.productId}, ${item.name},
              ${textArray(item.images)},
              ${item.price}, ${item.discount}, ${item.unitPrice},
              ${item.quantity}, ${item.couponDiscount})`);
  },

  async setPaymentSession(db: DbOrTx, id: string, paymentSessionId: string): Promise<void> {
    await db.execute(sql`
      update orders set payment_session_id = ${paymentSessionId}, updated_at = now()
      where id = ${id}`);
  },
};
