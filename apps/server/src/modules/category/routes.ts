import { categoryListReplySchema } from '@store/contract/category';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { createCategoryRepository } from './repository.js';

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createCategoryRepository(db);

  app.get(
    '/get',
    {
      schema: {
        tags: ['category'],
        summary: 'All categories, sorted by name',
        response: { 200: categoryListReplySchema },
      },
    },
    async () => ({
      success: true as const,
      error: false as const,
      message: 'Categories',
      data: await repository.listAll(),
    }),
  );
};
