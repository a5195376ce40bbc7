import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';

/** GET /api — the warm-up call of SPEC §4: the client polls until `database` is `connected`. */
export const healthReplySchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
  database: z.enum(['connected', 'disconnected']),
});
export type HealthReply = z.infer<typeof healthReplySchema>;

/** GET /api/health/live — liveness: the process is up and serving HTTP (no database call). */
export const liveReplySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
});
export type LiveReply = z.infer<typeof liveReplySchema>;

/**
 * GET /api/health/ready — readiness: 200 when this instance should get traffic (database
 * reachable, migrations applied, not draining before a stop), else 503 saying which part fails.
 */
export const readyReplySchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
  database: z.enum(['connected', 'disconnected']),
  migrations: z.enum(['applied', 'pending']),
  draining: z.boolean(),
});
export type ReadyReply = z.infer<typeof readyReplySchema>;

/** The schemas of `apiRoutes.health` (decision 0049), under the table's keys. */
export const healthApi = {
  warmUp: { reply: healthReplySchema },
  live: { reply: liveReplySchema },
  ready: { reply: readyReplySchema },
} as const satisfies SchemasFor<'health'>;
