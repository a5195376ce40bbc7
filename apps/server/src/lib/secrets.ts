import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { signingKeys } from '../db/schema/index.js';

/**
 * Server secrets live in the database (table signing_keys, docs/decisions/0023): every
 * instance of one store reads the same rows, so they agree without a shared disk and without
 * JWT_SECRET. No instance ever uses a secret of its own making: a generated secret is only
 * used once it is the row the database kept.
 */
export type SecretPurpose = 'access-token' | 'otp' | 'payment-simulator';

export interface StoredSecret {
  id: string;
  generation: number;
  secret: string;
  retiresAt: Date | null;
}

export function generateSecret(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The first generation of a purpose's secret, created if missing. Race-safe: instances
 * starting together on an empty database each try `insert … on conflict do nothing` and then
 * all read the one row that won. `initial` seeds it (a secret an earlier version kept on disk).
 */
export async function ensureSharedSecret(
  db: DbOrTx,
  purpose: SecretPurpose,
  initial?: string,
): Promise<void> {
  await db
    .insert(signingKeys)
    .values({ purpose, generation: 1, secret: initial ?? generateSecret() })
    .onConflictDoNothing({ target: [signingKeys.purpose, signingKeys.generation] });
}

/** The purpose's newest secret (never-rotated secrets: the one there is), created if missing. */
export async function loadOrCreateSharedSecret(
  db: DbOrTx,
  purpose: SecretPurpose,
  initial?: string,
): Promise<string> {
  await ensureSharedSecret(db, purpose, initial);
  const [row] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(eq(signingKeys.purpose, purpose))
    .orderBy(desc(signingKeys.generation))
    .limit(1);
  if (!row) throw new Error(`signing_keys has no ${purpose} secret after creating one`);
  return row.secret;
}

/** The purpose's secrets that still verify (not retired yet), newest first. */
export async function loadLiveSecrets(db: DbOrTx, purpose: SecretPurpose): Promise<StoredSecret[]> {
  return db
    .select({
      id: signingKeys.id,
      generation: signingKeys.generation,
      secret: signingKeys.secret,
      retiresAt: signingKeys.retiresAt,
    })
    .from(signingKeys)
    .where(
      and(
        eq(signingKeys.purpose, purpose),
        or(isNull(signingKeys.retiresAt), gt(signingKeys.retiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(signingKeys.generation));
}

/**
 * Rotation: a new generation signs from now on; the older ones keep verifying for
 * `graceSeconds` more, then retire. Rows retired a day ago are deleted. Concurrent rotations
 * are serialised by an advisory lock.
 */
export async function rotateSharedSecret(
  db: DbOrTx,
  purpose: SecretPurpose,
  graceSeconds: number,
): Promise<{ id: string; generation: number; retiresAt: Date }> {
  return db.transaction(async (tx) => {
    // One rotation at a time per purpose: the next generation number is read under this lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signing_keys:${purpose}`}))`);
    await ensureSharedSecret(tx, purpose);
    const [newest] = await tx
      .select({ generation: signingKeys.generation })
      .from(signingKeys)
      .where(eq(signingKeys.purpose, purpose))
      .orderBy(desc(signingKeys.generation))
      .limit(1);
    const retiresAt = new Date(Date.now() + graceSeconds * 1000);
    await tx
      .update(signingKeys)
      .set({ retiresAt })
      .where(and(eq(signingKeys.purpose, purpose), isNull(signingKeys.retiresAt)));
    await tx
      .delete(signingKeys)
      .where(
        and(
          eq(signingKeys.purpose, purpose),
          lt(signingKeys.retiresAt, sql`now() - interval '1 day'`),
        ),
      );
    const [created] = await tx
      .insert(signingKeys)
      .values({ purpose, generation: newest!.generation + 1, secret: generateSecret() })
      .returning({ id: signingKeys.id, generation: signingKeys.generation });
    return { ...created!, retiresAt };
  });
}

/**
 * A secret an earlier version kept in DATA_DIR/secrets/<name> (a single instance's own disk),
 * or undefined. Read once to seed the database row on upgrade, so a running store does not
 * log everyone out; never written any more.
 */
export async function readLegacySecretFile(
  dataDir: string,
  name: string,
): Promise<string | undefined> {
  try {
    const existing = (await readFile(path.join(dataDir, 'secrets', name), 'utf8')).trim();
    return existing.length >= 32 ? existing : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
