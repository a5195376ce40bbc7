import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { migrateDatabase } from '../db/migrate.js';
import { rotateAccessTokenKey } from '../platform/tokens/rotate.js';
import { KEY_REFRESH_MS } from '../platform/tokens/signing-keys.js';

/**
 * `npm run rotate-signing-key -w @store/server`: a new access-token signing key for every
 * instance, without logging anyone out (docs/decisions/0023). Reads the same configuration as
 * the store. With DATABASE_URL it runs while the store runs; with the embedded database
 * (no DATABASE_URL) stop the store first: its PostgreSQL belongs to one process at a time.
 * `-- --retire-now` retires the older keys at once instead (a leaked key).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.jwtSecret) {
    console.error(
      'JWT_SECRET is set, so the store signs with it and not with the database keys: unset it to use (and rotate) the shared keys.',
    );
    process.exitCode = 1;
    return;
  }
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir });
  const database = createDatabase(config.databaseUrl ?? embedded!.connectionString, {
    max: 1,
    applicationName: 'store-rotate-signing-key',
  });
  try {
    await migrateDatabase(database.pool);
    // After a suspected leak the old keys must stop at once: every access token is refused
    // once (clients refresh with their refresh token, which does not depend on the key).
    const retireNow = process.argv.includes('--retire-now');
    const key = await rotateAccessTokenKey(database.db, retireNow ? 0 : undefined);
    const seconds = KEY_REFRESH_MS / 1000;
    console.info(
      `New signing key ${key.id} (generation ${key.generation}): every instance signs with it within ${seconds} seconds. ` +
        (retireNow
          ? `Older keys are retired now: instances refuse their tokens within ${seconds} seconds, and clients refresh.`
          : `Older keys keep verifying until ${key.retiresAt.toISOString()}, then retire; nobody is logged out.`),
    );
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`Rotating the signing key failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
});
