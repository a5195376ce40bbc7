import { COUPON_MESSAGES, type Coupon, type couponWriteSchema } from '@store/contract/coupon';
import type * as z from 'zod/mini';
import type { Database, DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { recordAudit } from '#server/lib/audit.js';
import { BadRequestError, ConflictError, NotFoundError } from '#server/lib/errors.js';
import { isUniqueViolation } from '#server/lib/postgres-errors.js';
import { createCouponAdminRepository } from './repository.js';

type CouponWrite = z.output<typeof couponWriteSchema>;

/**
 * Admin side of coupons. Start and end are typed as wall-clock times of the store's zone
 * (decision 31): PostgreSQL turns them into instants with the zone's rules and back, so the
 * form shows exactly what was entered whatever the admin's browser clock.
 */
export function createCouponAdmin(db: Database, timeZone: string) {
  const repo = createCouponAdminRepository(timeZone);

  async function one(id: string): Promise<Coupon> {
    const coupon = await repo.byId(db, id);
    if (!coupon) throw new NotFoundError(COUPON_MESSAGES.notFound);
    return coupon;
  }

  /** Unknown ids are the admin's mistake (400 naming the field), not a foreign-key 500. */
  async function checkScope(tx: DbOrTx, input: CouponWrite) {
    for (const [field, table, ids] of [
      ['products', 'products', input.scopeProducts],
      ['categories', 'categories', input.scopeCategories],
    ] as const) {
      if (ids.length === 0) continue;
      if ((await repo.countExisting(tx, table, ids)) !== new Set(ids).size) {
        throw new BadRequestError(`One of the chosen ${field} does not exist.`);
      }
    }
  }

  async function save(adminId: string, input: CouponWrite, id?: string): Promise<Coupon> {
    const couponId = id ?? newId();
    try {
      await db.transaction(async (tx) => {
        await checkScope(tx, input);
        if (id) {
          if (!(await repo.update(tx, id, input))) {
            throw new NotFoundError(COUPON_MESSAGES.notFound);
          }
        } else {
          await repo.insert(tx, couponId, adminId, input);
        }
        // An all-products coupon keeps no scope rows.
        await repo.writeScope(
          tx,
          couponId,
          input.allProducts ? [] : new Set(input.scopeProducts),
          input.allProducts ? [] : new Set(input.scopeCategories),
        );
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
    list: () => repo.list(db),
    create: (adminId: string, input: CouponWrite) => save(adminId, input),
    update: (adminId: string, id: string, input: CouponWrite) => save(adminId, input, id),

    /** Pause or resume: a paused code is refused at checkout; its uses and holds stay. */
    async setActive(adminId: string, id: string, active: boolean): Promise<Coupon> {
      await db.transaction(async (tx) => {
        if (!(await repo.setActive(tx, id, active))) {
          throw new NotFoundError(COUPON_MESSAGES.notFound);
        }
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
