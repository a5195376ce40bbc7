import { errorEnvelopeSchema, pageCount } from '@store/contract/common';
import {
  adminProductListReplySchema,
  adminProductListRequestSchema,
  adminProductReplySchema,
  allProductsReplySchema,
  CATEGORY_ROW_LIMIT,
  createProductRequestSchema,
  dealsReplySchema,
  dealsRequestSchema,
  deletedProductReplySchema,
  HOME_DEALS_LIMIT,
  MOBILE_GROUP_LIMIT,
  productDetailsRequestSchema,
  productIdRequestSchema,
  productListReplySchema,
  productListRequestSchema,
  productReplySchema,
  productsByCategoryAndSubCategoryReplySchema,
  productsByCategoryAndSubCategoryRequestSchema,
  productsByCategoryMobileReplySchema,
  productsByCategoryMobileRequestSchema,
  productsByCategoryReplySchema,
  productsByCategoryRequestSchema,
  trashListReplySchema,
  trashListRequestSchema,
  updateProductRequestSchema,
} from '@store/contract/product';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { optionalBody } from '../../lib/optional-body.js';
import { currentUserId } from '../../plugins/auth.js';
import { CATALOGUE_READ, CATALOGUE_WRITE } from './catalogue-common.js';
import { createDiscovery, discoveryQuery, facetsInCategory } from './discovery.js';
import { assertAllowedImages, assertAllowedPreviews } from './images.js';
import { productTextMatch, productTextRank } from './public-product-sql.js';
import type { Page } from './repository.js';
import { createProductService } from './service.js';

const ok = { success: true as const, error: false as const };
const security = [{ bearerAuth: [] }];
const publicErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const adminErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const adminRead = { auth: 'admin' as const };
const adminWrite = { auth: 'admin' as const, ...CATALOGUE_WRITE };

/** The list fields of DESIGN §3; `page` is echoed as sent (from 0 or from 1, per call). */
function listReply<T>(message: string, { rows, totalCount }: Page<T>, page: number, limit: number) {
  const pages = pageCount(totalCount, limit);
  return {
    ...ok,
    message,
    data: rows,
    totalCount,
    totalNoPage: pages,
    totalPage: pages,
    page,
  };
}

/**
 * /api/product/* (SPEC §7). Public reads show live products in the public shape (never a
 * download link); admin calls (config.auth 'admin') see the admin shape.
 */
