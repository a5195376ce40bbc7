import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '@store/contract/user';

/** A code is good for 10 minutes, and the reset it unlocks for 10 minutes after verifying. */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries a code survives; the fifth wrong one kills it (DESIGN §4). */
export const OTP_MAX_ATTEMPTS = 5;

/** Six random digits from the CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/**
 * OTPs are stored as HMAC-SHA256 keyed with a server secret and bound to their row id: a
 * leaked table alone does not let anyone try the million codes offline, and a hash cannot be
 * moved to another row. (argon2 would add nothing for a 10-minute, 5-try code.)
 */
export function createOtpHasher(serverSecret: string) {
  // A key of its own, derived from the server secret, never the signing key itself.
  const key = createHmac('sha256', serverSecret).update('password-reset-otp/v1').digest();
  const hash = (rowId: string, otp: string) =>
    createHmac('sha256', key).update(`${rowId}:${otp}`).digest('hex');
  return {
    hash,
    matches(rowId: string, otp: string, storedHash: string): boolean {
      return safeEqualHex(hash(rowId, otp), storedHash);
    },
  };
}
export type OtpHasher = ReturnType<typeof createOtpHasher>;

/** The one-time token a verified code hands out (256 random bits); only its hash is stored. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
