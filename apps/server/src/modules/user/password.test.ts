import { describe, expect, it } from 'vitest';
import {
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from './password.js';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapler')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same-password'),
      hashPassword('same-password'),
    ]);
    expect(a).not.toBe(b);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('पासवर्ड-ñ-🔑');
    expect(await verifyPassword(hash, 'पासवर्ड-ñ-🔑')).toBe(true);
    expect(await verifyPassword(hash, 'पासवर्ड-n-🔑')).toBe(false);
  });

  it('answers false, without throwing, for a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('DUMMY_HASH has the current parameters and takes as long as a real verification', async () => {
    expect(DUMMY_HASH).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}\\$`,
      ),
    );
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    const real = await hashPassword('some password');
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await fn();
      return performance.now() - start;
    };
    const missing = await time(() => verifyPassword(null, 'some password'));
    const wrong = await time(() => verifyPassword(real, 'other password'));
    // Same work (same memory and passes); generous bounds for a noisy shared machine.
    expect(missing / wrong).toBeGreaterThan(0.4);
    expect(missing / wrong).toBeLessThan(2.5);
  });

  it('flags hashes made with weaker parameters for rehashing', () => {
    expect(
      needsRehash(
        '$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHRzb21lc2FsdA$0wRI4Hbt7j7jqj2B7Jp8pd6hzfzbQXc6Z8vWbH0jQ8U',
      ),
    ).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});
