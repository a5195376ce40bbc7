import { apiRoutes } from '@store/contract/api';
import { pageCount } from '@store/contract/common';
import type { CatalogueFacets } from '@store/contract/product';
import { SEARCH_PAGE_SIZE } from '@store/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import { createDiscovery, discoveryQuery } from '../product/index.js';
import { createSearchRepository, type SearchPage } from './repository.js';

/** POST /api/product/search-product (SPEC §7), registered with the prefix '/api/product'. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    async (request) => {
      const { search, page } = request.body;
      const query = discoveryQuery(request.body, 'relevance');
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const { rows, totalCount, facets }: SearchPage & { facets?: CatalogueFacets } = query
        ? await discovery.pageWithFacets(
            await repository.scope(search),
            query,
            SEARCH_PAGE_SIZE,
            offset,
          )
        : await repository.search(search, page, SEARCH_PAGE_SIZE);
      const totalPages = pageCount(totalCount, SEARCH_PAGE_SIZE);
      return {
        ...ok,
        message: rows.length > 0 ? 'Search results' : 'No products found',
        data: rows,
        page,
        totalPage: totalPages,
        totalNoPage: totalPages,
        totalCount,
        ...(facets ? { facets } : {}),
      };
    },
  );
};
