import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';

/**
 * Server secrets every instance shares, kept in the database so instances agree without a
 * shared disk or JWT_SECRET (issue 14, docs/decisions/0023). One row per key: `purpose` says
 * what it is for ('access-token', 'otp', 'payment-simulator'); `generation` counts rotations
 * (1 is created on first start with `on conflict do nothing`, so racing instances agree).
 * The id is the JWT `kid` of access tokens signed with it.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: idColumn(),
    purpose: text('purpose').notNull(),
    generation: integer('generation').notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    /** Set by a rotation: the key still verifies until then, never signs again. */
    retiresAt: timestamp('retires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('signing_keys_purpose_generation_idx').on(t.purpose, t.generation)],
);
