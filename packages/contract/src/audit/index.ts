import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { idSchema, isoDateSchema, successEnvelope } from '../common/index.js';

/**
 * Issue 17 point 6: the admin Activity screen reads the audit log (`audit_log`), newest
 * first, a page at a time. Pages are keyset pages: `nextCursor` names the last row shown, so
 * a row written while an admin reads never shifts or repeats what the next page shows.
 */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;

/** `<created_at to the microsecond, UTC>~<id>`: opaque to clients, checked by the server. */
export const auditCursorSchema = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[A-Za-z0-9_]{1,64}$/,
      'is not a cursor this list gave',
    ),
  );

/** Actions are dotted lower-case names written by the server (`product.update`). */
export const auditActionSchema = z
  .string()
  .check(z.trim(), z.maxLength(64, 'is too long'), z.regex(/^[a-z_.]*$/, 'is not an action name'));

/** POST /api/audit/list (admin). Empty filters mean "all". */
export const auditListRequestSchema = z.object({
  adminId: z.optional(z.union([z.literal(''), idSchema])),
  action: z.optional(auditActionSchema),
  cursor: z.optional(z.union([z.literal(''), auditCursorSchema])),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(AUDIT_PAGE_SIZE_MAX)),
    AUDIT_PAGE_SIZE,
  ),
});
export type AuditListRequest = z.input<typeof auditListRequestSchema>;

export const auditActorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** ISO-8601 UTC; pages show it in STORE_TIMEZONE. */
  createdAt: isoDateSchema,
  /** Null when the admin's account was deleted since (the row is kept). */
  actor: z.nullable(auditActorSchema),
  /** What the server stored: `{ before, after }`, `{ from, to }` or plain facts. */
  details: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListReplySchema = z.extend(successEnvelope(z.array(auditEntrySchema)), {
  /** Send it back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AuditListReply = z.infer<typeof auditListReplySchema>;

/** GET /api/audit/filters (admin): what the two filters offer. */
export const auditFiltersReplySchema = successEnvelope(
  z.object({ admins: z.array(auditActorSchema), actions: z.array(z.string()) }),
);
export type AuditFiltersReply = z.infer<typeof auditFiltersReplySchema>;

export const AUDIT_MESSAGES = {
  list: 'Activity',
  filters: 'Activity filters',
} as const;

/** One line of the before/after view. */
export interface AuditChange {
  field: string;
  /** Undefined: the field was not there before (or is gone after). */
  before?: string;
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SHOWN_MAX = 200;

/** A stored value as one short line of text. */
export function auditValueText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

/**
 * The readable diff of a row's stored JSON, for both sides. Rows were written in three
 * shapes over time: `{ before, after }` objects (a field per line, only what changed),
 * `{ from, to }` (a state change: one line) and plain facts (each shown as "after").
 */
export function auditChanges(details: unknown): AuditChange[] {
  if (!isRecord(details)) return [];
  const { before, after, from, to, ...rest } = details;
  const changes: AuditChange[] = [];
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const field of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
      const b = field in was ? auditValueText(was[field]) : undefined;
      const a = field in now ? auditValueText(now[field]) : undefined;
      if (b === a) continue;
      changes.push({
        field,
        ...(b === undefined ? {} : { before: b }),
        ...(a === undefined ? {} : { after: a }),
      });
    }
  } else {
    if (before !== undefined) rest.before = before;
    if (after !== undefined) rest.after = after;
  }
  if (from !== undefined || to !== undefined) {
    changes.push({
      field: 'status',
      ...(from === undefined ? {} : { before: auditValueText(from) }),
      ...(to === undefined ? {} : { after: auditValueText(to) }),
    });
  }
  for (const [field, value] of Object.entries(rest)) {
    changes.push({ field, after: auditValueText(value) });
  }
  return changes;
}

/** The schemas of `apiRoutes.audit` (decision 0049), under the table's keys. */
export const auditApi = {
  list: { body: auditListRequestSchema, reply: auditListReplySchema },
  filters: { reply: auditFiltersReplySchema },
} as const satisfies SchemasFor<'audit'>;
