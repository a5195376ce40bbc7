/** PostgreSQL's error codes the services turn into 4xx replies. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL error behind a (possibly drizzle-wrapped) error, if it is one. */
export function postgresError(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    const pgErr = e as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof pgErr.code === 'string' && /^[0-9A-Z]{5}$/.test(pgErr.code)) {
      return { code: pgErr.code, ...(pgErr.constraint ? { constraint: pgErr.constraint } : {}) };
    }
    e = pgErr.cause;
  }
  return undefined;
}

/** A unique-index violation (of `constraint`, when given). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = postgresError(err);
  return (
    pg?.code === UNIQUE_VIOLATION && (constraint === undefined || pg.constraint === constraint)
  );
}