export const productRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** Hosts whose https images a product may show besides our uploads (IMAGE_HOSTS). */
  imageHosts: readonly string[];
  /** S3_PUBLIC_URL: where new uploads are linked when they live in a bucket. */
  uploadsUrl: string | undefined;
}> = async (app, { db, imageHosts, uploadsUrl }) => {
  const service = createProductService(db);
  const { repository } = service;
  const discovery = createDiscovery(db);

  // ---- public reads ----

  app.post(
    '/get',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: 'A page of products (page, limit 12, optional search); never a download link',
        body: optionalBody(productListRequestSchema),
        response: { 200: productListReplySchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, limit, search } = request.body;
      const text = search?.trim() || undefined;
      const query = discoveryQuery(request.body, text ? 'relevance' : 'newest');
      if (!query) {
        return listReply(
          'Products',
          await repository.listLive({ page, limit, search }),
          page,
          limit,
        );
      }
      const scope = text
        ? {
            from: sql`join products p on p.id = f.product_id`,
            where: productTextMatch(text),
            relevance: sql`${productTextRank(text)} desc, f.created_at desc, f.product_id desc`,
          }
        : {};
      const { facets, ...rows } = await discovery.pageWithFacets(
        scope,
        query,
        limit,
        (page - 1) * limit,
      );
      return { ...listReply('Products', rows, page, limit), facets };
    },
  );

  app.post(
    '/get-product-by-category',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: `A category's live products, newest first (home rows; at most ${CATEGORY_ROW_LIMIT} unless limit says fewer)`,
        body: productsByCategoryRequestSchema,
        response: { 200: productsByCategoryReplySchema, ...publicErrors },
      },
    },
    async (request) => {
      const { id, limit } = request.body;
      await service.assertCategory(id);
      return { ...ok, message: 'Products', data: await repository.listByCategory(id, limit) };
    },
  );

  app.post(
    '/get-product-by-category-mobile',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: `A category's products grouped by sub-category (sorted by name; at most ${MOBILE_GROUP_LIMIT} each); empty sub-categories left out`,
        body: productsByCategoryMobileRequestSchema,
        response: { 200: productsByCategoryMobileReplySchema, ...publicErrors },
      },
    },
    async (request) => {
      const { id } = request.body;
      await service.assertCategory(id);
      const query = discoveryQuery(request.body, 'newest');
      const [data, facets] = await Promise.all([
        repository.groupsByCategory(id, MOBILE_GROUP_LIMIT, query),
        query ? discovery.facets({ where: facetsInCategory(id) }, query.filters) : undefined,
      ]);
      return {
        ...ok,
        message: 'Products by sub-category',
        data,
        ...(facets ? { facets: facets.facets } : {}),
      };
    },
  );

  app.post(
    '/get-pruduct-by-category-and-subcategory',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary:
          'The listing page: live products in a category and sub-category (page from 1, limit ≤ 200)',
        body: productsByCategoryAndSubCategoryRequestSchema,
        response: { 200: productsByCategoryAndSubCategoryReplySchema, ...publicErrors },
      },
    },
    async (request) => {
      const { categoryId, subCategoryId, page, limit } = request.body;
      await service.assertCategory(categoryId);
      await service.assertSubCategory(subCategoryId);
      const query = discoveryQuery(request.body, 'newest');
      if (query) {
        const scope = {
          where: facetsInCategory(categoryId),
          subCategory: subCategoryId,
        };
        const { facets, ...rows } = await discovery.pageWithFacets(
          scope,
          query,
          limit,
          (page - 1) * limit,
        );
        return { ...listReply('Products', rows, page, limit), facets };
      }
      const rows = await repository.listByCategoryAndSubCategory({
        categoryId,
        subCategoryId,
        page,
        limit,
      });
      return listReply('Products', rows, page, limit);
    },
  );

  app.post(
    '/get-product-details',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: 'A live product; 404 when unknown or in the recycle bin',
        body: productDetailsRequestSchema,
        response: { 200: productReplySchema, ...publicErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product details',
      data: await service.findLive(request.body.productId),
    }),
  );

  app.post(
    '/get-deals',
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary:
          'Deals. No body: the home strip (success, data). With page (from 0) and search: a page of 12 with the list fields',
        body: optionalBody(dealsRequestSchema),
        response: { 200: dealsReplySchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, limit, search } = request.body;
      if (page === undefined) {
        return { ...ok, message: 'Deals', data: await repository.listDeals(HOME_DEALS_LIMIT) };
      }
      return listReply('Deals', await repository.pageDeals({ page, limit, search }), page, limit);
    },
  );

  // ---- admin reads ----

  app.post(
    '/admin-get',
    {
      config: adminRead,
      schema: {
        tags: ['product'],
        summary:
          'The admin product list: like /get (page from 1, limit 12, search), admin shape; ' +
          'optional filters by category, stock, free or paid, and deals',
        security,
        body: optionalBody(adminProductListRequestSchema),
        response: { 200: adminProductListReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { page, limit, search, categoryId, stock, price, deals } = request.body;
      return listReply(
        'Products',
        await repository.adminListLive(
          { page, limit, search },
          { categoryId, stock, price, deals },
        ),
        page,
        limit,
      );
    },
  );

  app.get(
    '/all-products',
    {
      config: adminRead,
      schema: {
        tags: ['product'],
        summary: 'Every live product, newest first, admin shape (the metrics page)',
        security,
        response: { 200: allProductsReplySchema, ...adminErrors },
      },
    },
    async () => ({ ...ok, message: 'All products', data: await repository.allLiveAdmin() }),
  );

  app.post(
    '/get-trash-products',
    {
      config: adminRead,
      schema: {
        tags: ['product'],
        summary: 'The recycle bin, newest deleted first (page from 0, 12 per page, search)',
        security,
        body: optionalBody(trashListRequestSchema),
        response: { 200: trashListReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { page, limit, search } = request.body;
      return listReply(
        'Recycle bin',
        await repository.pageTrash({ page, limit, search }),
        page,
        limit,
      );
    },
  );

  // ---- admin writes ----

  app.post(
    '/create',
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Create a product (admin); replies with the admin shape',
        security,
        body: createProductRequestSchema,
        response: { 200: adminProductReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      assertAllowedImages(request.body.image, imageHosts, uploadsUrl);
      assertAllowedPreviews(request.body, imageHosts, uploadsUrl);
      return {
        ...ok,
        message: 'Product Created Successfully',
        data: await service.create(currentUserId(request), request.body),
      };
    },
  );

  app.put(
    '/update-product-details',
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Change any fields of a product (admin); replies with the admin shape',
        security,
        body: updateProductRequestSchema,
        response: { 200: adminProductReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { _id, ...changes } = request.body;
      assertAllowedImages(changes.image, imageHosts, uploadsUrl);
      assertAllowedPreviews(changes, imageHosts, uploadsUrl);
      return {
        ...ok,
        message: 'Product updated successfully',
        data: await service.update(currentUserId(request), _id, changes),
      };
    },
  );

  app.delete(
    '/delete-product',
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Move a product to the recycle bin (admin); it stops being a deal',
        security,
        body: productIdRequestSchema,
        response: { 200: adminProductReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product moved to the recycle bin',
      data: await service.trash(currentUserId(request), request.body._id),
    }),
  );

  app.put(
    '/recover-product',
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Bring a product back from the recycle bin (admin)',
        security,
        body: productIdRequestSchema,
        response: { 200: adminProductReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product recovered',
      data: await service.recover(currentUserId(request), request.body._id),
    }),
  );

  app.delete(
    '/delete-permanent',
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary:
          'Delete a product from the recycle bin for good (admin); 409 when it is live or has been bought',
        security,
        body: productIdRequestSchema,
        response: { 200: deletedProductReplySchema, ...adminErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product deleted permanently',
      data: await service.deletePermanently(currentUserId(request), request.body._id),
    }),
  );

  app.post(
    '/add-to-deals',
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Make a live product a deal (admin)',
        security,
        body: productIdRequestSchema,
        response: { 200: adminProductReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product added to deals',
      data: await service.setDeal(currentUserId(request), request.body._id, true),
    }),
  );

  app.put(
    '/remove-from-deals',
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Stop a product being a deal (admin)',
        security,
        body: productIdRequestSchema,
        response: { 200: adminProductReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product removed from deals',
      data: await service.setDeal(currentUserId(request), request.body._id, false),
    }),
  );
};
