import * as z from 'zod/mini';

/** GET /api — the warm-up call of SPEC §4: the client polls until `database` is `connected`. */
export const healthReplySchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
  database: z.enum(['connected', 'disconnected']),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
