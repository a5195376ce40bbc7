import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * One store instance as production starts it: scripts/start-server.sh, the start command of
 * `npm start`, the Dockerfile and the systemd unit (decision 29), with its own DATA_DIR
 * (nothing is shared through it) and a free port.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface StoreInstance {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

export async function startStoreInstance({
  dataDir,
  env,
}: {
  dataDir: string;
  env: Record<string, string>;
}): Promise<StoreInstance> {
  await mkdir(dataDir, { recursive: true });
  const child: ChildProcess = spawn(path.join(repoRoot, 'scripts/start-server.sh'), [], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'info',
      ...env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const deadline = Date.now() + 180_000;
  let url: string | undefined;
  while (!url && Date.now() < deadline) {
    // The start-up line names PUBLIC_URL and, beside it, the address it listens on.
    const listening = output.match(/"listening":"([^"]+)"/)?.[1];
    url = listening && `http://${listening}`;
    if (child.exitCode !== null) throw new Error(`store exited during start:\n${output}`);
    if (!url) await new Promise((r) => setTimeout(r, 100));
  }
  if (!url) throw new Error(`store did not start in time:\n${output}`);
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
