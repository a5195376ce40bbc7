import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
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
  return startProcess(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/server.ts'],
    { cwd: serverDir, env },
  );
}

/**
 * Any command with only PATH, HOME, LOG_LEVEL=warn and `env` in its environment, as a service
 * manager would start it, its output collected (the release test starts a built tree so).
 */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string> },
): ServerProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The PostgreSQL processes serving `dataDir`, one line each; empty when none is left. */
export function postgresProcessesFor(dataDir: string): string {
  try {
    return execFileSync('pgrep', ['-af', `postgres.*${dataDir}`], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
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
