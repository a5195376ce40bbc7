import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** One admin write, as the Activity screen lists it (issue 17 point 6). */
export interface AuditEntry {
  actorUserId: string;
  /** e.g. 'category.create', 'product.trash' */
  action: string;
  entity:
    | 'category'
    | 'sub_category'
    | 'product'
    | 'image'
    | 'order'
    | 'banner'
    | 'clip'
    | 'review'
    | 'coupon'
    | 'ticket';
  entityId: string;
  details?: Record<string, unknown>;
}

/** Records an admin write; call it inside the write's own transaction. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}
