import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/** Kept a day past expiry, so a support question about a just-expired session can be answered. */
const GRACE = sql`interval '1 day'`;

/**
 * Deletes refresh tokens and password-reset codes that expired over a day ago: they can
 * never be used again (an expired refresh token is refused before any reuse check), and
 * without this both tables only grow. Run daily by the job queue.
 */
export async function purgeExpiredCredentials(db: DbOrTx) {
  const tokens = await db.execute(
    sql`delete from refresh_tokens where expires_at < now() - ${GRACE}`,
  );
  const otps = await db.execute(
    sql`delete from password_reset_otps where expires_at < now() - ${GRACE}`,
  );
  return { refreshTokens: tokens.rowCount ?? 0, resetCodes: otps.rowCount ?? 0 };
}
