import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

/** Aggregated product views (SPEC §3 stored form): one row per product, upserted. */
export const productViewMetrics = pgTable(
  'product_view_metrics',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    /** Total viewing time in milliseconds. */
    upTimeMs: bigint('up_time_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_view_metrics_nonnegative', sql`${t.views} >= 0 and ${t.upTimeMs} >= 0`),
    index('product_view_metrics_views_idx').on(t.views.desc().nullsFirst()),
  ],
);

/** Distinct viewers per product: a user id, or a stable anonymous id for visitors. */
export const productViewers = pgTable(
  'product_viewers',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    firstSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.viewerKey] })],
);

/** Contact Us requests (SPEC §3 Ticket). */
export const tickets = pgTable(
  'tickets',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    issue: text('issue').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_created_idx').on(t.createdAt.desc().nullsFirst())],
);

export interface SurveyQuestion {
  question: string;
  type: 'multiple-choice' | 'text';
  options: string[];
}

/** A product's feedback form; the row with a null product is the default form. */
export const surveyForms = pgTable(
  'survey_forms',
  {
    id: idColumn(),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('survey_forms_product_key').on(t.productId),
    // At most one default form.
    uniqueIndex('survey_forms_default_key').on(sql`(true)`).where(sql`${t.productId} is null`),
  ],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: idColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userDetails: jsonb('user_details').$type<Record<string, string>>().notNull().default({}),
    responses: jsonb('responses')
      .$type<{ question: string; answer: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('survey_answers_product_idx').on(t.productId, t.createdAt.desc().nullsFirst())],
);

/** Who did what in the back office, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The Activity screen's keyset pages (issue 17): newest first, by admin or by action.
    index('audit_log_actor_created_idx').on(
      t.actorUserId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_action_created_idx').on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
