import { pageCount } from '@store/contract/common';
import { productListReplySchema, productListRequestSchema } from '@store/contract/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { optionalBody } from '../../lib/optional-body.js';
import { createProductRepository } from './repository.js';

export const productRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createProductRepository(db);

  app.post(
    '/get',
    {
      schema: {
        tags: ['product'],
        summary: 'A page of products (page, limit 12, optional search); never a download link',
        body: optionalBody(productListRequestSchema),
        response: { 200: productListReplySchema },
      },
    },
    async (request) => {
      const { page, limit, search } = request.body;
      const { rows, totalCount } = await repository.listLive({ page, limit, search });
      const totalPages = pageCount(totalCount, limit);
      return {
        success: true as const,
        error: false as const,
        message: 'Products',
        data: rows,
        totalCount,
        totalNoPage: totalPages,
        totalPage: totalPages,
        page,
      };
    },
  );
};
