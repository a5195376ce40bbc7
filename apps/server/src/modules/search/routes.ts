import { apiRoutes } from '@store/contract/api';
import { pageCount } from '@store/contract/common';
import { SEARCH_PAGE_SIZE, searchReplySchema } from '@store/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { listReplyJson, sendJsonText } from '#server/lib/json-text-reply.js';
import { ok } from '#server/lib/reply.js';
import { createDiscovery, discoveryQuery } from '../product/index.js';
import { createSearchRepository } from './repository.js';

/** A search reply's message: whether anything was found. */
const searchMessage = (found: boolean) => (found ? 'Search results' : 'No products found');

/** POST /api/product/search-product (SPEC §7), registered with the prefix '/api/product'. */
export const searchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /**
   * Check the replies PostgreSQL writes as JSON text against their contract schema (not in
   * production, where they are sent as they come: lib/json-text-reply.ts).
   */
  checkJsonReplies: boolean;
}> = async (app, { db, checkJsonReplies }) => {
  // Pages are kept by the query they ran while the catalogue cache is on (decision 0052).
  const repository = createSearchRepository(db, {
    cachePages: () => app.catalogueCache.active,
  });
  const discovery = createDiscovery(db);
  // The catalogue's words and kept pages are held in memory; any catalogue change drops them.
  app.catalogueCache.onClear(() => repository.forget());

  serve(
    app,
    apiRoutes.search.products,
    {
      config: { cache: 'catalogue' },
      schema: {
        tags: ['product'],
        summary:
          'Search live products by words (typos tolerated), ranked by relevance; ' +
          `${SEARCH_PAGE_SIZE} per page; an empty search lists the newest products`,
      },
    },
    async (request, reply) => {
      const { search, page } = request.body;
      const query = discoveryQuery(request.body, 'relevance');
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      if (query) {
        // Sorted or filtered: the page as JSON text from PostgreSQL (decision 51).
        // Relevance tiers only for a page sorted by relevance (no other sort reads them).
        const scope = await repository.scope(search, query.sort === 'relevance');
        const found = await discovery.pageWithFacets(scope, query, SEARCH_PAGE_SIZE, offset);
        const message = searchMessage(found.data !== '[]');
        const text = listReplyJson(message, found, page, SEARCH_PAGE_SIZE);
        return sendJsonText(reply, text, searchReplySchema, checkJsonReplies);
      }
      const { rows, totalCount } = await repository.search(search, page, SEARCH_PAGE_SIZE);
      const totalPages = pageCount(totalCount, SEARCH_PAGE_SIZE);
      return {
        ...ok,
        message: searchMessage(rows.length > 0),
        data: rows,
        page,
        totalPage: totalPages,
        totalNoPage: totalPages,
        totalCount,
      };
    },
  );
};
