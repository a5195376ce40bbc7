import { once } from 'node:events';
import net from 'node:net';
import tls from 'node:tls';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { connectRedis } from './index.js';

async function listening(server: net.Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as net.AddressInfo).port;
}

describe('Redis connection', () => {
  it('reports an unreachable Redis by host and port, never with its password', async () => {
    // A port nothing listens on: taken, then freed.
    const probe = net.createServer();
    const port = await listening(probe);
    await new Promise((resolve) => probe.close(resolve));
    const lines: string[] = [];
    const link = connectRedis(
      `redis://store:hunter2-secret@127.0.0.1:${port}/0`,
      pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    );
    await link.firstAttempt;
    expect(link.isUp()).toBe(false);
    await link.close();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      redis: `redis://127.0.0.1:${port}`,
      msg: expect.stringMatching(/^Redis unreachable/),
    });
    expect(lines[0]).not.toContain('hunter2-secret');
  });

  it('names the host over rediss:// (SNI), as managed Redis services route by it', async () => {
    const names: string[] = [];
    // The name arrives in the client's hello, before any certificate is needed.
    const server = tls.createServer({
      SNICallback: (name, callback) => {
        names.push(name);
        callback(new Error('no certificate here'));
      },
    });
    server.on('tlsClientError', () => {});
    const port = await listening(server);
    const link = connectRedis(`rediss://localhost:${port}`, pino({ level: 'silent' }));
    await expect.poll(() => names.length).toBeGreaterThan(0);
    await link.close();
    server.close();
    expect(names[0]).toBe('localhost');
  });
});
