import type { z } from 'zod';

/**
 * A POST body that may be left out (SPEC §7 has calls "with no body"). Fastify hands a
 * missing body to the validator as `null`; this reads it as `{}`, so field defaults apply.
 */
export function optionalBody<T extends z.ZodObject>(schema: T) {
  return schema.nullish().transform((body): z.output<T> => schema.parse(body ?? {}));
}
