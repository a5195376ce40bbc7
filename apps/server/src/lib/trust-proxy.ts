import type { Config } from '../config.js';

type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: off, the proxies' addresses/CIDRs, or a hop
 * count, which becomes the function Fastify itself makes of one (its types take no number):
 * trust the nearest `hops` addresses of the chain. The client's address (`request.ip`, read by
 * rate limits and the access log) is then the one the outermost trusted proxy saw.
 */
export function proxyTrust(setting: Config['trustProxy']): boolean | string[] | TrustProxyFunction {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
