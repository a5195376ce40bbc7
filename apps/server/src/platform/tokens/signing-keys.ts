import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import {
  ensureSharedSecret,
  loadLiveSecrets,
  readLegacySecretFile,
  type StoredSecret,
} from '#server/lib/secrets.js';

/** Where access tokens get their keys: the signing key now, and the keys a token may verify with. */
export interface KeySource {
  /** The key to sign with now; `kid` goes into the JWT header when there is one. */
  signingKey(): Promise<{ kid?: string; key: Uint8Array }>;
  /** The keys that may have signed a token with this `kid` (none given: a token from before kids). */
  verificationKeys(kid: string | undefined): Promise<Uint8Array[]>;
}

/** How long a key copy in memory lives before it is re-read: how soon a rotation is seen. */
export const KEY_REFRESH_MS = 60_000;

/**
 * The store's access-token keys: JWT_SECRET when set (it overrides), else the keys the
 * database shares, seeded on upgrade from DATA_DIR/secrets/jwt-secret if an earlier version
 * wrote one (docs/decisions/0023).
 */
export async function accessTokenKeys(
  config: Pick<Config, 'jwtSecret' | 'dataDir'>,
  db: Database,
  onRefreshError?: (err: unknown) => void,
): Promise<KeySource> {
  if (config.jwtSecret) return staticKeySource(config.jwtSecret);
  return createDatabaseKeySource(db, {
    legacyDataDir: config.dataDir,
    ...(onRefreshError ? { onRefreshError } : {}),
  });
}

const encode = (secret: string) => new TextEncoder().encode(secret);

/** One fixed secret (JWT_SECRET, or a test's): tokens carry no kid. */
export function staticKeySource(secret: string): KeySource {
  const key = encode(secret);
  return {
    signingKey: async () => ({ key }),
    verificationKeys: async () => [key],
  };
}

export interface DatabaseKeySourceOptions {
  /** Re-read the keys when the copy in memory is older than this (default 60 s). */
  refreshMs?: number;
  /** At most one re-read per this long for a `kid` not known here (default 5 s). */
  unknownKidRefreshMs?: number;
  /** Seeds the first key on upgrade: DATA_DIR, whose secrets/jwt-secret an earlier version wrote. */
  legacyDataDir?: string;
  now?: () => number;
  onRefreshError?: (err: unknown) => void;
}

interface LiveKey {
  key: Uint8Array;
  generation: number;
  retiresAt: number | null;
}

/**
 * Keys from the signing_keys table, shared by every instance (docs/decisions/0023). Kept in
 * memory: verification never queries the database, except at most once per
 * `unknownKidRefreshMs` for a kid it does not know (a key another instance just rotated in).
 * The copy is re-read when older than `refreshMs`: before signing (awaited, so a retiring key
 * is never picked after a rotation was seen), in the background when verifying.
 */
export async function createDatabaseKeySource(
  db: Database,
  options: DatabaseKeySourceOptions = {},
): Promise<KeySource> {
  const now = options.now ?? Date.now;
  const refreshMs = options.refreshMs ?? KEY_REFRESH_MS;
  const unknownKidRefreshMs = options.unknownKidRefreshMs ?? 5_000;
  const onRefreshError = options.onRefreshError ?? (() => {});

  const legacy = options.legacyDataDir
    ? await readLegacySecretFile(options.legacyDataDir, 'jwt-secret')
    : undefined;
  await ensureSharedSecret(db, 'access-token', legacy);

  let keys = new Map<string, LiveKey>();
  let loadedAt = 0;
  let lastUnknownKidRefresh = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;

  const apply = (rows: StoredSecret[]) => {
    keys = new Map(
      rows.map((row) => [
        row.id,
        {
          key: encode(row.secret),
          generation: row.generation,
          retiresAt: row.retiresAt?.getTime() ?? null,
        },
      ]),
    );
    loadedAt = now();
  };
  // Concurrent callers share one query.
  const reload = () => {
    loading ??= loadLiveSecrets(db, 'access-token')
      .then(apply)
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  const isLive = (k: LiveKey) => k.retiresAt === null || k.retiresAt > now();

  await reload();

  return {
    async signingKey() {
      if (now() - loadedAt >= refreshMs) {
        // Down database: keep signing with the key known here, which the database gave.
        await reload().catch(onRefreshError);
      }
      let newest: [string, LiveKey] | undefined;
      for (const entry of keys) {
        if (entry[1].retiresAt !== null) continue;
        if (!newest || entry[1].generation > newest[1].generation) newest = entry;
      }
      if (!newest) throw new Error('no active signing key: every access-token key is retiring');
      return { kid: newest[0], key: newest[1].key };
    },
    async verificationKeys(kid) {
      if (now() - loadedAt >= refreshMs) void reload().catch(onRefreshError);
      if (kid === undefined) return [...keys.values()].filter(isLive).map((k) => k.key);
      if (!keys.has(kid) && now() - lastUnknownKidRefresh >= unknownKidRefreshMs) {
        lastUnknownKidRefresh = now();
        await reload().catch(onRefreshError);
      }
      const found = keys.get(kid);
      return found && isLive(found) ? [found.key] : [];
    },
  };
}
