import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.js';
import { signingKeys } from '#server/db/schema/index.js';
import { generateSecret } from '#server/lib/secrets.js';
import { createTestDatabase, type TestDatabase } from '#server/test-support/database.js';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token.js';
import { ROTATION_GRACE_SECONDS, rotateAccessTokenKey } from './rotate.js';
import { accessTokenKeys, createDatabaseKeySource, KEY_REFRESH_MS } from './signing-keys.js';

const claims = () => ({ userId: newId(), role: 'USER' as const, sessionId: newId() });

/** A clock a test moves by hand, shared by the "instances" of one test. */
function manualClock(start = Date.now()) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('access-token keys shared through the database (issue 14)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  afterEach(async () => {
    await database.db.delete(signingKeys);
  });

  const accessKeys = () =>
    database.db.select().from(signingKeys).where(eq(signingKeys.purpose, 'access-token'));

  it('instances starting together on an empty database agree on one key', async () => {
    expect(await accessKeys()).toEqual([]);
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => createDatabaseKeySource(database.db)),
    );
    const rows = await accessKeys();
    expect(rows).toHaveLength(1);
    const tokens = instances.map((keys) => createAccessTokens(keys));
    const issued = await Promise.all(tokens.map((t) => t.sign(claims())));
    for (const token of issued) {
      expect(decodeProtectedHeader(token).kid).toBe(rows[0]!.id);
      for (const other of tokens) expect(await other.verify(token)).not.toBeNull();
    }
  });

  it('a token issued by one instance is accepted by another, and a stranger’s is not', async () => {
    const a = createAccessTokens(await createDatabaseKeySource(database.db));
    const b = createAccessTokens(await createDatabaseKeySource(database.db));
    const mine = claims();
    expect(await b.verify(await a.sign(mine))).toMatchObject(mine);
    // An instance with a secret of its own (what each one had before) is refused.
    const stranger = createAccessTokens(generateSecret());
    expect(await b.verify(await stranger.sign(claims()))).toBeNull();
  });

  it('rotation: new tokens use the new key on every instance, old ones keep working until they expire', async () => {
    const clock = manualClock();
    const options = { now: clock.now };
    const a = createAccessTokens(await createDatabaseKeySource(database.db, options), clock.now);
    const b = createAccessTokens(await createDatabaseKeySource(database.db, options), clock.now);
    const before = await a.sign(claims());
    const oldKid = decodeProtectedHeader(before).kid;

    const rotated = await rotateAccessTokenKey(database.db);
    expect(rotated.generation).toBe(2);
    expect(rotated.id).not.toBe(oldKid);
    expect(rotated.retiresAt.getTime() - Date.now()).toBeGreaterThanOrEqual(
      (ACCESS_TOKEN_TTL_SECONDS * 1000 + KEY_REFRESH_MS) * 0.99,
    );

    // Instance a re-reads its keys once its copy is a minute old, and signs with the new key.
    clock.advance(KEY_REFRESH_MS);
    const after = await a.sign(claims());
    expect(decodeProtectedHeader(after).kid).toBe(rotated.id);
    // Instance b has not re-read yet: the unknown kid makes it look, so the token works there.
    expect(await b.verify(after)).not.toBeNull();
    // The token signed before the rotation still works on both.
    expect(await a.verify(before)).not.toBeNull();
    expect(await b.verify(before)).not.toBeNull();
    // …until it expires, well before its key retires.
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await a.verify(before)).toBeNull();
  });

  it('a retired key verifies nothing any more', async () => {
    const clock = manualClock();
    const keys = await createDatabaseKeySource(database.db, { now: clock.now });
    const tokens = createAccessTokens(keys, clock.now);
    const old = await tokens.sign(claims());
    await rotateAccessTokenKey(database.db, 60);
    // Still within the token's own 15 minutes, but past its key's retirement; the instance
    // re-reads its keys (signing does, once its copy is a minute old) and learns of it.
    clock.advance(2 * 60_000);
    const fresh = await tokens.sign(claims());
    expect(await tokens.verify(old)).toBeNull();
    expect(await tokens.verify(fresh)).not.toBeNull();
  });

  it('the grace period covers a token signed with the old key just before an instance saw the rotation', () => {
    expect(ROTATION_GRACE_SECONDS * 1000).toBeGreaterThan(
      ACCESS_TOKEN_TTL_SECONDS * 1000 + KEY_REFRESH_MS,
    );
  });

  it('two rotations at once make two generations, never a failure', async () => {
    await createDatabaseKeySource(database.db);
    await Promise.all([rotateAccessTokenKey(database.db), rotateAccessTokenKey(database.db)]);
    const rows = await accessKeys();
    expect(rows.map((r) => r.generation).sort()).toEqual([1, 2, 3]);
    expect(rows.filter((r) => r.retiresAt === null)).toHaveLength(1);
  });

  it('verification reads no database; an unknown kid re-reads the keys at most once per interval', async () => {
    const clock = manualClock();
    const keys = await createDatabaseKeySource(database.db, { now: clock.now });
    let queries = 0;
    const count = () => {
      queries += 1;
    };
    database.pool.on('acquire', count);
    try {
      const forged = createAccessTokens(generateSecret());
      const token = await forged.sign(claims());
      const [, ...rest] = token.split('.');
      const withKid = [
        Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'nope' })).toString(
          'base64url',
        ),
        ...rest,
      ].join('.');
      const tokens = createAccessTokens(keys, clock.now);
      for (let i = 0; i < 20; i++) expect(await tokens.verify(withKid)).toBeNull();
      expect(queries).toBe(1);
      // A token naming a known key costs no query at all.
      const valid = await tokens.sign(claims());
      for (let i = 0; i < 20; i++) expect(await tokens.verify(valid)).not.toBeNull();
      expect(queries).toBe(1);
    } finally {
      database.pool.off('acquire', count);
    }
  });

  describe('upgrade from a secret kept on disk', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-secret-'));
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('becomes the shared key, so tokens it signed keep working', async () => {
      const legacySecret = generateSecret();
      await mkdir(path.join(dataDir, 'secrets'));
      await writeFile(path.join(dataDir, 'secrets', 'jwt-secret'), `${legacySecret}\n`);
      // A token from the earlier version: signed with the file's secret, no kid.
      const before = await createAccessTokens(legacySecret).sign(claims());

      const keys = await accessTokenKeys({ jwtSecret: undefined, dataDir }, database.db);
      expect((await accessKeys())[0]!.secret).toBe(legacySecret);
      const tokens = createAccessTokens(keys);
      expect(await tokens.verify(before)).not.toBeNull();
    });
  });

  it('JWT_SECRET overrides the database keys', async () => {
    const jwtSecret = generateSecret();
    const shared = createAccessTokens(await createDatabaseKeySource(database.db));
    const fromEnv = createAccessTokens(
      await accessTokenKeys({ jwtSecret, dataDir: os.tmpdir() }, database.db),
    );
    const token = await fromEnv.sign(claims());
    expect(await createAccessTokens(jwtSecret).verify(token)).not.toBeNull();
    expect(await shared.verify(token)).toBeNull();
    expect(await fromEnv.verify(await shared.sign(claims()))).toBeNull();
  });
});
