import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import {
  EXPORT_MESSAGES,
  type ExportKind,
  exportFileName,
  exportRangeProblem,
  type exportRangeQuerySchema,
  type orderExportQuerySchema,
} from '@store/contract/exports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type * as z from 'zod/mini';
import { serve } from '#server/lib/api-route.js';
import { BadRequestError, TooManyRequestsError } from '#server/lib/errors.js';
import { exportQueries } from './queries-sql.js';
import { type CsvQuery, streamCsv } from './stream-repository.js';

export interface ExportRoutesOptions {
  pool: pg.Pool;
  timeZone: string;
  /** Exports running at once on this instance; each holds a pool connection (default 2). */
  maxRunning?: number;
}

const e = errorEnvelopeSchema;

/**
 * Issue 17 point 6: CSV exports for the owner and their accountant (admin only). Plain GETs,
 * so a link downloads them with the session cookie. Each streams from a database cursor
 * (stream.ts); at most `maxRunning` run at once per instance, so exports never take the
 * connections shoppers' requests need (429 beyond that).
 */
export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (
  app,
  { pool, timeZone, maxRunning = 2 },
) => {
  let running = 0;

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ExportKind,
    dates: string[],
    query: CsvQuery,
  ) => {
    if (running >= maxRunning) throw new TooManyRequestsError(EXPORT_MESSAGES.busy);
    running++;
    const body = await streamCsv(pool, query, request.log, () => {
      running--;
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(kind, dates)}"`)
      .header('cache-control', 'no-store')
      .send(body);
  };

  const checkRange = (from: string, to: string) => {
    const problem = exportRangeProblem(from, to);
    if (problem) throw new BadRequestError(problem);
  };

  // The query schemas and the CSV reply come from the route table (decision 0049).
  const schema = (summary: string) => ({
    tags: ['export', 'admin'],
    summary,
    security: [{ bearerAuth: [] }],
    produces: ['text/csv'],
    response: { 400: e, 401: e, 403: e, 429: e },
  });

  serve(
    app,
    apiRoutes.export.orders,
    {
      config: { auth: 'admin' },
      schema: schema('Orders of a date range (store time zone), one row per order line, as CSV'),
    },
    async (request, reply) => {
      const { from, to, status } = request.query as z.infer<typeof orderExportQuerySchema>;
      checkRange(from, to);
      return send(
        request,
        reply,
        'orders',
        [from, to],
        exportQueries.orders(timeZone, from, to, status),
      );
    },
  );

  serve(
    app,
    apiRoutes.export.salesByDay,
    {
      config: { auth: 'admin' },
      schema: schema(
        'Paid orders and gross sales per day of a date range (store time zone), as CSV',
      ),
    },
    async (request, reply) => {
      const { from, to } = request.query as z.infer<typeof exportRangeQuerySchema>;
      checkRange(from, to);
      return send(
        request,
        reply,
        'salesByDay',
        [from, to],
        exportQueries.salesByDay(timeZone, from, to),
      );
    },
  );

  serve(
    app,
    apiRoutes.export.refunds,
    {
      config: { auth: 'admin' },
      schema: schema(
        'Refunds requested in a date range (store time zone) with their GST credit notes, as CSV',
      ),
    },
    async (request, reply) => {
      const { from, to } = request.query as z.infer<typeof exportRangeQuerySchema>;
      checkRange(from, to);
      return send(request, reply, 'refunds', [from, to], exportQueries.refunds(timeZone, from, to));
    },
  );

  serve(
    app,
    apiRoutes.export.users,
    {
      config: { auth: 'admin' },
      schema: schema('Every account with its paid orders, as CSV'),
    },
    async (request, reply) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
      return send(request, reply, 'users', [today], exportQueries.users(timeZone));
    },
  );
};
