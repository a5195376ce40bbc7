import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/**
 * Route flags for the reply cache (plugins/reply-cache.ts): public catalogue reads may be
 * cached; admin catalogue writes drop those cached replies. Spread them into a route's
 * `config` (`{ ...CATALOGUE_READ }`): a spread is not excess-property checked, so they
 * type-check whether or not that plugin has declared them on FastifyContextConfig yet.
 */
export const CATALOGUE_READ = { cache: 'catalogue' } as const;
export const CATALOGUE_WRITE = { invalidates: 'catalogue' } as const;

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
    | 'coupon';
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

/** The PostgreSQL error behind a (possibly drizzle-wrapped) error, if it is one. */
export function postgresError(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    const pgErr = e as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof pgErr.code === 'string' && /^[0-9A-Z]{5}$/.test(pgErr.code)) {
      return { code: pgErr.code, ...(pgErr.constraint ? { constraint: pgErr.constraint } : {}) };
    }
    e = pgErr.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** "1 product", "3 products" */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Ids not found among `known`, in the order asked. */
export function missingIds(asked: readonly string[], known: Iterable<string>): string[] {
  const found = new Set(known);
  return asked.filter((id) => !found.has(id));
}
