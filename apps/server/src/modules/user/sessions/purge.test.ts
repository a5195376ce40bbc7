import { describe, expect, it } from 'vitest';
import { signedInUser } from '#server/test-support/auth.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { purgeExpiredCredentials } from './purge.js';

const ctx = useTestApp();

describe('purging expired credentials', () => {
  it('deletes refresh tokens and reset codes a day past expiry, and nothing live', async () => {
    const user = await signedInUser(ctx);
    const insertToken = (id: string, expires: string) =>
      ctx.pool.query(
        `insert into refresh_tokens (id, user_id, family_id, token_hash, expires_at)
         values ($1, $2, 'FAM', $1, now() + $3::interval)`,
        [id, user.id, expires],
      );
    await insertToken('OLDTOKEN', '-2 days');
    await insertToken('JUSTEXPIRED', '-1 hour');
    await insertToken('LIVETOKEN', '30 days');
    const insertOtp = (id: string, expires: string) =>
      ctx.pool.query(
        `insert into password_reset_otps (id, user_id, otp_hash, expires_at)
         values ($1, $2, 'hash', now() + $3::interval)`,
        [id, user.id, expires],
      );
    await insertOtp('OLDOTP', '-3 days');
    await insertOtp('LIVEOTP', '10 minutes');

    expect(await purgeExpiredCredentials(ctx.db)).toEqual({ refreshTokens: 1, resetCodes: 1 });
    const tokens = await ctx.pool.query(
      'select id from refresh_tokens where user_id = $1 order by id',
      [user.id],
    );
    expect(tokens.rows.map((r) => r.id)).toEqual(['JUSTEXPIRED', 'LIVETOKEN']);
    const otps = await ctx.pool.query('select id from password_reset_otps where user_id = $1', [
      user.id,
    ]);
    expect(otps.rows.map((r) => r.id)).toEqual(['LIVEOTP']);
  });
});
