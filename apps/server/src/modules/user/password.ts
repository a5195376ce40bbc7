import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended parameters (DESIGN §4): 19 MiB, t=2, p=1. */
const ARGON2ID = 2 as Algorithm; // `Algorithm` is an ambient const enum: isolatedModules forbids Algorithm.Argon2id.
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A hash with the same parameters, of 32 random bytes nobody kept. Verifying against it costs
 * what a real verification costs, so "no such user" takes as long as "wrong password". It is a
 * literal rather than computed at start-up: nothing to wait for, and a test checks that its
 * parameters still match PASSWORD_HASH_OPTIONS.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$bT9JIefPq0MOt6HWk5gYbQ$1rIWiX8/PBATgEGTHFcy7WIBJkPVAKOn33RrpUgrGfk';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/**
 * Whether `plain` matches `storedHash`. With no hash (unknown user, Google-only account) it
 * still spends the time of a verification, then answers false. Never throws.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  plain: string,
): Promise<boolean> {
  try {
    const matches = await verify(storedHash || DUMMY_HASH, plain);
    return Boolean(storedHash) && matches;
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters: rehash it after a good login. */
export function needsRehash(storedHash: string): boolean {
  try {
    const o = parseOptions(storedHash);
    return (
      o.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      o.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      o.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      o.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
