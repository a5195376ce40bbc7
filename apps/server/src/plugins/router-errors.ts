import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';
import { answerNotFound } from './web-app.js';

/**
 * Fastify's `frameworkErrors`: errors its router meets before any route runs, which it
 * would otherwise answer in its own JSON shape (`{"code":"FST_ERR_MAX_PARAM_LENGTH"}`).
 * A path parameter longer than any address the store makes names nothing: it is answered
 * as not found (the app's page with a 404, or the JSON envelope under /api). Any other (a
 * malformed percent-escape) is a 400 in the envelope.
 */
export function routerErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return answerNotFound(request, reply, { known: false });
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, status, 'The address is not valid: it has a broken %-escape.');
}
