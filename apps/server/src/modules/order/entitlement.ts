import type { DbOrTx } from '#server/db/client.js';
import { entitlementRepository } from './entitlement-repository.js';

/**
 * DESIGN §4: a signed-in user is entitled to a product's files when it is free, or when an
 * order of theirs holding it is PAID (a BLOCKED order grants nothing until an admin allows
 * it again). Trashed products stay downloadable for their buyers, never for anyone else.
 * A refunded item grants nothing from the moment its refund is requested, unless that refund
 * is CANCELLED (decision 0044): `refund_items.active`.
 */
export interface Entitlement {
  driveLink: string;
  /** The paid order that grants it; null for a free product. */
  orderId: string | null;
}

export async function findEntitlement(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<Entitlement | null> {
  const row = await entitlementRepository.paidHolding(db, userId, productId);
  if (!row) return null;
  if (row.order_id) return { driveLink: row.drive_link, orderId: row.order_id };
  return (await entitlementRepository.isLiveAndFree(db, productId))
    ? { driveLink: row.drive_link, orderId: null }
    : null;
}
