import { PASSWORD_MIN } from '@store/contract/user';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';
import {
  assertPasswordAllowed,
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
} from './password-policy.js';

describe('common-password check', () => {
  const entries = COMMON_PASSWORDS_TEXT.split('\n').filter((line) => line !== '');

  it('ships a list of a few thousand lowercase entries the length rule would let through', () => {
    expect(entries.length).toBeGreaterThan(1000);
    expect(entries.length).toBeLessThan(10_000);
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(entry).toBe(entry.trim());
    }
  });

  it('knows the usual suspects, in any case', () => {
    for (const password of [
      'password',
      '12345678',
      '123456789',
      'qwerty123',
      'iloveyou',
      'Password1',
      'PASSWORD123',
      'india123',
      'India@123',
      '1q2w3e4r',
      'sunshine',
      'krishna123',
      'jaishreeram',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets uncommon passwords through', () => {
    for (const password of [
      'Saffron-Kite-Lantern-42',
      'correct horse battery staple',
      'mZ7#qP2!vL',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(() => assertPasswordAllowed(password)).not.toThrow();
    }
    expect(() => assertPasswordAllowed('Password123')).toThrow(COMMON_PASSWORD_MESSAGE);
  });
});
