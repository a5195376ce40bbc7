/**
 * The success half of SPEC §7's reply envelope (`{ success, error, message, data? }`); the
 * error half is written by plugins/errors.ts. Spread it into a route's reply:
 * `{ ...ok, message, data }`.
 */
export const ok = { success: true as const, error: false as const };
