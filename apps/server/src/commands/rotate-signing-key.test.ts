import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { signingKeys } from '../db/schema/index.js';
import { createAccessTokens } from '../platform/tokens/access-token.js';
import { createDatabaseKeySource } from '../platform/tokens/signing-keys.js';
import { createTestDatabase, type TestDatabase } from '../test-support/database.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

/** The command as an operator runs it (`npm run rotate-signing-key`), from its source. */
function rotateCommand(env: Record<string, string>, args: string[] = []) {
  return run(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/commands/rotate-signing-key.ts', ...args],
    { cwd: serverDir, env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env } },
  );
}

describe('rotate-signing-key command', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('adds a key that signs from then on while tokens of the old one keep working', async () => {
    const keys = await createDatabaseKeySource(database.db);
    const tokens = createAccessTokens(keys);
    const before = await tokens.sign({ userId: newId(), role: 'USER', sessionId: newId() });

    const { stdout } = await rotateCommand({
      DATABASE_URL: database.connectionString,
      DATA_DIR: path.join(os.tmpdir(), 'unused-by-rotation'),
    });

    const [newest] = await database.db
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.purpose, 'access-token'))
      .orderBy(desc(signingKeys.generation))
      .limit(1);
    expect(newest!.generation).toBe(2);
    expect(stdout).toContain(`New signing key ${newest!.id} (generation 2)`);
    // Another instance started now signs with it; the earlier token still verifies there.
    const other = createAccessTokens(await createDatabaseKeySource(database.db));
    const after = await other.sign({ userId: newId(), role: 'USER', sessionId: newId() });
    expect(decodeProtectedHeader(after).kid).toBe(newest!.id);
    expect(await other.verify(before)).not.toBeNull();
  });

  it('--retire-now: tokens of the older keys stop working (a leaked key)', async () => {
    const keys = await createDatabaseKeySource(database.db);
    const before = await createAccessTokens(keys).sign({
      userId: newId(),
      role: 'USER',
      sessionId: newId(),
    });
    const { stdout } = await rotateCommand({ DATABASE_URL: database.connectionString }, [
      '--retire-now',
    ]);
    expect(stdout).toContain('Older keys are retired now');
    const fresh = createAccessTokens(await createDatabaseKeySource(database.db));
    expect(await fresh.verify(before)).toBeNull();
    expect(
      await fresh.verify(await fresh.sign({ userId: newId(), role: 'USER', sessionId: newId() })),
    ).not.toBeNull();
  });

  it('refuses when JWT_SECRET is set, since the store does not use the shared keys then', async () => {
    const failed = await rotateCommand({
      DATABASE_URL: database.connectionString,
      JWT_SECRET: 'x'.repeat(40),
    }).catch((err: { code: number; stderr: string }) => err);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('JWT_SECRET is set');
  });
});
