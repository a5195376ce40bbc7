import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small round-robin reverse proxy as a load balancer runs one: kept-alive connections to
 * each upstream, an instance in rotation only while its GET /api/health/ready answers 200
 * (polled every `probeIntervalMs`; out after `unhealthyAfter` failed probes in a row, so one
 * slow answer on a busy machine does not drop a healthy instance), and no retries — an upstream error is a 502 the client
 * sees, as nginx's `proxy_next_upstream off` would give.
 */
export interface Upstream {
  readonly url: string;
  /** In rotation: its last readiness probe answered 200. */
  inRotation: boolean;
  /** Requests this upstream answered through the proxy. */
  served: number;
  /** Readiness probes that took it out of rotation (a 503 or no answer). */
  removals: number;
}

export interface RoundRobinProxy {
  url: string;
  upstreams: Upstream[];
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

export async function startRoundRobinProxy(
  targets: string[],
  { probeIntervalMs = 200, unhealthyAfter = 2, probeTimeoutMs = 2_000 } = {},
): Promise<RoundRobinProxy> {
  const agents = new Map<string, http.Agent>();
  const upstreams: Upstream[] = targets.map((url) => {
    agents.set(url, new http.Agent({ keepAlive: true, maxSockets: 16 }));
    return { url, inRotation: false, served: 0, removals: 0 };
  });
  let next = 0;
  let stopped = false;

  const pick = (): Upstream | undefined => {
    for (let i = 0; i < upstreams.length; i++) {
      const candidate = upstreams[(next + i) % upstreams.length]!;
      if (candidate.inRotation) {
        next = (next + i + 1) % upstreams.length;
        return candidate;
      }
    }
    return undefined;
  };

  const server = http.createServer((req, res) => {
    const upstream = pick();
    if (!upstream) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no upstream in rotation');
      return;
    }
    const target = new URL(req.url ?? '/', upstream.url);
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const forward = http.request(target, {
      method: req.method,
      headers,
      agent: agents.get(upstream.url),
    });
    forward.on('response', (answer) => {
      const replyHeaders = { ...answer.headers };
      for (const name of HOP_BY_HOP) delete replyHeaders[name];
      res.writeHead(answer.statusCode ?? 502, replyHeaders);
      answer.pipe(res);
      answer.on('end', () => upstream.served++);
    });
    forward.on('error', (err) => {
      if (res.headersSent) res.destroy(err);
      else
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream error: ${err.message}`);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const probes = upstreams.map(async (upstream) => {
    let failedInARow = 0;
    while (!stopped) {
      const ready = await probe(`${upstream.url}/api/health/ready`, probeTimeoutMs);
      failedInARow = ready ? 0 : failedInARow + 1;
      if (ready) upstream.inRotation = true;
      else if (upstream.inRotation && failedInARow >= unhealthyAfter) {
        upstream.inRotation = false;
        upstream.removals++;
      }
      await new Promise((resolve) => setTimeout(resolve, probeIntervalMs));
    }
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    async close() {
      stopped = true;
      await Promise.all(probes);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

/** One readiness probe on a fresh connection, as balancers send them: 200 in time or not. */
function probe(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    request.on('timeout', () => request.destroy(new Error('probe timed out')));
    request.on('error', () => resolve(false));
  });
}
