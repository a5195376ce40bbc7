import { errorEnvelopeSchema } from '@store/contract/common';
import {
  createSubCategoryRequestSchema,
  deleteSubCategoryRequestSchema,
  subCategoryListReplySchema,
  subCategoryListRequestSchema,
  subCategoryReplySchema,
  updateSubCategoryRequestSchema,
} from '@store/contract/subcategory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { optionalBody } from '#server/lib/optional-body.js';
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

  app.post(
    '/get',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['subcategory'],
        summary: 'Sub-categories sorted by name; optional { name } of a category narrows them',
        body: optionalBody(subCategoryListRequestSchema),
        response: { 200: subCategoryListReplySchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Sub categories',
      data: await service.list({ categoryName: request.body?.name || undefined }),
    }),
  );

  app.post(
    '/create',
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['subcategory'],
        summary: 'Add a sub-category in one or more categories (admin); names are unique',
        security,
        body: createSubCategoryRequestSchema,
        response: { 200: subCategoryReplySchema, ...adminErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Sub category created',
      data: await service.create(currentUserId(request), request.body),
    }),
  );

  app.put(
    '/update',
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['subcategory'],
        summary: 'Change a sub-category (admin): any of name, image, category (replaces the list)',
        security,
        body: updateSubCategoryRequestSchema,
        response: {
          200: subCategoryReplySchema,
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

  app.delete(
    '/delete',
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['subcategory'],
        summary: 'Delete a sub-category (admin); 409 while products use it',
        security,
        body: deleteSubCategoryRequestSchema,
        response: {
          200: subCategoryReplySchema,
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
