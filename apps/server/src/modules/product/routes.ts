import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema, pageCount } from '@store/contract/common';
import {
  CATEGORY_ROW_LIMIT,
  HOME_DEALS_LIMIT,
  MOBILE_GROUP_LIMIT,
  productListReplySchema,
  productReplySchema,
  productsByCategoryAndSubCategoryReplySchema,
  productsByCategoryMobileReplySchema,
  productsByCategoryReplySchema,
} from '@store/contract/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import {
  facetsJson,
  jsonEnvelope,
  listReplyJson,
  sendJsonText,
} from '#server/lib/json-text-reply.js';
import { ok } from '#server/lib/reply.js';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '#server/lib/route-flags.js';
import { currentUserId } from '#server/plugins/auth.js';
import { assertAllowedImages, assertAllowedPreviews } from './images.js';
import { createProductReads } from './reads.js';
import type { Page } from './repository.js';
import { createProductService } from './service.js';

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
  /**
   * Check the replies PostgreSQL writes as JSON text against their contract schema (not in
   * production, where they are sent as they come: lib/json-text-reply.ts).
   */
  checkJsonReplies: boolean;
}> = async (app, { db, imageHosts, uploadsUrl, checkJsonReplies }) => {
  const service = createProductService(db);
  const reads = createProductReads(db, service);

  // ---- public reads ----

  serve(
    app,
    apiRoutes.product.list,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: 'A page of products (page, limit 12, optional search); never a download link',
        response: { 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.body;
      const json = await reads.pageJson(request.body);
      if (json) {
        const text = listReplyJson('Products', json, page, limit);
        return sendJsonText(reply, text, productListReplySchema, checkJsonReplies);
      }
      return listReply('Products', await reads.searchPage(request.body), page, limit);
    },
  );

  serve(
    app,
    apiRoutes.product.byCategory,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: `A category's live products, newest first (home rows; at most ${CATEGORY_ROW_LIMIT} unless limit says fewer)`,
        response: { ...publicErrors },
      },
    },
    async (request, reply) => {
      const { id, limit } = request.body;
      const text = `${jsonEnvelope('Products')}${await reads.byCategoryJson(id, limit)}}`;
      return sendJsonText(reply, text, productsByCategoryReplySchema, checkJsonReplies);
    },
  );

  serve(
    app,
    apiRoutes.product.byCategoryMobile,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: `A category's products grouped by sub-category (sorted by name; at most ${MOBILE_GROUP_LIMIT} each); empty sub-categories left out`,
        response: { ...publicErrors },
      },
    },
    async (request, reply) => {
      const { data, facets } = await reads.groupsJson(request.body);
      const text = `${jsonEnvelope('Products by sub-category')}${data}${facetsJson(facets)}}`;
      return sendJsonText(reply, text, productsByCategoryMobileReplySchema, checkJsonReplies);
    },
  );

  serve(
    app,
    apiRoutes.product.listing,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary:
          'The listing page: live products in a category and sub-category (page from 1, limit ≤ 200)',
        response: { ...publicErrors },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.body;
      const text = listReplyJson('Products', await reads.listingJson(request.body), page, limit);
      return sendJsonText(
        reply,
        text,
        productsByCategoryAndSubCategoryReplySchema,
        checkJsonReplies,
      );
    },
  );

  serve(
    app,
    apiRoutes.product.details,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary: 'A live product; 404 when unknown or in the recycle bin',
        response: { ...publicErrors },
      },
    },
    async (request, reply) => {
      const text = `${jsonEnvelope('Product details')}${await reads.detailsJson(request.body.productId)}}`;
      return sendJsonText(reply, text, productReplySchema, checkJsonReplies);
    },
  );

  serve(
    app,
    apiRoutes.product.deals,
    {
      config: { ...CATALOGUE_READ },
      schema: {
        tags: ['product'],
        summary:
          'Deals. No body: the home strip (success, data). With page (from 0) and search: a page of 12 with the list fields',
        response: { 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, limit, search } = request.body;
      if (page === undefined) {
        return { ...ok, message: 'Deals', data: await reads.homeDeals(HOME_DEALS_LIMIT) };
      }
      return listReply('Deals', await reads.dealsPage({ page, limit, search }), page, limit);
    },
  );

  // ---- admin reads ----

  serve(
    app,
    apiRoutes.product.adminList,
    {
      config: adminRead,
      schema: {
        tags: ['product'],
        summary:
          'The admin product list: like /get (page from 1, limit 12, search), admin shape; ' +
          'optional filters by category, stock, free or paid, and deals',
        security,
        response: { ...adminErrors },
      },
    },
    async (request) => {
      const { page, limit, search, categoryId, stock, price, deals } = request.body;
      return listReply(
        'Products',
        await reads.adminPage({ page, limit, search }, { categoryId, stock, price, deals }),
        page,
        limit,
      );
    },
  );

  serve(
    app,
    apiRoutes.product.allProducts,
    {
      config: adminRead,
      schema: {
        tags: ['product'],
        summary: 'Every live product, newest first, admin shape (the metrics page)',
        security,
        response: { ...adminErrors },
      },
    },
    async () => ({ ...ok, message: 'All products', data: await reads.allForAdmin() }),
  );

  serve(
    app,
    apiRoutes.product.trashList,
    {
      config: adminRead,
      schema: {
        tags: ['product'],
        summary: 'The recycle bin, newest deleted first (page from 0, 12 per page, search)',
        security,
        response: { ...adminErrors },
      },
    },
    async (request) => {
      const { page, limit, search } = request.body;
      return listReply('Recycle bin', await reads.trashPage({ page, limit, search }), page, limit);
    },
  );

  // ---- admin writes ----

  serve(
    app,
    apiRoutes.product.create,
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Create a product (admin); replies with the admin shape',
        security,
        response: { ...adminErrors },
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

  serve(
    app,
    apiRoutes.product.update,
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Change any fields of a product (admin); replies with the admin shape',
        security,
        response: { ...adminErrors },
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

  serve(
    app,
    apiRoutes.product.moveToBin,
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Move a product to the recycle bin (admin); it stops being a deal',
        security,
        response: { ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product moved to the recycle bin',
      data: await service.trash(currentUserId(request), request.body._id),
    }),
  );

  serve(
    app,
    apiRoutes.product.recover,
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Bring a product back from the recycle bin (admin)',
        security,
        response: { ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product recovered',
      data: await service.recover(currentUserId(request), request.body._id),
    }),
  );

  serve(
    app,
    apiRoutes.product.deletePermanent,
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary:
          'Delete a product from the recycle bin for good (admin); 409 when it is live or has been bought',
        security,
        response: { ...adminErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product deleted permanently',
      data: await service.deletePermanently(currentUserId(request), request.body._id),
    }),
  );

  serve(
    app,
    apiRoutes.product.addToDeals,
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Make a live product a deal (admin)',
        security,
        response: { ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product added to deals',
      data: await service.setDeal(currentUserId(request), request.body._id, true),
    }),
  );

  serve(
    app,
    apiRoutes.product.removeFromDeals,
    {
      config: adminWrite,
      schema: {
        tags: ['product'],
        summary: 'Stop a product being a deal (admin)',
        security,
        response: { ...adminErrors },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Product removed from deals',
      data: await service.setDeal(currentUserId(request), request.body._id, false),
    }),
  );
};
