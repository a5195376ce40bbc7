import type { FastifyInstance } from 'fastify';

/**
 * The JSON body parser for the whole app.
 *
 * Several SPEC §7 calls are POSTs "with no body" (e.g. the home deals strip). A client that
 * still labels such a request as JSON must not get a 400, so an empty JSON body is "no body".
 *
 * A cached catalogue read whose exact body bytes were seen before is answered without
 * parsing them: the reply cache (plugins/reply-cache.ts) finds its reply by those bytes and
 * sends it from preValidation. Anything else is parsed, and the cache falls back to the
 * body's canonical JSON, so `{"b":1,"a":2}` and `{ "a": 2, "b": 1 }` still share a reply.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    // Registered later (app.ts), and absent from apps built without it.
    const cache = (app as Partial<Pick<FastifyInstance, 'catalogueCache'>>).catalogueCache;
    if (cache?.matchRawBody(request, text)) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error('The request body is not valid JSON.'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
  });
}
