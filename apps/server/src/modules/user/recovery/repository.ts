import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client.js';
import { passwordResetOtps, refreshTokens, users } from '#server/db/schema/index.js';
import { OTP_TTL_MINUTES } from './otp.js';

const ttl = sql.raw(`interval '${OTP_TTL_MINUTES} minutes'`);

/** The account a reset may concern: any but a suspended one (it could not sign in anyway). */
const resettable = (email: string) =>
  and(eq(sql`lower(${users.email})`, email), ne(users.status, 'suspended'));

export function createRecoveryRepository(db: Database) {
  return {
    /**
     * Replaces the account's codes with a new one in ONE statement that runs the same way
     * whether or not the e-mail has an account (no timing tell): it finds the account, drops
     * its earlier codes (a new request invalidates them) and inserts the new hash. Returns the
     * account's id, or undefined when there is none.
     */
    async replaceOtp(input: {
      email: string;
      otpId: string;
      otpHash: string;
    }): Promise<string | undefined> {
      const result = await db.execute<{ user_id: string }>(sql`
        with account as (
          select ${users.id} as id from ${users} where ${resettable(input.email)}
        ), dropped as (
          delete from ${passwordResetOtps}
           where ${passwordResetOtps.userId} in (select id from account)
        )
        insert into ${passwordResetOtps} (id, user_id, otp_hash, expires_at)
        select ${input.otpId}, id, ${input.otpHash}, now() + ${ttl} from account
        returning user_id`);
      return result.rows[0]?.user_id;
    },

    async findMailRecipient(userId: string) {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async findAccountId(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(resettable(email)).limit(1);
      return row?.id;
    },

    /** The user's newest code (the only live one), locked when inside a transaction. */
    async latestOtp(tx: DbOrTx, userId: string, lock: boolean) {
      const query = tx
        .select({
          id: passwordResetOtps.id,
          otpHash: passwordResetOtps.otpHash,
          failedAttempts: passwordResetOtps.failedAttempts,
          verifiedAt: passwordResetOtps.verifiedAt,
          usedAt: passwordResetOtps.usedAt,
          resetTokenHash: passwordResetOtps.resetTokenHash,
          // Compared in the database's clock, the one that set it.
          expired: sql<boolean>`${passwordResetOtps.expiresAt} <= now()`,
        })
        .from(passwordResetOtps)
        .where(eq(passwordResetOtps.userId, userId))
        .orderBy(desc(passwordResetOtps.createdAt), desc(passwordResetOtps.id))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async countFailure(tx: DbOrTx, otpId: string): Promise<number> {
      const [row] = await tx
        .update(passwordResetOtps)
        .set({ failedAttempts: sql`${passwordResetOtps.failedAttempts} + 1` })
        .where(eq(passwordResetOtps.id, otpId))
        .returning({ failedAttempts: passwordResetOtps.failedAttempts });
      return row?.failedAttempts ?? Number.MAX_SAFE_INTEGER;
    },

    /**
     * Marks the code verified and stores the reset token's hash. The first verification opens a
     * 10-minute window for the reset; verifying again (a retried request) issues a new token
     * but does not extend the window.
     */
    async markVerified(tx: DbOrTx, otpId: string, resetTokenHash: string): Promise<void> {
      await tx
        .update(passwordResetOtps)
        .set({
          resetTokenHash,
          expiresAt: sql`case when ${passwordResetOtps.verifiedAt} is null
                          then now() + ${ttl} else ${passwordResetOtps.expiresAt} end`,
          verifiedAt: sql`coalesce(${passwordResetOtps.verifiedAt}, now())`,
        })
        .where(eq(passwordResetOtps.id, otpId));
    },

    /**
     * The reset itself, in one transaction: spends the code (only if still verified, unused and
     * unexpired: two racing resets cannot both pass), sets the password, and revokes every
     * refresh token of the user, so every other session ends. Proving the mailbox also proves
     * the e-mail address. False when the code was spent or expired meanwhile.
     */
    async completeReset(input: {
      userId: string;
      otpId: string;
      passwordHash: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetOtps)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetOtps.id, input.otpId),
              eq(passwordResetOtps.userId, input.userId),
              isNull(passwordResetOtps.usedAt),
              sql`${passwordResetOtps.verifiedAt} is not null`,
              sql`${passwordResetOtps.expiresAt} > now()`,
            ),
          )
          .returning({ id: passwordResetOtps.id });
        if (spent.length === 0) return false;
        // Every session of the account ends: its refresh tokens are revoked below, and access
        // tokens issued before now stop working on their next call (the guard compares).
        await tx
          .update(users)
          .set({
            passwordHash: input.passwordHash,
            verifyEmail: true,
            sessionsValidAfter: sql`now()`,
          })
          .where(eq(users.id, input.userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt)));
        return true;
      });
    },
  };
}
export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
