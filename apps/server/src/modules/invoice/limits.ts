import type { FastifyRequest } from 'fastify';

/** Drawing a PDF costs CPU: 30 a minute per signed-in user is plenty for a person. */
export const INVOICE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
};
