import type { FastifyInstance } from 'fastify';

/**
 * What only the start-up script knows about this instance, read by GET /api/health/ready:
 * whether its migrations ran, and whether it is draining before a stop (SIGTERM).
 */
export interface HealthState {
  migrationsApplied: boolean;
  draining: boolean;
}

export function createHealthState(initial: Partial<HealthState> = {}): HealthState {
  return { migrationsApplied: false, draining: false, ...initial };
}

/**
 * While draining, every reply says `Connection: close`, so a proxy or client stops reusing
 * its kept-alive socket to this instance before the instance closes it. Checked at send time,
 * so a request that began before the drain also closes its socket.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, state: HealthState): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (state.draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}
