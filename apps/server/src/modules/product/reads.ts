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

/** A page, and its facets when the call sent sort or filters. */
type FacetedPage<T> = Page<T> & { facets?: CatalogueFacets };

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
    /** `/get`: a page (from 1), newest first or by relevance when searching. */
    async page(body: ProductPageQuery & Discoverable): Promise<FacetedPage<Product>> {
      const { page, limit, search } = body;
      const text = search?.trim() || undefined;
      const query = discoveryQuery(body, text ? 'relevance' : 'newest');
      if (!query) return repository.listLive({ page, limit, search });
      const scope = text ? textSearchScope(text) : {};
      return discovery.pageWithFacets(scope, query, limit, (page - 1) * limit);
    },

    /** A category's products grouped by sub-category (the phone layout of a category). */
    async groupsByCategory(body: { id: string } & Discoverable) {
      await service.assertCategory(body.id);
      const query = discoveryQuery(body, 'newest');
      const [groups, facets] = await Promise.all([
        repository.groupsByCategory(body.id, MOBILE_GROUP_LIMIT, query),
        query ? discovery.facets({ where: facetsInCategory(body.id) }, query.filters) : undefined,
      ]);
      return { groups, ...(facets ? { facets: facets.facets } : {}) };
    },

    /** The listing page: a category and sub-category's products (page from 1). */
    async listing(body: ListingBody): Promise<FacetedPage<Product>> {
      const { categoryId, subCategoryId, page, limit } = body;
      await service.assertCategory(categoryId);
      await service.assertSubCategory(subCategoryId);
      const query = discoveryQuery(body, 'newest');
      if (!query) return repository.listByCategoryAndSubCategory(body);
      const scope = { where: facetsInCategory(categoryId), subCategory: subCategoryId };
      return discovery.pageWithFacets(scope, query, limit, (page - 1) * limit);
    },

    /*
     * The same reads as the reply's JSON text, built by PostgreSQL in one statement
     * (decision 51), for the calls as SPEC §7 makes them: null when the call sent a search,
     * sort or filters (then the reads above answer).
     */

    /** `/get` without search, sort or filters. */
    async pageJson(body: ProductPageQuery & Discoverable): Promise<JsonPage | null> {
      if (body.search?.trim() || discoveryQuery(body, 'newest')) return null;
      return repository.livePageJson(body.page, body.limit);
    },

    /** The home row of a category; 404 for an unknown category. */
    async byCategoryJson(categoryId: string, limit: number): Promise<string> {
      const data = await repository.categoryRowJson(categoryId, limit);
      if (data === null) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
      return data;
    },

    /** The phone layout of a category without sort or filters. */
    async groupsJson(body: { id: string } & Discoverable): Promise<string | null> {
      if (discoveryQuery(body, 'newest')) return null;
      const data = await repository.groupsJson(body.id, MOBILE_GROUP_LIMIT);
      if (data === null) throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
      return data;
    },

    /** The listing page without sort or filters. */
    async listingJson(body: ListingBody): Promise<JsonPage | null> {
      if (discoveryQuery(body, 'newest')) return null;
      const found = await repository.listingJson(body);
      if (found === 'category') throw new NotFoundError(CATEGORY_NOT_FOUND_MESSAGE);
      if (found === 'subCategory') throw new NotFoundError(SUB_CATEGORY_NOT_FOUND_MESSAGE);
      return found;
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
