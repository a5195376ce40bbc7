import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import { SALES_MESSAGES, type SalesReply } from '@store/contract/sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { createSalesRepository } from './repository.js';

/**
 * Sales Analytics (SPEC §2, §3 "Sales data"): paid orders grouped by year, month and day of
 * `paid_at` in the store's time zone (DESIGN §3). BLOCKED orders are not revenue and PENDING
 * ones are not sales. The grouping and the nested map are built in SQL, in one statement.
 * A PAID order without `paid_at` (none are written so, but rows may predate the column)
 * falls back to its `created_at`. Each year's summary also gives gross (the paid orders),
 * refunds (those that succeeded that year) and net (decision 0044); `revenue` stays gross.
 */
export const salesRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const e = errorEnvelopeSchema;
  const repository = createSalesRepository(db, timeZone);

  serve(
    app,
    apiRoutes.sales.get,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['order', 'admin'],
        summary: 'Paid orders by year, month and day (store time zone), with yearly totals',
        security: [{ bearerAuth: [] }],
        response: { 401: e, 403: e },
      },
    },
    async (): Promise<SalesReply> => {
      const row = await repository.salesFigures();
      return {
        ...ok,
        message: SALES_MESSAGES.fetched,
        data: row?.data ?? {},
        summary: row?.summary ?? {},
      };
    },
  );
};
