/**
 * Every API call of SPEC §7, written once for both sides (issue 18 point 2, decision 0049):
 * its method and path here, its request and reply schemas under the same key in the domain's
 * contract module (`cartApi.add` for `cartApiRoutes.add`, which is `apiRoutes.cart.add`). The
 * server registers each entry with `serve(app, apiRoutes.cart.add, …)`, the web app calls it
 * with `callApi(cartApiRoutes.add, { body })`.
 *
 * Each domain's entries are their own module and export (`./cart.ts`, `cartApiRoutes`: not
 * `cartRoutes`, the server's route plugin), and a domain the storefront's first load calls
 * keeps its admin calls in a second one (`./product-admin.ts`, `productAdminApiRoutes`). The web
 * app imports those, never `apiRoutes`, so a bundle carries only the modules its code calls
 * and the first load no admin path. The server and the tests use `apiRoutes`.
 *
 * These modules hold no zod (only type imports): the web app imports them in its first load
 * and knows the paths synchronously; the schemas arrive in their own chunk, fetched while the
 * request is in flight (docs/decisions/0049).
 */
import type * as z from 'zod/mini';
import type { addressApi } from '../address/index.js';
import type { auditApi } from '../audit/index.js';
import type { bannerApi } from '../banner/index.js';
import type { cartApi } from '../cart/index.js';
import type { categoryApi } from '../category/index.js';
import type { couponApi } from '../coupon/index.js';
import type { exportApi } from '../exports/index.js';
import type { healthApi } from '../health/index.js';
import type { metricsApi } from '../metrics/index.js';
import type { downloadApi, orderApi } from '../order/index.js';
import type { orderViewApi } from '../order-view/index.js';
import type { productApi } from '../product/index.js';
import type { refundApi } from '../refund/index.js';
import type { reviewApi } from '../review/index.js';
import type { salesApi } from '../sales/index.js';
import type { searchApi } from '../search/index.js';
import type { subCategoryApi } from '../subcategory/index.js';
import type { surveyApi } from '../survey/index.js';
import type { ticketApi } from '../ticket/index.js';
import type { uploadApi } from '../upload/index.js';
import type { userApi } from '../user/index.js';
import type { wishlistApi } from '../wishlist/index.js';
import { addressApiRoutes } from './address.js';
import { auditApiRoutes } from './audit.js';
import { bannerApiRoutes } from './banner.js';
import { bannerAdminApiRoutes } from './banner-admin.js';
import { cartApiRoutes } from './cart.js';
import { cartAdminApiRoutes } from './cart-admin.js';
import { categoryApiRoutes } from './category.js';
import { categoryAdminApiRoutes } from './category-admin.js';
import { couponApiRoutes } from './coupon.js';
import { docsApiRoutes } from './docs.js';
import { downloadApiRoutes } from './download.js';
import { exportApiRoutes } from './export.js';
import type { ApiRoute } from './group.js';
import { healthApiRoutes } from './health.js';
import { metricsApiRoutes } from './metrics.js';
import { orderApiRoutes } from './order.js';
import { orderViewApiRoutes } from './order-view.js';
import { productApiRoutes } from './product.js';
import { productAdminApiRoutes } from './product-admin.js';
import { refundApiRoutes } from './refund.js';
import { reviewApiRoutes } from './review.js';
import { salesApiRoutes } from './sales.js';
import { searchApiRoutes } from './search.js';
import { subcategoryApiRoutes } from './subcategory.js';
import { subcategoryAdminApiRoutes } from './subcategory-admin.js';
import { surveyApiRoutes } from './survey.js';
import { ticketApiRoutes } from './ticket.js';
import { uploadApiRoutes } from './upload.js';
import { userApiRoutes } from './user.js';
import { userAdminApiRoutes } from './user-admin.js';
import { wishlistApiRoutes } from './wishlist.js';

export { type ApiMethod, type ApiRoute, pathOf } from './group.js';
export {
  addressApiRoutes,
  auditApiRoutes,
  bannerAdminApiRoutes,
  bannerApiRoutes,
  cartAdminApiRoutes,
  cartApiRoutes,
  categoryAdminApiRoutes,
  categoryApiRoutes,
  couponApiRoutes,
  docsApiRoutes,
  downloadApiRoutes,
  exportApiRoutes,
  healthApiRoutes,
  metricsApiRoutes,
  orderApiRoutes,
  orderViewApiRoutes,
  productAdminApiRoutes,
  productApiRoutes,
  refundApiRoutes,
  reviewApiRoutes,
  salesApiRoutes,
  searchApiRoutes,
  subcategoryAdminApiRoutes,
  subcategoryApiRoutes,
  surveyApiRoutes,
  ticketApiRoutes,
  uploadApiRoutes,
  userAdminApiRoutes,
  userApiRoutes,
  wishlistApiRoutes,
};

