import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a
 * broken %-escape in the address, a path parameter past maxParamLength) gets the JSON
 * envelope with Fastify's status, instead of Fastify's own `{ code, statusCode }` body.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  sendError(reply, status, FRAMEWORK_MESSAGES[error.code] ?? 'The request is not valid.');
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a broken %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};
