import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { nestsDeeperThan } from '../lib/json-depth.js';

/**
 * The deepest nesting of objects and arrays a request body may have. The deepest body the
 * API reads is 3 levels (`more_details` of a product inside the body); anything past this is
 * refused before it is parsed or walked.
 */
export const MAX_JSON_DEPTH = 32;

export const BODY_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const FORBIDDEN_KEY_MESSAGE =
  'The request body must not contain "__proto__" or "constructor.prototype" keys.';

/**
 * The JSON body parser for the whole app.
 *
 * Several SPEC §7 calls are POSTs "with no body" (e.g. the home deals strip). A client that
 * still labels such a request as JSON must not get a 400, so an empty JSON body is "no body".
 *
 * A cached catalogue read whose exact body bytes were seen before is answered without
 * parsing them: the reply cache (plugins/reply-cache.ts) finds its reply by those bytes and
 * sends it from preValidation. Only a body that was parsed, validated and answered 200 is
 * ever kept that way, so a body refused below can never be answered from there.
 * Anything else is checked and parsed, and the cache falls back to the body's canonical
 * JSON, so `{"b":1,"a":2}` and `{ "a": 2, "b": 1 }` still share a reply.
 *
 * Parsing keeps Fastify's own protections, which a plain JSON.parse lacks: `__proto__` and
 * `constructor.prototype` keys are refused (secure-json-parse, as Fastify's default parser
 * does), and so is nesting deeper than MAX_JSON_DEPTH (a 5,000-deep body overflowed the
 * stack of every recursive walk after it).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    // Registered later (app.ts), and absent from apps built without it.
    const cache = (app as Partial<Pick<FastifyInstance, 'catalogueCache'>>).catalogueCache;
    if (cache?.matchRawBody(request, text)) return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(clientError(BODY_TOO_DEEP_MESSAGE, 'STORE_ERR_BODY_TOO_DEEP'), undefined);
    }
    // undefined: not JSON; null: a `__proto__` or `constructor.prototype` key (or the JSON `null`).
    const parsed: unknown = secureJson.safeParse(text);
    if (parsed === undefined) {
      return done(
        clientError('The request body is not valid JSON.', 'FST_ERR_CTP_INVALID_JSON_BODY'),
        undefined,
      );
    }
    if (parsed === null && text.trim() !== 'null') {
      return done(clientError(FORBIDDEN_KEY_MESSAGE, 'STORE_ERR_FORBIDDEN_KEY'), undefined);
    }
    done(null, parsed);
  });
}

function clientError(message: string, code: string): Error {
  return Object.assign(new Error(message), { statusCode: 400, code });
}
