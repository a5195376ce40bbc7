import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

export const userRole = pgEnum('user_role', ['USER', 'ADMIN']);
export const userStatus = pgEnum('user_status', ['active', 'inactive', 'suspended']);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** argon2id hash; null for an account created through Google until a password is set. */
    passwordHash: text('password_hash'),
    avatar: text('avatar').notNull().default(''),
    mobile: text('mobile'),
    verifyEmail: boolean('verify_email').notNull().default(false),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    status: userStatus('status').notNull().default('active'),
    role: userRole('role').notNull().default('USER'),
    /** Google's stable account key (`sub`), never the e-mail. */
    googleSub: text('google_sub'),
    /**
     * Access tokens issued before this second no longer count (a password reset sets it):
     * the guard reads it with the user row on every guarded call (docs/decisions/0019).
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique regardless of case (DESIGN §4).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_created_at_idx').on(t.createdAt),
    // The admin Orders view finds buyers by part of their e-mail or name (decision 39).
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Rotating refresh tokens (DESIGN §4): one use each; reuse of a spent one revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // The guard asks on every guarded call whether the caller's session was ended: this
    // index holds only ended sessions' rows, so the question costs one small index probe.
    index('refresh_tokens_revoked_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is not null`),
  ],
);

/** Password-reset OTPs: hashed, single use, 10-minute expiry, at most 5 wrong tries. */
export const passwordResetOtps = pgTable(
  'password_reset_otps',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** SHA-256 of the one-time reset token handed out when the code is verified. */
    resetTokenHash: text('reset_token_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_otps_user_idx').on(t.userId, t.createdAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    pincode: text('pincode').notNull(),
    mobile: text('mobile').notNull(),
    /** Soft delete (SPEC §4): removed addresses keep their row with status false. */
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.status)],
);
