import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { migrateDatabase } from '../db/migrate.js';
import { rotateAccessTokenKey } from '../platform/tokens/rotate.js';

/**
 * `npm run rotate-signing-key -w @store/server`: a new access-token signing key for every
 * instance, without logging anyone out (docs/decisions/0023). Reads the same configuration as
 * the store. With DATABASE_URL it runs while the store runs; with the embedded database
 * (no DATABASE_URL) stop the store first: its PostgreSQL belongs to one process at a time.
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
    const key = await rotateAccessTokenKey(database.db);
    console.info(
      `New signing key ${key.id} (generation ${key.generation}): every instance signs with it within a minute. Older keys keep verifying until ${key.retiresAt.toISOString()}, then retire; nobody is logged out.`,
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
