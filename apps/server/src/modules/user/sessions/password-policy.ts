import { BadRequestError } from '#server/lib/errors.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

/**
 * The password rules beyond the contract's 8–128 characters (DESIGN §4). Exported for every
 * place a password is chosen: sign-up here, and the password reset.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

let common: ReadonlySet<string> | undefined;

/** Whether `password` is among the most common passwords, ignoring case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    COMMON_PASSWORDS_TEXT.split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return common.has(password.toLowerCase());
}

/** Throws a 400 with the store's message when `password` may not be chosen. */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
}
