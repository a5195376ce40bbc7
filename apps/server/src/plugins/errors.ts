import { issueSentence } from '@store/contract/field-labels';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseAvailability,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../db/unavailable.js';
import { DomainError } from '../lib/errors.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface ErrorsPluginOptions {
  /** The app's pool: its outages are logged once each (start and end), not per request. */
  pool?: pg.Pool;
}

/** One place that turns any error into the JSON envelope with a fitting status (DESIGN §3). */
export const errorsPlugin = fp<ErrorsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const availability = options.pool ? databaseAvailability(options.pool, app.log) : null;
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof DomainError) {
        return sendError(reply, err.statusCode, err.message);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        return sendError(reply, 400, describeValidation(err));
      }
      if (isResponseSerializationError(err)) {
        // A reply that fails its own schema is our bug; never leak what it held.
        request.log.error({ err, issues: err.cause.issues }, 'reply failed its schema');
        return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, status, clientErrorMessage(err, status));
      }
      if (isDatabaseUnavailable(err)) {
        // Not our bug and not the client's: a clean, retryable answer (issue 13 point 5).
        if (availability) availability.reportUnavailable(err);
        else request.log.warn({ err }, 'database unreachable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        // A page (a product's, a listing's) gets the web app, which retries its calls until
        // the store answers again, rather than a screen of JSON.
        const page = request.server.indexPage;
        if (page && isPageRequest(request)) {
          return reply
            .code(503)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page);
        }
        return sendError(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
      }
      request.log.error({ err }, 'unhandled error');
      return sendError(reply, 500, INTERNAL_ERROR_MESSAGE);
    });
  },
  { name: 'errors' },
);

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply
    .code(statusCode)
    .type('application/json')
    .send({ success: false, error: true, message });
}

export function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
  return sendError(
    reply,
    404,
    `No API route matches ${request.method} ${request.url.split('?')[0]}`,
  );
}

/** A browser asking for a page: GET of a path outside /api that accepts HTML. */
function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

interface ValidationIssue {
  /** The zod issue code (fastify-type-provider-zod puts it here). */
  keyword?: string;
  instancePath?: string;
  message?: string;
}

/** What a request part is called when the problem is the whole part, not one field. */
const WHOLE_PART: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

/**
 * "Name must be at most 120 characters." — the field named as a person would (the
 * contract's labels, not its path), SPEC's own sentences word for word (DESIGN §3).
 */
function describeValidation(err: FastifyError): string {
  const first = (err.validation ?? [])[0] as ValidationIssue | undefined;
  if (!first) return 'The request is not valid.';
  const message = first.message ?? 'is not valid';
  const path = (first.instancePath ?? '').split('/').filter(Boolean);
  if (path.length > 0) return issueSentence(path, message, first.keyword);
  const whole = WHOLE_PART[err.validationContext ?? ''] ?? 'The request';
  return issueSentence([], message, first.keyword).replace(/^The request/, whole);
}

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) in plain words. */
function clientErrorMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here; send JSON.';
    default:
      return status === 429
        ? 'Too many requests. Please wait a moment and try again.'
        : err.message;
  }
}
