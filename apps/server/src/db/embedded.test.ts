import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { socketDirFor, startEmbeddedPostgres } from './embedded.js';

const execFileAsync = promisify(execFile);

/** Pids of processes whose command line contains `text`, like `pgrep -f`. */
async function pgrep(text: string): Promise<number[]> {
  try {
    const { stdout } = await execFileAsync('pgrep', ['-f', text]);
    return stdout.split('\n').filter(Boolean).map(Number);
  } catch (err) {
    const code = (err as { code?: number | string }).code;
    if (code === 1) return []; // No match.
    if (code !== 'ENOENT') throw err;
  }
  // No pgrep (minimal images without procps): read /proc directly.
  const found: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const cmdline = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.replaceAll('\0', ' ').includes(text)) found.push(Number(entry));
  }
  return found;
}

async function query(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const dirs: string[] = [];
async function freshDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-embedded-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('embedded PostgreSQL', () => {
  it('puts its Unix socket in the cluster directory only when the socket path fits', () => {
    expect(socketDirFor('/tmp/store-x/pg', 54321)).toBe('/tmp/store-x/pg');
    // 108 bytes of socket address on Linux, its NUL included: a deeper directory gets TCP only.
    const deep = `/${'d'.repeat(90)}/pg`;
    expect(socketDirFor(deep, 54321)).toBeNull();
  });

  it('starts on a private port, keeps data across restarts and leaves no process behind', async () => {
    const dataDir = await freshDataDir();
    const pgDir = path.join(dataDir, 'pg');
    const logs: string[] = [];
    const first = await startEmbeddedPostgres({ dataDir, onLog: (l) => logs.push(l) });
    try {
      expect(first.port).not.toBe(5432);
      // The app connects over the Unix socket in the cluster directory (decision 0050).
      const [credentials] = first.connectionString.split('@');
      expect(credentials).toMatch(/^postgresql:\/\/postgres:[^@]+$/);
      expect(first.connectionString).toBe(
        `${credentials}@localhost:${first.port}/store?host=${encodeURIComponent(pgDir)}`,
      );
      expect(await query(first.connectionString, 'select inet_server_addr() as addr')).toEqual([
        { addr: null },
      ]);
      await query(first.connectionString, 'create table kept (v text)');
      await query(first.connectionString, "insert into kept values ('hello')");
      expect(logs.some((l) => l.includes('ready to accept connections'))).toBe(true);
      expect(await pgrep(pgDir)).toHaveLength(1);

      // A second start for the same directory in the same process is refused.
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/already running/);
    } finally {
      await first.stop();
    }
    await first.stop(); // Idempotent.
    expect(await pgrep(pgDir)).toEqual([]);
    await expect(fs.access(path.join(pgDir, 'postmaster.pid'))).rejects.toThrow();

    const secret = await fs.stat(path.join(dataDir, 'pg-secret'));
    expect(secret.mode & 0o777).toBe(0o600);

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(second.connectionString, 'select v from kept')).toEqual([{ v: 'hello' }]);
      // Loopback TCP and the socket in the cluster directory only; Unicode-aware lower()
      // whatever the OS locales.
      const settings = await query(
        second.connectionString,
        "select name, setting from pg_settings where name in ('listen_addresses', 'unix_socket_directories') order by name",
      );
      expect(settings).toEqual([
        { name: 'listen_addresses', setting: '127.0.0.1' },
        { name: 'unix_socket_directories', setting: pgDir },
      ]);
      // TCP on loopback still answers (start-up uses it).
      const tcp = second.connectionString.replace(
        /@localhost:(\d+)\/store\?.*$/,
        '@127.0.0.1:$1/store',
      );
      expect(await query(tcp, 'select inet_server_addr() as addr')).toEqual([
        { addr: '127.0.0.1' },
      ]);
      expect(await query(second.connectionString, "select lower('ÉCOLE') as l")).toEqual([
        { l: 'école' },
      ]);
    } finally {
      await second.stop();
    }
    expect(await pgrep(pgDir)).toEqual([]);
  });

  it('stops a PostgreSQL orphaned by a SIGKILLed server, then starts with the data intact', async () => {
    const dataDir = await freshDataDir();
    const pgDir = path.join(dataDir, 'pg');
    const script = fileURLToPath(new URL('../test-support/embedded-child.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const nl = out.indexOf('\n');
        if (nl >= 0) resolve(out.slice(0, nl));
      });
      child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    const { connectionString } = JSON.parse(line) as { connectionString: string };
    await query(connectionString, 'create table kept (v text)');
    await query(connectionString, "insert into kept values ('from the child')");

    child.kill('SIGKILL');
    await exited;
    const orphans = await pgrep(pgDir);
    expect(orphans).toHaveLength(1); // PostgreSQL outlived the server that started it.

    const restarted = await startEmbeddedPostgres({ dataDir });
    try {
      const now = await pgrep(pgDir);
      expect(now).toHaveLength(1);
      expect(now).not.toContain(orphans[0]);
      expect(await query(restarted.connectionString, 'select v from kept')).toEqual([
        { v: 'from the child' },
      ]);
    } finally {
      await restarted.stop();
    }
    expect(await pgrep(pgDir)).toEqual([]);
  });

  it('restarts a PostgreSQL that was killed, on the same port, and a stop cuts a restart short', async () => {
    const dataDir = await freshDataDir();
    const pgDir = path.join(dataDir, 'pg');
    const warnings: string[] = [];
    // Not ephemeral: without synchronous commits, a kill may lose the last ones.
    const postgres = await startEmbeddedPostgres({
      dataDir,
      onWarn: (message) => warnings.push(message),
    });
    const postmasterPid = async () =>
      Number.parseInt(
        (await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!,
        10,
      );
    try {
      await query(postgres.connectionString, 'create table kept (v text)');
      await query(postgres.connectionString, "insert into kept values ('survives')");
      const first = await postmasterPid();
      process.kill(first, 'SIGKILL');
      await vi.waitFor(
        async () => {
          expect(warnings.at(-1)).toMatch(/^Embedded PostgreSQL restarted \(try \d of 5\)$/);
          expect(await query(postgres.connectionString, 'select v from kept')).toEqual([
            { v: 'survives' },
          ]);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(warnings[0]).toBe(
        'Embedded PostgreSQL exited unexpectedly (code null, signal SIGKILL); restarting it',
      );
      expect(await postmasterPid()).not.toBe(first);

      // Killed again, then stopped while the restart waits: nothing is started after the stop.
      warnings.length = 0;
      process.kill(await postmasterPid(), 'SIGKILL');
      await vi.waitFor(() => expect(warnings).toHaveLength(1), { timeout: 5_000, interval: 20 });
      await postgres.stop();
      expect(await pgrep(pgDir)).toEqual([]);
      expect(warnings.some((w) => w.includes('restarted'))).toBe(false);
    } finally {
      await postgres.stop();
    }
    expect(await pgrep(pgDir)).toEqual([]);
  }, 60_000);
});
