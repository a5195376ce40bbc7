import type { DbOrTx } from '#server/db/client.js';
import { deleteExpiredCredentials } from './repository.js';

/**
 * Deletes refresh tokens and password-reset codes that expired over a day ago (kept that
 * day so a support question about a just-expired session can be answered): they can never
 * be used again (an expired refresh token is refused before any reuse check), and without
 * this both tables only grow. Run daily by the job queue.
 */
export function purgeExpiredCredentials(db: DbOrTx) {
  return deleteExpiredCredentials(db);
}
