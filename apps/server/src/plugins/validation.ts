import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { findUnsafeText } from '../lib/unsafe-text.js';

/** fastify-type-provider-zod's mark on its validation issues (the errors plugin looks for it). */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The app's validator: every request part a route declares a schema for (body, query,
 * params, headers) is first searched for text that can never be valid input — a NUL
 * character (PostgreSQL refuses it: a 500 deep in a query) or an unpaired surrogate — in any
 * string or key, whether the schema reads it or not; then the zod schema runs as before.
 * Being part of validation, the check runs where validation runs (after the route's guard
 * when the guard comes first) and its 400 names the field like any other validation
 * message ("name: must not contain NUL characters", errors plugin's describeValidation).
 */
export const checkedValidatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const unsafe = findUnsafeText(data);
    if (!unsafe) return validate(data);
    const pointer = unsafe.path.map(String).join('/');
    return {
      error: [
        {
          [ZOD_ISSUE]: true,
          keyword: 'invalid_format',
          instancePath: `/${pointer}`,
          schemaPath: `#/${pointer}/invalid_format`,
          message: unsafe.message,
          params: {},
        },
      ],
    } as unknown as ReturnType<ReturnType<typeof validatorCompiler>>;
  };
};
