import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startProcess, waitForOutput } from '../src/test-support/server-process.js';

/**
 * One store instance as production starts it: scripts/start-server.sh, the start command of
 * `npm start`, the Dockerfile and the systemd unit (decision 29), with its own DATA_DIR
 * (nothing is shared through it) and a free port.
 */
const startScript = path.resolve(import.meta.dirname, '../../../scripts/start-server.sh');

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
  const server = startProcess(startScript, [], {
    env: { ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' },
  });
  const stop = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exited;
  };
  let listening: string | undefined;
  try {
    // The start-up line names PUBLIC_URL and, beside it, the address it listens on.
    [, listening] = await waitForOutput(server, /"listening":"([^"]+)"/, 180_000);
  } catch (err) {
    await stop(); // no instance outlives a failed start
    throw err;
  }
  return {
    url: `http://${listening}`,
    output: server.output,
    stop,
  };
}
