/**
 * A PostgreSQL already running for this data directory when the server starts (db/embedded.ts
 * explains the lifecycle): an orphan left by a killed Node is stopped; one that another live
 * server owns is waited for, then refused; a stale pid file whose pid was reused is removed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isAlive, liveNodeParent, readCmdline, signal, sleep, waitForExit } from './processes.js';

export async function handleExistingPostmaster(pgDir: string, onLog: (line: string) => void) {
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
