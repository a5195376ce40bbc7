import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface RunningStore {
  url: string;
  dataDir: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The store's whole output (pino JSON lines), written when it exits: if it stops mid-run,
 * the journeys after it fail with ECONNREFUSED and this file says why. Git-ignored.
 */
const STORE_LOG = path.join(repoRoot, 'e2e/artifacts/store.log');

export interface StartStoreOptions {
  /** More environment for the store (e.g. SMTP_URL of the test mailbox). */
  env?: Record<string, string>;
}

/** `npm start`'s server (already built) on a fresh data directory and a free port. */
export async function startStore({ env = {} }: StartStoreOptions = {}): Promise<RunningStore> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      // Journeys name their own client address (support/client-address.ts).
      TRUST_PROXY: 'loopback',
      // The start-up line with the URL is an info line (the admin's password a warning).
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.on('exit', (code, signal) => {
    mkdirSync(path.dirname(STORE_LOG), { recursive: true });
    writeFileSync(STORE_LOG, `${output}\nexited with code ${code}, signal ${signal}\n`);
  });

  const deadline = Date.now() + 150_000;
  let url: string | undefined;
  while (!url && Date.now() < deadline) {
    url = output.match(/Store is running at (http:\S+)/)?.[1];
    if (child.exitCode !== null) throw new Error(`store exited during start:\n${output}`);
    if (!url) await new Promise((r) => setTimeout(r, 100));
  }
  if (!url) throw new Error(`store did not start in time:\n${output}`);
  const admin = output.match(/Admin account created: (\S+) \/ password: (\S+)/);

  return {
    url,
    dataDir,
    admin: { email: admin?.[1] ?? '', password: admin?.[2] ?? '' },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
