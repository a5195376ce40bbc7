import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema, pageCount } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { createAdminUserRepository } from './repository.js';

/** Admin views of accounts, under the prefix `/api/user` (SPEC §7 all-users; admin only). */
export const adminUserRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createAdminUserRepository(db);

  serve(
    app,
    apiRoutes.user.allUsers,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['user', 'admin'],
        summary: 'Every user, newest first (admin only); `?page=&limit=` for one page',
        description:
          'Without `page` the reply lists all users (the SPEC dashboard shows them all); ' +
          'with it, one page of `limit` (default 10). `summary` holds the dashboard figures ' +
          '(SPEC §9): total users, new today (UTC date), new in the last 30 days, and new ' +
          'users per UTC day for the last 7 days including today, oldest first.',
        security: [{ bearerAuth: [] }],
        response: {
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, summary] = await Promise.all([
        repository.list({ page, limit }),
        repository.summary(new Date()),
      ]);
      const totalCount = summary.totalUsers;
      // All at once is one page holding everything.
      const totalPages = pageCount(
        totalCount,
        page === undefined ? Math.max(totalCount, 1) : limit,
      );
      return {
        ...ok,
        message: 'All users',
        data: rows,
        totalCount,
        totalNoPage: totalPages,
        totalPage: totalPages,
        page: page ?? 1,
        summary,
      };
    },
  );
};
