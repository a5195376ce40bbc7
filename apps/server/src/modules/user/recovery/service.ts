import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { BadRequestError } from '#server/lib/errors.js';
import type { Mailer } from '#server/platform/mail/index.js';
import { hashPassword } from '../password.js';
import { passwordResetMail } from './mail.js';
import {
  createOtpHasher,
  generateOtp,
  generateResetToken,
  hashResetToken,
  OTP_MAX_ATTEMPTS,
  safeEqualHex,
} from './otp.js';
import { createRecoveryRepository } from './repository.js';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this e-mail, we have sent a 6-digit code to it.';
export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please check the code and try again.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many wrong attempts. Please request a new OTP.';
export const EXPIRED_OTP_MESSAGE = 'OTP has expired. Please request a new one.';
export const VERIFY_FIRST_MESSAGE = 'Please verify the OTP first.';
export const OTP_VERIFIED_MESSAGE = 'OTP verified. You can now choose a new password.';
export const PASSWORD_RESET_MESSAGE = 'Password updated successfully. Please log in.';

export interface RecoveryServiceDeps {
  db: Database;
  mailer: Mailer;
  /** The server secret the OTP hashing key is derived from. */
  secret: string;
  /** Refuses a too-common password by throwing (DESIGN §4); absent: no such check. */
  checkPassword?: (password: string) => void | Promise<void>;
}

type VerifyOutcome = { ok: true } | { ok: false; message: string };

/**
 * Password reset by e-mail OTP (SPEC §2/§4, DESIGN §4): forgot → verify → reset.
 * Never tells, by reply or timing, whether an e-mail has an account.
 */
export function createRecoveryService(deps: RecoveryServiceDeps) {
  const repository = createRecoveryRepository(deps.db);
  const otps = createOtpHasher(deps.secret);

  /**
   * Sends the code without holding up the reply: the SMTP round trip would otherwise make
   * "has an account" measurably slower than "has none". Failures are logged (without the code).
   * A pg-boss job with retries replaces this once the job queue exists (issue 5).
   */
  function deliverInBackground(userId: string, code: string, log: FastifyBaseLogger): void {
    void (async () => {
      const recipient = await repository.findMailRecipient(userId);
      if (!recipient) return;
      await deps.mailer.send(
        passwordResetMail({ to: recipient.email, name: recipient.name, code }),
      );
    })().catch((err: unknown) => {
      log.error({ err, userId }, 'password reset e-mail could not be sent');
    });
  }

  return {
    async forgotPassword(email: string, log: FastifyBaseLogger): Promise<void> {
      // Code, id and hash are made whether or not the account exists: the same work either way.
      const code = generateOtp();
      const otpId = newId();
      const userId = await repository.replaceOtp({
        email,
        otpId,
        otpHash: otps.hash(otpId, code),
      });
      if (userId) deliverInBackground(userId, code, log);
    },

    /** Checks the code; on success returns the one-time reset token (256 random bits). */
    async verifyOtp(email: string, otp: string): Promise<string> {
      const userId = await repository.findAccountId(email);
      if (!userId) {
        // An unknown e-mail is "a wrong code", after comparable work (a locked lookup in a
        // transaction and a hash), so timing does not tell the two apart either.
        await deps.db.transaction((tx) => repository.latestOtp(tx, newId(), true));
        otps.matches(newId(), otp, '00');
        throw new BadRequestError(INVALID_OTP_MESSAGE);
      }
      const resetToken = generateResetToken();
      // The counter must survive a wrong try, so the outcome leaves the transaction as a value
      // and becomes an error only after the commit.
      const outcome = await deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
        const row = await repository.latestOtp(tx, userId, true);
        if (!row || row.usedAt) return { ok: false, message: INVALID_OTP_MESSAGE };
        if (row.failedAttempts >= OTP_MAX_ATTEMPTS) {
          return { ok: false, message: TOO_MANY_ATTEMPTS_MESSAGE };
        }
        if (row.expired) return { ok: false, message: EXPIRED_OTP_MESSAGE };
        if (!otps.matches(row.id, otp, row.otpHash)) {
          const failures = await repository.countFailure(tx, row.id);
          return {
            ok: false,
            message: failures >= OTP_MAX_ATTEMPTS ? TOO_MANY_ATTEMPTS_MESSAGE : INVALID_OTP_MESSAGE,
          };
        }
        await repository.markVerified(tx, row.id, hashResetToken(resetToken));
        return { ok: true };
      });
      if (!outcome.ok) throw new BadRequestError(outcome.message);
      return resetToken;
    },

    /**
     * Sets the new password when the e-mail has a verified, unused, unexpired code and the
     * reset token matches it; then every session of the account is revoked.
     */
    async resetPassword(input: {
      email: string;
      newPassword: string;
      resetToken: string | undefined;
    }): Promise<void> {
      if (!input.resetToken) throw new BadRequestError(VERIFY_FIRST_MESSAGE);
      const userId = await repository.findAccountId(input.email);
      if (!userId) throw new BadRequestError(VERIFY_FIRST_MESSAGE);
      const row = await repository.latestOtp(deps.db, userId, false);
      const tokenMatches =
        row?.resetTokenHash != null &&
        safeEqualHex(hashResetToken(input.resetToken), row.resetTokenHash);
      if (!row || !tokenMatches || !row.verifiedAt || row.usedAt || row.expired) {
        throw new BadRequestError(VERIFY_FIRST_MESSAGE);
      }
      await deps.checkPassword?.(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const done = await repository.completeReset({ userId, otpId: row.id, passwordHash });
      if (!done) throw new BadRequestError(VERIFY_FIRST_MESSAGE);
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
