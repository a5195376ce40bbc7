import { COUPON_MESSAGES, type Coupon, type couponWriteSchema } from '@store/contract/coupon';
import { type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database, DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { recordAudit } from '#server/lib/audit.js';
import { BadRequestError, ConflictError, NotFoundError } from '#server/lib/errors.js';
import { isUniqueViolation } from '#server/lib/postgres-errors.js';
import { COUPON_HOLD_MINUTES } from './redemption.js';

type CouponWrite = z.output<typeof couponWriteSchema>;

const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Admin side of coupons. Start and end are typed as wall-clock times of the store's zone
 * (decision 31): PostgreSQL turns them into instants with the zone's rules and back, so the
 * form shows exactly what was entered whatever the admin's browser clock.
 */
export function createCouponAdmin(db: Database, timeZone: string) {
  const local = (column: SQL) =>
    sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;
  const instant = (value: string | null | undefined) =>
    value ? sql`(${value}::timestamp at time zone ${timeZone})` : sql`null`;
  const limit = (value: number | '' | null | undefined) =>
    value === '' || value == null ? null : value;

  async function list(where: SQL = sql`true`): Promise<Coupon[]> {
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

  async function one(id: string): Promise<Coupon> {
    const [coupon] = await list(sql`c.id = ${id}`);
    if (!coupon) throw new NotFoundError(COUPON_MESSAGES.notFound);
    return coupon;
  }

  /** Unknown ids are the admin's mistake (400 naming the field), not a foreign-key 500. */
  async function checkScope(tx: DbOrTx, input: CouponWrite) {
    for (const [field, table, ids] of [
      ['products', sql`products`, input.scopeProducts],
      ['categories', sql`categories`, input.scopeCategories],
    ] as const) {
      if (ids.length === 0) continue;
      const { rows } = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from ${table} where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      if ((rows[0]?.n ?? 0) !== new Set(ids).size) {
        throw new BadRequestError(`One of the chosen ${field} does not exist.`);
      }
    }
  }

  async function writeScope(tx: DbOrTx, couponId: string, input: CouponWrite) {
    await tx.execute(sql`delete from coupon_products where coupon_id = ${couponId}`);
    await tx.execute(sql`delete from coupon_categories where coupon_id = ${couponId}`);
    if (input.allProducts) return;
    for (const productId of new Set(input.scopeProducts)) {
      await tx.execute(sql`
        insert into coupon_products (coupon_id, product_id) values (${couponId}, ${productId})`);
    }
    for (const categoryId of new Set(input.scopeCategories)) {
      await tx.execute(sql`
        insert into coupon_categories (coupon_id, category_id)
        values (${couponId}, ${categoryId})`);
    }
  }

  async function save(adminId: string, input: CouponWrite, id?: string): Promise<Coupon> {
    const couponId = id ?? newId();
    const fields = sql`
      ${input.code}, ${input.discountKind}, ${input.amountOff}, ${input.minCartValue},
      ${instant(input.startsAt)}, ${instant(input.endsAt)}, ${limit(input.maxUses)},
      ${limit(input.perBuyerLimit)}, ${input.allProducts}, ${input.active}`;
    try {
      await db.transaction(async (tx) => {
        await checkScope(tx, input);
        if (id) {
          const { rowCount } = await tx.execute(sql`
            update coupons set (code, kind, value, min_cart_value, starts_at, ends_at, max_uses,
                                per_buyer_limit, all_products, active, updated_at)
              = (${fields}, now())
            where id = ${id}`);
          if (!rowCount) throw new NotFoundError(COUPON_MESSAGES.notFound);
        } else {
          await tx.execute(sql`
            insert into coupons (code, kind, value, min_cart_value, starts_at, ends_at, max_uses,
                                 per_buyer_limit, all_products, active, id, created_by)
            values (${fields}, ${couponId}, ${adminId})`);
        }
        await writeScope(tx, couponId, input);
        await recordAudit(tx, {
          actorUserId: adminId,
          action: id ? 'coupon.update' : 'coupon.create',
          entity: 'coupon',
          entityId: couponId,
          details: { ...input },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err, 'coupons_code_upper_key')) {
        throw new ConflictError(COUPON_MESSAGES.codeTaken);
      }
      // The same wall-clock start and end can still be out of order across a DST change.
      if (
        (err as { cause?: { constraint?: string } }).cause?.constraint === 'coupons_window_order'
      ) {
        throw new BadRequestError('Ends must be after the start.');
      }
      throw err;
    }
    return one(couponId);
  }

  return {
    list: () => list(),
    create: (adminId: string, input: CouponWrite) => save(adminId, input),
    update: (adminId: string, id: string, input: CouponWrite) => save(adminId, input, id),

    /** Pause or resume: a paused code is refused at checkout; its uses and holds stay. */
    async setActive(adminId: string, id: string, active: boolean): Promise<Coupon> {
      await db.transaction(async (tx) => {
        const { rowCount } = await tx.execute(sql`
          update coupons set active = ${active}, updated_at = now() where id = ${id}`);
        if (!rowCount) throw new NotFoundError(COUPON_MESSAGES.notFound);
        await recordAudit(tx, {
          actorUserId: adminId,
          action: active ? 'coupon.activate' : 'coupon.pause',
          entity: 'coupon',
          entityId: id,
          details: { active },
        });
      });
      return one(id);
    },
  };
}
