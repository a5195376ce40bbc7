import {
  subCategoryListReplySchema,
  subCategoryListRequestSchema,
} from '@store/contract/subcategory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { optionalBody } from '../../lib/optional-body.js';
import { createSubCategoryRepository } from './repository.js';

export const subCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createSubCategoryRepository(db);

  app.post(
    '/get',
    {
      schema: {
        tags: ['subcategory'],
        summary: 'Sub-categories sorted by name; optional { name } of a category narrows them',
        body: optionalBody(subCategoryListRequestSchema),
        response: { 200: subCategoryListReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      error: false as const,
      message: 'Sub categories',
      data: await repository.list({ categoryName: request.body?.name || undefined }),
    }),
  );
};
