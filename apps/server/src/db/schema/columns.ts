// Descending indexes say NULLS FIRST: that is what a plain `ORDER BY x DESC` means in
// PostgreSQL, and the planner only uses an index whose null ordering matches the query.
import { text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids.js';

/** Primary key: server-generated, time-ordered, dash-free (see ids.ts). */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
