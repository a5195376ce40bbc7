import { verify as argon2Verify } from '@node-rs/argon2';
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

  it('DUMMY_HASH has the current parameters and the shape of a real hash, and verifies', async () => {
    expect(DUMMY_HASH).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}\\$`,
      ),
    );
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    // Same parameters, same salt and output lengths: argon2's work is the same, so "no such
    // user" costs what "wrong password" costs. (A timing comparison would belong in the
    // bench: on a shared machine it fails by chance.)
    const real = await hashPassword('some password');
    const lengths = (encoded: string) => encoded.split('$').map((part) => part.length);
    expect(lengths(DUMMY_HASH)).toEqual(lengths(real));
    // A malformed dummy would make argon2 throw at once, and that would be quick: it must
    // verify as a real hash does (false for any password).
    await expect(argon2Verify(DUMMY_HASH, 'some password')).resolves.toBe(false);
    expect(await verifyPassword(null, 'some password')).toBe(false);
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
