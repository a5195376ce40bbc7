import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';

/** Debian's redis-server (`apt-get install redis-server`; .ci/run installs it when missing). */
export const REDIS_SERVER_BINARY = '/usr/bin/redis-server';

export interface TestRedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops the server (SIGTERM; nothing is saved) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (stopping it first if it runs), empty, answering PING. */
  restart(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers, as a hung server. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
}

/**
 * A real redis-server of the test's own, on a free loopback port, with no persistence (no RDB
 * snapshot, no AOF: it writes no file). Resolves once it answers PING. Stop it in afterAll;
 * it is also killed if the test process exits first.
 */
export async function startRedisServer(): Promise<TestRedisServer> {
  let port = 0;
  let child: ChildProcess | undefined;
  // Another process may take the free port between our probe and the server's bind: retry.
  for (let attempt = 1; !child; attempt++) {
    port = await freePort();
    try {
      child = await spawnRedis(port);
    } catch (err) {
      if (attempt >= 5 || !String(err).includes('Address already in use')) throw err;
    }
  }
  let running: ChildProcess | undefined = child;
  process.once('exit', () => running?.kill('SIGKILL'));

  const stopRunning = async () => {
    const stopping = running;
    running = undefined;
    if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return;
    const exited = once(stopping, 'exit');
    // A paused server does not act on SIGTERM until it runs again.
    stopping.kill('SIGCONT');
    stopping.kill('SIGTERM');
    await exited;
  };

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: stopRunning,
    async restart() {
      await stopRunning();
      running = await spawnRedis(port);
    },
    pause() {
      running?.kill('SIGSTOP');
    },
    resume() {
      running?.kill('SIGCONT');
    },
  };
}

/** Spawns the server and resolves once it answers PING; rejects with its output if it exits. */
async function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER_BINARY,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      os.tmpdir(),
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let started = false;
  const ready = new Promise<void>((resolve, reject) => {
    // Read to the end (a full pipe would block the server), kept only until it is ready.
    const onData = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      started = output.includes('Ready to accept connections');
      if (started) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`redis-server exited (${signal ?? code}) before it was ready:\n${output}`)),
    );
  });
  await ready;
  const reply = await ping(port);
  if (reply !== '+PONG') throw new Error(`redis-server on ${port} answered PING with ${reply}`);
  return child;
}

/** One PING over a plain socket: the server is up when it answers +PONG. */
function ping(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.trim());
      }
    });
    socket.once('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
