import { randomInt } from 'node:crypto';

/**
 * A client address of its own for each journey, sent as X-Forwarded-For to the store, which
 * the E2E run starts behind a trusted "proxy" on loopback (TRUST_PROXY=loopback). Each journey
 * is a different shopper on a different network, as in life: the per-address limits (10
 * sign-ups an hour, decision 0021) then count one journey's sign-ups, not the whole run's.
 * Random, not counted: test files run in separate workers, and a counter would start again
 * in each one. From 198.18.0.0/15 (set aside for benchmarks), never a real network.
 */
export function newClientAddress(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