/**
 * The whole table, domain by domain: for the server and the tests (the web app imports the
 * domain modules it calls, so its bundles leave the others out).
 */
export const apiRoutes = {
  docs: docsApiRoutes,
  address: addressApiRoutes,
  cart: { ...cartApiRoutes, ...cartAdminApiRoutes },
  wishlist: wishlistApiRoutes,
  category: { ...categoryApiRoutes, ...categoryAdminApiRoutes },
  subcategory: { ...subcategoryApiRoutes, ...subcategoryAdminApiRoutes },
  banner: { ...bannerApiRoutes, ...bannerAdminApiRoutes },
  review: reviewApiRoutes,
  audit: auditApiRoutes,
  coupon: couponApiRoutes,
  health: healthApiRoutes,
  export: exportApiRoutes,
  download: downloadApiRoutes,
  upload: uploadApiRoutes,
  survey: surveyApiRoutes,
  ticket: ticketApiRoutes,
  metrics: metricsApiRoutes,
  user: { ...userApiRoutes, ...userAdminApiRoutes },
  order: orderApiRoutes,
  orderView: orderViewApiRoutes,
  refund: refundApiRoutes,
  sales: salesApiRoutes,
  product: { ...productApiRoutes, ...productAdminApiRoutes },
  search: searchApiRoutes,
} as const;

export type ApiDomain = keyof typeof apiRoutes;

/** The domains' schema bundles (type only: no zod at run time). */
export interface ApiSchemas {
  upload: typeof uploadApi;
  download: typeof downloadApi;
  export: typeof exportApi;
  health: typeof healthApi;
  coupon: typeof couponApi;
  audit: typeof auditApi;
  review: typeof reviewApi;
  banner: typeof bannerApi;
  subcategory: typeof subCategoryApi;
  category: typeof categoryApi;
  address: typeof addressApi;
  cart: typeof cartApi;
  wishlist: typeof wishlistApi;
  survey: typeof surveyApi;
  ticket: typeof ticketApi;
  metrics: typeof metricsApi;
  user: typeof userApi;
  order: typeof orderApi;
  orderView: typeof orderViewApi;
  refund: typeof refundApi;
  sales: typeof salesApi;
  product: typeof productApi;
  search: typeof searchApi;
}

/** What a domain's contract module declares for each of its entries, under the same keys. */
export interface RouteSchemas {
  readonly body?: unknown;
  /** The body is multipart form data (a file), read by the route itself: no body schema. */
  readonly multipart?: true;
  /** SPEC §7 allows the call with no body at all: the server reads a missing one as `{}`. */
  readonly bodyOptional?: true;
  readonly query?: unknown;
  readonly params?: unknown;
  /** The status the reply comes with when it is not 200 (a ticket created, a beacon's 204). */
  readonly status?: 201 | 204;
  /**
   * The success reply's schema, which the server serializes with and the web app parses with. Two
   * entries reply otherwise, and say so instead of naming a schema that would not hold:
   * `'pdf'`, a file the route sends itself as bytes (`reply.send(buffer)`, never serialized),
   * and `'none'`, a call with no success reply at all (SPEC keeps it, it always refuses: 410). Their
   * error replies, like every route's, are declared by the route (`serve`'s `response`).
   */
  readonly reply: { parse(input: unknown): unknown } | NonJsonReply;
}

/** A 200 that is not JSON through a schema: a PDF file, or no 200 at all (see `reply`). */
export type NonJsonReply = 'pdf' | 'none';

/** A domain's schema bundle: exactly the table's keys (`satisfies SchemasFor<'cart'>`). */
export type SchemasFor<D extends ApiDomain> = {
  readonly [N in keyof (typeof apiRoutes)[D]]: RouteSchemas;
};

/** The schemas of one entry. */
export type SchemasOf<R extends ApiRoute> =
  R extends ApiRoute<infer D, infer N>
    ? D extends keyof ApiSchemas
      ? N extends keyof ApiSchemas[D]
        ? ApiSchemas[D][N]
        : never
      : never
    : never;

/** What a call sends as its body (the schema's input), or `undefined` for none. */
export type BodyOf<R extends ApiRoute> =
  SchemasOf<R> extends { multipart: true }
    ? FormData
    : SchemasOf<R> extends { body: infer B extends z.ZodMiniType }
      ? z.input<B>
      : undefined;

/** What a call's reply is once parsed (the reply schema's output). */
export type ReplyOf<R extends ApiRoute> =
  SchemasOf<R> extends { reply: infer S extends z.ZodMiniType } ? z.output<S> : never;

/** The path parameters a path template names (`/api/x/:id` → `{ id: string }`). */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** Every entry of the table, for the tests that hold both sides to it. */
export function allApiRoutes(): ApiRoute[] {
  return Object.values(apiRoutes).flatMap((domain) => Object.values(domain) as ApiRoute[]);
}
