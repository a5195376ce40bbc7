import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * The real start-up script (src/server.ts through tsx) in a child process, for tests of what
 * only a whole process shows: start-up lines, exit codes, the embedded PostgreSQL's life.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr interleaved. */
  output: () => string;
  exited: Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/server.ts'],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls the output until `pattern` shows (or the process exits, or time runs out). */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = 90_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = server.output().match(pattern);
    if (match) return match;
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never printed ${pattern}; output was:\n${server.output()}`);
}
