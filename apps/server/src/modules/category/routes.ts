import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '#server/lib/route-flags.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createCategoryService } from './service.js';

const security = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
};

/** /api/category/* (SPEC §7): a public list; admin-only writes. */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createCategoryService(db);

  serve(
    app,
    apiRoutes.category.list,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['category'],
        summary: 'All categories, sorted by name',
      },
    },
    async () => ({ ...ok, message: 'Categories', data: await service.list() }),
  );

  serve(
    app,
    apiRoutes.category.add,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['category'],
        summary: 'Add a category (admin); names are unique, ignoring case',
        security,
        response: { ...adminErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Category added',
      data: await service.add(currentUserId(request), request.body),
    }),
  );

  serve(
    app,
    apiRoutes.category.update,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['category'],
        summary: 'Rename a category or change its image (admin)',
        security,
        response: {
          ...adminErrors,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { _id, ...fields } = request.body;
      return {
        ...ok,
        message: 'Category updated',
        data: await service.update(currentUserId(request), _id, fields),
      };
    },
  );

  serve(
    app,
    apiRoutes.category.remove,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['category'],
        summary: 'Delete a category (admin); 409 while sub-categories or products use it',
        security,
        response: {
          ...adminErrors,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Category deleted',
      data: await service.delete(currentUserId(request), request.body._id),
    }),
  );
};
