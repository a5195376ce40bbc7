import type { User } from '@store/contract/user';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { addresses, cartItems, orders, refreshTokens, users } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/postgres-errors.js';

/** The columns sign-in needs; never leaves the server. */
export interface Account {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  role: 'USER' | 'ADMIN';
  status: 'active' | 'inactive' | 'suspended';
  googleSub: string | null;
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  status: users.status,
  googleSub: users.googleSub,
};

export interface NewAccount {
  name: string;
  /** Already lowercased (the contract's emailSchema). */
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  verifyEmail: boolean;
}

export interface RefreshTokenRow {
  id: string;
  userId: string;
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export function createSessionRepository(db: DbOrTx) {
  return {
    /** E-mail is unique regardless of case; this matches the `lower(email)` unique index. */
    async findByEmail(email: string): Promise<Account | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findByGoogleSub(sub: string): Promise<Account | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(eq(users.googleSub, sub))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<Account | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The new account, or undefined when its e-mail (or Google id) is already taken. */
    async insertAccount(input: NewAccount, now: Date): Promise<Account | undefined> {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...input, lastLoginDate: now })
          .returning(accountColumns);
        return row;
      } catch (err) {
        // Two sign-ups racing for one address: the unique index decides.
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    /** Links a Google identity to an account that has none yet; false if it has another. */
    async linkGoogle(userId: string, sub: string): Promise<boolean> {
      try {
        const rows = await db
          .update(users)
          .set({ googleSub: sub, verifyEmail: true })
          .where(and(eq(users.id, userId), isNull(users.googleSub)))
          .returning({ id: users.id });
        return rows.length === 1;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** Keeps `last_login_date` (issue 3); a new hash replaces one made with old parameters. */
    async recordLogin(userId: string, now: Date, rehashed?: string): Promise<void> {
      await db
        .update(users)
        .set(rehashed ? { lastLoginDate: now, passwordHash: rehashed } : { lastLoginDate: now })
        .where(eq(users.id, userId));
    },

    async insertRefreshToken(row: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    /**
     * Spends a refresh token: marks it used only if it is unused, not revoked and not expired,
     * in one UPDATE, so of two concurrent calls with the same token exactly one gets the row
     * (the second waits on the row lock, then finds `used_at` set).
     */
    async consumeRefreshToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; familyId: string } | undefined> {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      return row;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          userId: refreshTokens.userId,
          familyId: refreshTokens.familyId,
          expiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Ends a whole session: every token of the family, spent or not. */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** The signed-in user as the client sees it (SPEC §3), or undefined if gone. */
    async userView(userId: string): Promise<User | undefined> {
      const [[row], addressRows, cartRows, orderRows] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            avatar: users.avatar,
            mobile: users.mobile,
            verifyEmail: users.verifyEmail,
            lastLoginDate: users.lastLoginDate,
            status: users.status,
            role: users.role,
            hasPassword: sql<boolean>`${users.passwordHash} is not null`,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1),
        // Removed addresses keep their row with status false (SPEC §4): not listed.
        db
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.userId, userId), eq(addresses.status, true)))
          .orderBy(asc(addresses.createdAt), asc(addresses.id)),
        db
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(eq(cartItems.userId, userId))
          .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
        db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.userId, userId))
          .orderBy(asc(orders.createdAt), asc(orders.id)),
      ]);
      if (!row) return undefined;
      return {
        _id: row.id,
        name: row.name,
        email: row.email,
        avatar: row.avatar,
        mobile: row.mobile,
        verify_email: row.verifyEmail,
        last_login_date: row.lastLoginDate?.toISOString() ?? null,
        status: row.status,
        address_details: addressRows.map((r) => r.id),
        shopping_cart: cartRows.map((r) => r.id),
        orderHistory: orderRows.map((r) => r.id),
        role: row.role,
        hasPassword: row.hasPassword,
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Kept a day past expiry, so a support question about a just-expired session can be answered. */
const CREDENTIAL_GRACE = sql`interval '1 day'`;

/** Deletes refresh tokens and password-reset codes that expired over a day ago; returns the counts. */
export async function deleteExpiredCredentials(
  db: DbOrTx,
): Promise<{ refreshTokens: number; resetCodes: number }> {
  const tokens = await db.execute(
    sql`delete from refresh_tokens where expires_at < now() - ${CREDENTIAL_GRACE}`,
  );
  const otps = await db.execute(
    sql`delete from password_reset_otps where expires_at < now() - ${CREDENTIAL_GRACE}`,
  );
  return { refreshTokens: tokens.rowCount ?? 0, resetCodes: otps.rowCount ?? 0 };
}
