import { CATEGORY_NOT_FOUND_MESSAGE } from '@store/contract/category';
import {
  type AdminProductFilters,
  type CatalogueFacets,
  type CatalogueFilters,
  MOBILE_GROUP_LIMIT,
  PRODUCT_NOT_FOUND_MESSAGE,
  type Product,
  type SearchSort,
} from '@store/contract/product';
import { SUB_CATEGORY_NOT_FOUND_MESSAGE } from '@store/contract/subcategory';
import type { Database } from '#server/db/client.js';
import { NotFoundError } from '#server/lib/errors.js';
import { createDiscovery, discoveryQuery, facetsInCategory } from './discovery.js';
import { textSearchScope } from './public-product-sql.js';
import type { JsonPage, Page, ProductPageQuery } from './repository.js';
import type { ProductService } from './service.js';

/** The optional discovery fields (issue 16) a public list call may send. */
interface Discoverable {
  sort?: SearchSort | undefined;
  filters?: CatalogueFilters | undefined;
}

/** A page's `data` as JSON text, and its facets when the call sent sort or filters. */
type FacetedJsonPage = JsonPage & { facets?: CatalogueFacets };

/** A listing request: a category and sub-category's page (from 1), maybe sorted or filtered. */
type ListingBody = {
  categoryId: string;
  subCategoryId: string;
  page: number;
  limit: number;
} & Discoverable;

/**
 * The product module's reads, for its routes: each decides between SPEC §7's plain read and
 * the sorted/filtered discovery read (issue 16), so that a route only parses and answers.
 */
export function createProductReads(db: Database, service: ProductService) {
  const { repository } = service;
  const discovery = createDiscovery(db);

  return {
    /** `/get` with a search and neither sort nor filters: a page (from 1) by relevance. */
    async searchPage(body: ProductPageQuery): Promise<Page<Product>> {
      return repository.listLive(body);
    },

    /*
     * The reads as the reply's JSON text, built by PostgreSQL (decision 51): the calls as
     * SPEC §7 makes them in one statement each; those that sent sort or filters (issue 16)
     * through discovery, each page in its own statement, their facets beside it.
     */

    /**
     * `/get`: a page (from 1), newest first, or sorted and filtered (relevance first when
     * searching); null for a search without sort or filters (`searchPage` answers it).
     */
    async pageJson(body: ProductPageQuery & Discoverable): Promise<FacetedJsonPage | null> {
      const { page, limit } = body;
      const text = body.search?.trim() || undefined;
      const query = discoveryQuery(body, text ? 'relevance' : 'newest');
      if (query) {
        const scope = text ? textSearchScope(text) : {};
        return discovery.pageWithFacets(scope, query, limit, (page - 1) * limit);
      }
      if (text) return null;
      return repository.livePageJson(page, limit);
    },

    /** The home row of a category; 404 for an unknown category. */
    async byCategoryJson(categoryId: string, limit: number): Promise<string> {
      const data = await repository.categoryRowJson(categoryId, limit);
      if (data === null) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
      return data;
    },

    /**
     * The phone layout of a category: its groups' JSON text, and their facets when the call
     * sent sort or filters; 404 for an unknown category.
     */
    async groupsJson(
      body: { id: string } & Discoverable,
    ): Promise<{ data: string; facets?: CatalogueFacets }> {
      const query = discoveryQuery(body, 'newest');
      if (!query) {
        const data = await repository.groupsJson(body.id, MOBILE_GROUP_LIMIT);
        if (data === null) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
        return { data };
      }
      // The facet statement also checks that the category exists and counts its groups.
      const { groups, facets } = await discovery.groupsWithFacets(
        body.id,
        query,
        MOBILE_GROUP_LIMIT,
      );
      return { data: groupsJson(groups), facets };
    },

    /** The listing page: a category and sub-category's products (page from 1). */
    async listingJson(body: ListingBody): Promise<FacetedJsonPage> {
      const query = discoveryQuery(body, 'newest');
      if (!query) {
        const found = await repository.listingJson(body);
        if (found === 'category') throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
        if (found === 'subCategory') throw new NotFoundError(SUB_CATEGORY_NOT_FOUND_MESSAGE);
        return found;
      }
      const { categoryId, subCategoryId, page, limit } = body;
      const scope = { where: facetsInCategory(categoryId), subCategory: subCategoryId };
      // The facet query checks that both exist (404s, the category's first), in its statement.
      return discovery.pageWithFacets(scope, query, limit, (page - 1) * limit, {
        category: categoryId,
        subCategory: subCategoryId,
      });
    },

    /** The product page; 404 when unknown or in the recycle bin. */
    async detailsJson(productId: string): Promise<string> {
      const data = await repository.detailsJson(productId);
      if (data === null) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
      return data;
    },

    homeDeals: (limit: number) => repository.listDeals(limit),
    /** Deals page (from 0), newest first. */
    dealsPage: (query: ProductPageQuery) => repository.pageDeals(query),
    adminPage: (query: ProductPageQuery, filters: AdminProductFilters) =>
      repository.adminListLive(query, filters),
    allForAdmin: () => repository.allLiveAdmin(),
    /** The recycle bin (page from 0), newest deleted first. */
    trashPage: (query: ProductPageQuery) => repository.pageTrash(query),
  };
}

/** Mobile groups as the reply's `data` text, keys in `productGroupSchema`'s order. */
function groupsJson(groups: readonly { _id: string; name: string; cards: string }[]): string {
  const each = groups.map(
    (g) =>
      `{"_id":${JSON.stringify(g._id)},"name":${JSON.stringify(g.name)},"products":${g.cards}}`,
  );
  return `[${each.join(',')}]`;
}
