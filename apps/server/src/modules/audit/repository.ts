import type { AuditActor, AuditEntry } from '@store/contract/audit';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';

export interface AuditListQuery {
  adminId?: string;
  action?: string;
  /** `<created_at, µs, UTC>~<id>` of the last row of the previous page. */
  cursor?: string;
  limit: number;
}

type Row = {
  id: string;
  action: string;
  entity: string;
  entity_id: string;
  created_at: string;
  position: string;
  details: unknown;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
};

/**
 * The audit log newest first, a keyset page at a time: `(created_at, id)` below the cursor's,
 * so each page is one index range read (indexes of migration audit_log_activity, one per
 * filter) however deep the admin pages, and rows written meanwhile move nothing.
 */
export async function listAudit(
  db: Database,
  query: AuditListQuery,
): Promise<{ rows: AuditEntry[]; nextCursor: string | null }> {
  const [at, id] = query.cursor ? query.cursor.split('~') : [];
  const { rows } = await db.execute<Row>(sql`
    select a.id, a.action, a.entity, a.entity_id, a.details,
           to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position,
           u.id as actor_id, u.name as actor_name, u.email as actor_email
    from audit_log a
    left join users u on u.id = a.actor_user_id
    where true
      ${query.adminId ? sql`and a.actor_user_id = ${query.adminId}` : sql``}
      ${query.action ? sql`and a.action = ${query.action}` : sql``}
      ${at && id ? sql`and (a.created_at, a.id) < (${at}::timestamptz, ${id})` : sql``}
    order by a.created_at desc, a.id desc
    limit ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({
      _id: row.id,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      createdAt: row.created_at,
      actor: row.actor_id
        ? { _id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' }
        : null,
      details: row.details,
    })),
    nextCursor: rows.length > query.limit && last ? `${last.position}~${last.id}` : null,
  };
}

/**
 * What the filters offer: every admin (today's, and anyone who has an audit row, a demoted
 * admin included) and every action that has been recorded.
 */
export async function auditFilters(
  db: Database,
): Promise<{ admins: AuditActor[]; actions: string[] }> {
  const admins = await db.execute<AuditActor & Record<string, unknown>>(sql`
    select u.id as "_id", u.name, u.email
    from users u
    where u.role = 'ADMIN'
       or exists (select 1 from audit_log a where a.actor_user_id = u.id)
    order by lower(u.name), lower(u.email)`);
  const actions = await db.execute<{ action: string }>(sql`
    select action from audit_log group by action order by action`);
  return { admins: admins.rows, actions: actions.rows.map((row) => row.action) };
}
