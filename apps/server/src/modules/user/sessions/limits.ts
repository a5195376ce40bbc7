/**
 * Session limits in one place (DESIGN §4, issue 3 item 5). Per-IP limits run in
 * @fastify/rate-limit through each route's config; the per-account limit on failed logins is
 * counted by the session service (failed-logins.ts).
 */
export const SESSION_LIMITS = {
  /** Login attempts (password or Google) per client address. */
  loginPerIp: { max: 20, timeWindow: 60_000 },
  /** Sign-ups per client address. */
  registerPerIp: { max: 10, timeWindow: 60 * 60_000 },
  /** Refresh calls per client address: generous, a busy shopper refreshes every 15 minutes. */
  refreshPerIp: { max: 60, timeWindow: 60_000 },
  /**
   * Failed password logins per e-mail address: once reached, that address is refused with
   * 429, even with the right password, until the oldest failure leaves the window.
   */
  failedLoginsPerAccount: { max: 100, windowMs: 60 * 60_000 },
} as const;

/** Rotating refresh tokens live 30 days from their issue (DESIGN §4). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
