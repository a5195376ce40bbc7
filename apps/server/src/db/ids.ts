import { randomBytes } from 'node:crypto';

/**
 * Record ids: 26 characters of Crockford base32 — a 48-bit millisecond timestamp then
 * 80 random bits (the ULID layout). Time-ordered (good B-tree locality), URL-safe and
 * dash-free, because ids end slugs that are split on the last '-' (SPEC §2).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newId(now: number = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = randomBytes(16);
  let rand = '';
  for (let i = 0; i < 16; i++) rand += ALPHABET[bytes[i]! % 32];
  return time + rand;
}
