import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { AccessLogController, lazyChildLoggerFactory } from './request-log.js';
import { proxyTrust } from './trust-proxy.js';

async function buildLoggedApp(level: string, options: { trustProxy?: Config['trustProxy'] } = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({
    logger: { level, stream, redact: { paths: ['*.password'], censor: '[redacted]' } },
    logController: new AccessLogController(),
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: proxyTrust(options.trustProxy ?? false),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.post('/warns', async (request) => {
    request.log.warn({ detail: { password: 'hunter2', kept: 1 } }, 'something odd');
    request.log.debug('not written at info');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  app.get('/api/health/live', async () => ({ ok: true }));
  app.get('/api/health/ready', async (_request, reply) => reply.code(503).send({ ok: false }));
  app.get('/metrics', async (request, reply) =>
    request.headers.authorization ? 'up 1\n' : reply.code(401).send({ ok: false }),
  );
  app.get('/quiet', { logLevel: 'error' }, async (request) => {
    request.log.warn('below this route level');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes one access line per request: method, url, status, response time, request id', async () => {
    const { app, lines } = await buildLoggedApp('info');
    const res = await app.inject({
      method: 'GET',
      url: '/ok?page=2',
      headers: { authorization: 'Bearer secret-token', cookie: 'accessToken=secret-cookie' },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    // Built from fixed fields: no header, cookie or body reaches it.
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|secret-cookie|authorization/);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/ok?page=2', host: 'localhost:80' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    await app.close();
  });

  it('binds the request id to what a handler logs, redacted as before', async () => {
    const { app, lines } = await buildLoggedApp('info');
    await app.inject({ method: 'POST', url: '/warns', payload: { a: 1 } });
    const warning = lines.find((l) => l.msg === 'something odd');
    const access = lines.find((l) => l.msg === 'request completed');
    expect(warning).toMatchObject({ level: 40, detail: { password: '[redacted]', kept: 1 } });
    expect(warning?.reqId).toBeTruthy();
    expect(warning?.reqId).toBe(access?.reqId);
    expect(lines.some((l) => l.msg === 'not written at info')).toBe(false);
    expect(lines).toHaveLength(2);
    await app.close();
  });

  it('logs a failed request with its error, and honours a route log level', async () => {
    const { app, lines } = await buildLoggedApp('info');
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect(
      lines.some((l) => l.level === 50 && (l.err as { message?: string })?.message === 'broken'),
    ).toBe(true);
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines.some((l) => l.msg === 'below this route level')).toBe(false);
    await app.close();
  });

  it('writes nothing for a successful request above info, but still what handlers warn', async () => {
    const { app, lines } = await buildLoggedApp('warn');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines).toHaveLength(0);
    await app.inject({ method: 'POST', url: '/warns', payload: {} });
    expect(lines.map((l) => l.msg)).toEqual(['something odd']);
    await app.close();
  });

  it('names the client’s address: the connection’s, whatever X-Forwarded-For says', async () => {
    const { app, lines } = await buildLoggedApp('info');
    await app.inject({
      url: '/ok',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(lines[0]).toMatchObject({ req: { remoteAddress: '198.51.100.7' } });
    // A failed request's line too.
    await app.inject({ url: '/fails', remoteAddress: '198.51.100.8' });
    expect(lines.at(-1)).toMatchObject({
      res: { statusCode: 500 },
      req: { method: 'GET', url: '/fails', remoteAddress: '198.51.100.8' },
    });
    await app.close();
  });

  it('names the address a trusted proxy saw (TRUST_PROXY=1), not what the client forged', async () => {
    const { app, lines } = await buildLoggedApp('info', { trustProxy: 1 });
    await app.inject({
      url: '/ok',
      remoteAddress: '10.20.0.2',
      headers: { 'x-forwarded-for': '192.0.2.1, 198.51.100.7' },
    });
    expect(lines[0]).toMatchObject({ req: { remoteAddress: '198.51.100.7' } });
    await app.close();
  });

  it('logs routine health probes and scrapes at debug, failing or refused ones at info', async () => {
    const routine = [
      { url: '/api/health/live' },
      { url: '/metrics', headers: { authorization: 'Bearer token' } },
    ];
    const notable = [{ url: '/api/health/ready' }, { url: '/metrics' }, { url: '/ok' }];
    const info = await buildLoggedApp('info');
    for (const request of [...routine, ...notable]) await info.app.inject(request);
    expect(info.lines.map((l) => [l.level, (l.req as { url: string }).url])).toEqual([
      [30, '/api/health/ready'],
      [30, '/metrics'],
      [30, '/ok'],
    ]);
    await info.app.close();

    const debug = await buildLoggedApp('debug');
    for (const request of routine) await debug.app.inject(request);
    expect(debug.lines.map((l) => [l.level, l.msg, (l.req as { url: string }).url])).toEqual([
      [20, 'request completed', '/api/health/live'],
      [20, 'request completed', '/metrics'],
    ]);
    await debug.app.close();
  });
});
