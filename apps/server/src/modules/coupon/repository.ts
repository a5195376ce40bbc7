import type { Coupon, CouponKind, couponWriteSchema } from '@store/contract/coupon';
import { type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';

/**
 * How long an unpaid order holds a coupon use. Issue 17 expires unpaid orders after 30
 * minutes; a hold lasts as long, so a checkout abandoned at the payment page frees its use.
 */
export const COUPON_HOLD_MINUTES = 30;

/** A coupon as checkout checks it. */
export interface CouponRow {
  id: string;
  code: string;
  discountKind: CouponKind;
  amountOff: number;
  min_cart_value: number;
  max_uses: number | null;
  per_buyer_limit: number | null;
  all_products: boolean;
  active: boolean;
  not_yet: boolean;
  ended: boolean;
}

/** A coupon's fields as the admin form writes them (validated by the contract). */
export type CouponFields = z.output<typeof couponWriteSchema>;

const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const inList = (ids: Iterable<string>) =>
  sql.join(
    [...ids].map((id) => sql`${id}`),
    sql`, `,
  );

/** A redemption holds a use while it is redeemed, or reserved by a young PENDING order. */
const holdsUse = sql`(r.status = 'redeemed' or (r.status = 'reserved'
  and o.payment_status = 'PENDING'
  and o.created_at > now() - make_interval(mins => ${COUPON_HOLD_MINUTES})))`;

/**
 * The admin side's SQL. Start and end are wall-clock times of the store's zone (decision 31):
 * PostgreSQL turns them into instants with the zone's rules and back. Every function takes the
 * database or the caller's transaction.
 */
export function createCouponAdminRepository(timeZone: string) {
  const local = (column: SQL) =>
    sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;
  const instant = (value: string | null | undefined) =>
    value ? sql`(${value}::timestamp at time zone ${timeZone})` : sql`null`;
  const limit = (value: number | '' | null | undefined) =>
    value === '' || value == null ? null : value;
  const fieldValues = (input: CouponFields) => sql`
      ${input.code}, ${input.discountKind}, ${input.amountOff}, ${input.minCartValue},
      ${instant(input.startsAt)}, ${instant(input.endsAt)}, ${limit(input.maxUses)},
      ${limit(input.perBuyerLimit)}, ${input.allProducts}, ${input.active}`;

  async function list(db: DbOrTx, where: SQL = sql`true`): Promise<Coupon[]> {
    const { rows } = await db.execute<Coupon & Record<string, unknown>>(sql`
      select c.id as "_id", c.code, c.kind as "discountKind", c.value as "amountOff", c.min_cart_value as "minCartValue",
             ${isoUtc(sql`c.starts_at`)} as "startsAt", ${isoUtc(sql`c.ends_at`)} as "endsAt",
             ${local(sql`c.starts_at`)} as "startsAtLocal", ${local(sql`c.ends_at`)} as "endsAtLocal",
             c.max_uses as "maxUses", c.per_buyer_limit as "perBuyerLimit",
             c.all_products as "allProducts", c.active,
             array(select product_id from coupon_products where coupon_id = c.id order by product_id)
               as "scopeProducts",
             array(select p.name from coupon_products cp join products p on p.id = cp.product_id
                   where cp.coupon_id = c.id order by cp.product_id) as "scopeProductNames",
             array(select category_id from coupon_categories where coupon_id = c.id
                   order by category_id) as "scopeCategories",
             (select count(*)::int from coupon_redemptions r
               where r.coupon_id = c.id and r.status = 'redeemed') as uses,
             (select count(*)::int from coupon_redemptions r join orders o on o.id = r.order_id
               where r.coupon_id = c.id and r.status = 'reserved' and o.payment_status = 'PENDING'
                 and o.created_at > now() - make_interval(mins => ${COUPON_HOLD_MINUTES})) as held,
             ${isoUtc(sql`c.created_at`)} as "createdAt"
      from coupons c where ${where}
      order by c.created_at desc, c.id desc`);
    return rows;
  }

  return {
    list: (db: DbOrTx) => list(db),

    async byId(db: DbOrTx, id: string): Promise<Coupon | undefined> {
      const [coupon] = await list(db, sql`c.id = ${id}`);
      return coupon;
    },

    /** How many of these distinct ids exist in `products` or `categories`. */
    async countExisting(
      tx: DbOrTx,
      table: 'products' | 'categories',
      ids: readonly string[],
    ): Promise<number> {
      const { rows } = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from ${table === 'products' ? sql`products` : sql`categories`}
        where id in (${inList(ids)})`);
      return rows[0]?.n ?? 0;
    },

    /** Replaces the coupon's product and category scope with these (distinct) ids. */
    async writeScope(
      tx: DbOrTx,
      couponId: string,
      productIds: Iterable<string>,
      categoryIds: Iterable<string>,
    ): Promise<void> {
      await tx.execute(sql`delete from coupon_products where coupon_id = ${couponId}`);
      await tx.execute(sql`delete from coupon_categories where coupon_id = ${couponId}`);
      for (const productId of productIds) {
        await tx.execute(sql`
          insert into coupon_products (coupon_id, product_id) values (${couponId}, ${productId})`);
      }
      for (const categoryId of categoryIds) {
        await tx.execute(sql`
          insert into coupon_categories (coupon_id, category_id)
          values (${couponId}, ${categoryId})`);
      }
    },

    /** False when there is no such coupon. */
    async update(tx: DbOrTx, id: string, input: CouponFields): Promise<boolean> {
      const { rowCount } = await tx.execute(sql`
        update coupons set (code, kind, value, min_cart_value, starts_at, ends_at, max_uses,
                            per_buyer_limit, all_products, active, updated_at)
          = (${fieldValues(input)}, now())
        where id = ${id}`);
      return Boolean(rowCount);
    },

    async insert(tx: DbOrTx, id: string, adminId: string, input: CouponFields): Promise<void> {
      await tx.execute(sql`
        insert into coupons (code, kind, value, min_cart_value, starts_at, ends_at, max_uses,
                             per_buyer_limit, all_products, active, id, created_by)
        values (${fieldValues(input)}, ${id}, ${adminId})`);
    },

    /** False when there is no such coupon. */
    async setActive(tx: DbOrTx, id: string, active: boolean): Promise<boolean> {
      const { rowCount } = await tx.execute(sql`
        update coupons set active = ${active}, updated_at = now() where id = ${id}`);
      return Boolean(rowCount);
    },
  };
}

/** Checkout's side: find a code, count its uses, hold and redeem them. */
export const redemptionRepository = {
  /** The coupon of a code, any case; with `lock` its row stays locked to the transaction's end. */
  async byCode(db: DbOrTx, code: string, lock: boolean): Promise<CouponRow | undefined> {
    const { rows } = await db.execute<CouponRow & Record<string, unknown>>(sql`
      select id, code, kind as "discountKind", value as "amountOff", min_cart_value, max_uses, per_buyer_limit, all_products, active,
             coalesce(starts_at > now(), false) as not_yet, coalesce(ends_at <= now(), false) as ended
      from coupons where upper(code) = ${code.toUpperCase()}
      ${lock ? sql`for update` : sql``}`);
    return rows[0];
  },

  /**
   * Uses taken by others, and the buyer's own paid uses. The buyer's own unpaid holds are
   * left out: their next checkout with the code releases them.
   */
  async countUses(
    db: DbOrTx,
    couponId: string,
    userId: string,
    exceptOrder = '',
  ): Promise<{ taken: number; mine: number }> {
    const { rows } = await db.execute<{ taken: number; mine: number }>(sql`
      select count(*) filter (where ${holdsUse} and (r.user_id <> ${userId} or r.status = 'redeemed'))::int as taken,
             count(*) filter (where r.user_id = ${userId} and r.status = 'redeemed')::int as mine
      from coupon_redemptions r join orders o on o.id = r.order_id
      where r.coupon_id = ${couponId} and r.order_id <> ${exceptOrder}`);
    return rows[0] ?? { taken: 0, mine: 0 };
  },

  /** Of these products, those the coupon's product or category scope covers. */
  async productsInScope(
    db: DbOrTx,
    couponId: string,
    productIds: readonly string[],
  ): Promise<string[]> {
    const { rows } = await db.execute<{ id: string }>(sql`
      select p.id from products p
      where p.id in (${inList(productIds)})
        and (exists (select 1 from coupon_products cp
                     where cp.coupon_id = ${couponId} and cp.product_id = p.id)
          or exists (select 1 from product_categories pc
                     join coupon_categories cc on cc.category_id = pc.category_id
                     where cc.coupon_id = ${couponId} and pc.product_id = p.id))`);
    return rows.map((row) => row.id);
  },

  /** Releases the buyer's unpaid holds of the coupon (a new checkout replaces them). */
  async releaseOwnHolds(tx: DbOrTx, couponId: string, userId: string): Promise<void> {
    await tx.execute(sql`
      update coupon_redemptions set status = 'released'
      where coupon_id = ${couponId} and user_id = ${userId} and status = 'reserved'`);
  },

  async insertHold(
    tx: DbOrTx,
    hold: { couponId: string; orderDbId: string; userId: string; code: string; discount: number },
  ): Promise<void> {
    await tx.execute(sql`
      insert into coupon_redemptions (id, coupon_id, order_id, user_id, code, discount)
      values (${newId()}, ${hold.couponId}, ${hold.orderDbId}, ${hold.userId}, ${hold.code},
              ${hold.discount})`);
  },

  /** The order's redemption not yet final, if any. */
  async pendingRedemption(
    tx: DbOrTx,
    orderDbId: string,
  ): Promise<{ id: string; coupon_id: string; user_id: string } | undefined> {
    const { rows } = await tx.execute<{ id: string; coupon_id: string; user_id: string }>(sql`
      select id, coupon_id, user_id from coupon_redemptions
      where order_id = ${orderDbId} and status <> 'redeemed'`);
    return rows[0];
  },

  /** The coupon's limits, its row locked until the caller's transaction ends. */
  async lockLimits(
    tx: DbOrTx,
    couponId: string,
  ): Promise<{ max_uses: number | null; per_buyer_limit: number | null } | undefined> {
    const { rows } = await tx.execute<{
      max_uses: number | null;
      per_buyer_limit: number | null;
    }>(sql`select max_uses, per_buyer_limit from coupons where id = ${couponId} for update`);
    return rows[0];
  },

  async markRedeemed(tx: DbOrTx, redemptionId: string, overLimit: boolean): Promise<void> {
    await tx.execute(sql`
      update coupon_redemptions
      set status = 'redeemed', redeemed_at = now(), over_limit = ${overLimit}
      where id = ${redemptionId}`);
  },
};
