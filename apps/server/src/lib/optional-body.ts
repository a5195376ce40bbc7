import { z } from 'zod';

/**
 * A POST body that may be left out (SPEC §7 has calls "with no body"). Fastify hands a
 * missing body to the validator as `null`; this reads it as `{}`, so field defaults apply.
 * Written with zod's functions rather than methods: the contract's schemas are zod/mini
 * schemas, which have no `.nullish()` or `.transform()`.
 */
export function optionalBody<T extends z.core.$ZodObject>(schema: T) {
  return z.nullish(schema).transform((body): z.output<T> => z.parse(schema, body ?? {}));
}
