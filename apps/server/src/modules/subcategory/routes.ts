import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '#server/lib/route-flags.js';
import { currentUserId } from '#server/plugins/auth.js';
import { createSubCategoryService } from './service.js';

const security = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
};

/** /api/subcategory/* (SPEC §7): a public list; admin-only writes. */
export const subCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createSubCategoryService(db);

  serve(
    app,
    apiRoutes.subcategory.list,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['subcategory'],
        summary: 'Sub-categories sorted by name; optional { name } of a category narrows them',
        response: { 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Sub categories',
      data: await service.list({ categoryName: request.body?.name || undefined }),
    }),
  );

  serve(
    app,
    apiRoutes.subcategory.create,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['subcategory'],
        summary: 'Add a sub-category in one or more categories (admin); names are unique',
        security,
        response: { ...adminErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Sub category created',
      data: await service.create(currentUserId(request), request.body),
    }),
  );

  serve(
    app,
    apiRoutes.subcategory.update,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['subcategory'],
        summary: 'Change a sub-category (admin): any of name, image, category (replaces the list)',
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
        message: 'Sub category updated',
        data: await service.update(currentUserId(request), _id, fields),
      };
    },
  );

  serve(
    app,
    apiRoutes.subcategory.remove,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['subcategory'],
        summary: 'Delete a sub-category (admin); 409 while products use it',
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
      message: 'Sub category deleted',
      data: await service.delete(currentUserId(request), request.body._id),
    }),
  );
};
