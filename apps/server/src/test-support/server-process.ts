import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
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
 * Any command with only PATH, HOME, LOG_LEVEL=info (the start-up line with the URL is an info
 * line) and `env` in its environment, as a service manager would start it, its output
 * collected (the release test starts a built tree so).
 */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string> },
): ServerProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'info', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': by then the output pipes are drained, so `output()` holds the last line.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
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

/** A pino JSON line, as the server prints every line (lib/logger.ts). */
export interface LogRecord {
  level: number;
  time: number;
  msg: string;
  [field: string]: unknown;
}

/** Every line of `output` as a log record; throws naming the first line that is not one. */
export function logRecords(output: string): LogRecord[] {
  return output
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
      const { level, time, msg } = (record ?? {}) as Partial<LogRecord>;
      if (typeof level !== 'number' || typeof time !== 'number' || typeof msg !== 'string') {
        throw new Error(`not a pino record (level, time, msg): ${line}`);
      }
      return record as LogRecord;
    });
}

/** The messages of every line of `output` (each must be a log record). */
export function logMessages(output: string): string[] {
  return logRecords(output).map((record) => record.msg);
}

/** A port free a moment ago, for a process that prints no URL (a LOG_LEVEL above info). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
