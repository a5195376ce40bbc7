/**
 * Every API call of SPEC §7, written once for both sides (issue 18 point 2, decision 0049):
 * its method and path here, its request and reply schemas under the same key in the domain's
 * contract module (`cartApi.add` for `apiRoutes.cart.add`). The server registers each entry
 * with `serve(app, apiRoutes.cart.add, …)`, the web app calls it with
 * `callApi(apiRoutes.cart.add, { body })`.
 *
 * This module holds no zod (only type imports): the web app imports it in its first load and
 * knows every path synchronously; the schemas arrive in their own chunk, fetched while the
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

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Entry {
  readonly method: ApiMethod;
  /** The whole path, `/api/…`; `:name` marks a path parameter. */
  readonly path: string;
  /**
   * Why the web app never calls it (a webhook, a health check, a file download, docs). Only
   * such entries may be missing from the web app's sources; the route table test checks it.
   */
  readonly serverOnly?: string;
}

/** One entry of the table: where it sits (`domain`, `name`) ties it to its schemas. */
export interface ApiRoute<D extends string = string, N extends string = string> extends Entry {
  readonly domain: D;
  readonly name: N;
}

function group<D extends string, const T extends Record<string, Entry>>(
  domain: D,
  entries: T,
): { readonly [N in keyof T & string]: T[N] & ApiRoute<D, N> } {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, { ...entry, domain, name }]),
  ) as { readonly [N in keyof T & string]: T[N] & ApiRoute<D, N> };
}

export const apiRoutes = {
  /**
   * The OpenAPI document and its viewer. Registered by @fastify/swagger-ui (its own routes,
   * under `ui`) and plugins/openapi.ts, not with `serve`: they carry no contract schemas.
   */
  docs: group('docs', {
    ui: { method: 'GET', path: '/api/docs', serverOnly: 'the API viewer, opened by people' },
    uiIndex: { method: 'GET', path: '/api/docs/static/index.html', serverOnly: 'the viewer' },
    uiInitializer: {
      method: 'GET',
      path: '/api/docs/static/swagger-initializer.js',
      serverOnly: 'the viewer',
    },
    uiAssets: { method: 'GET', path: '/api/docs/static/*', serverOnly: 'the viewer' },
    uiJson: { method: 'GET', path: '/api/docs/json', serverOnly: 'the document, for the viewer' },
    uiYaml: { method: 'GET', path: '/api/docs/yaml', serverOnly: 'the document as YAML' },
    openapi: {
      method: 'GET',
      path: '/api/openapi.json',
      serverOnly: 'the document, for client generators and the docs test',
    },
  }),
  address: group('address', {
    create: { method: 'POST', path: '/api/address/create' },
    list: { method: 'GET', path: '/api/address/get' },
    update: { method: 'PUT', path: '/api/address/update' },
    disable: { method: 'DELETE', path: '/api/address/disable' },
  }),
  cart: group('cart', {
    add: { method: 'POST', path: '/api/cart/create' },
    get: { method: 'GET', path: '/api/cart/get' },
    updateQuantity: {
      method: 'PUT',
      path: '/api/cart/update-qty',
      // Kept for SPEC §7: a digital product is bought once, so there is no quantity to set.
      serverOnly: 'the quantity is always 1; the web app has nothing to change',
    },
    remove: { method: 'DELETE', path: '/api/cart/delete-cart-item' },
    allCarts: {
      method: 'GET',
      path: '/api/cart/all-carts',
      serverOnly: 'an admin call SPEC §7 keeps; no page of the web app shows every cart',
    },
  }),
  wishlist: group('wishlist', {
    get: { method: 'GET', path: '/api/wishlist/get' },
    add: { method: 'POST', path: '/api/wishlist/add' },
    remove: { method: 'DELETE', path: '/api/wishlist/remove' },
    merge: { method: 'POST', path: '/api/wishlist/merge' },
    cards: { method: 'POST', path: '/api/wishlist/products' },
  }),
  category: group('category', {
    list: { method: 'GET', path: '/api/category/get' },
    add: { method: 'POST', path: '/api/category/add-category' },
    update: { method: 'PUT', path: '/api/category/update' },
    remove: { method: 'DELETE', path: '/api/category/delete' },
  }),
  subcategory: group('subcategory', {
    list: { method: 'POST', path: '/api/subcategory/get' },
    create: { method: 'POST', path: '/api/subcategory/create' },
    update: { method: 'PUT', path: '/api/subcategory/update' },
    remove: { method: 'DELETE', path: '/api/subcategory/delete' },
  }),
  banner: group('banner', {
    list: { method: 'GET', path: '/api/banner/get' },
    all: { method: 'GET', path: '/api/banner/all' },
    add: { method: 'POST', path: '/api/banner/add' },
    update: { method: 'PUT', path: '/api/banner/update' },
    remove: { method: 'DELETE', path: '/api/banner/delete' },
  }),
  review: group('review', {
    list: { method: 'POST', path: '/api/review/list' },
    mine: { method: 'POST', path: '/api/review/mine' },
    save: { method: 'PUT', path: '/api/review/save' },
    helpful: { method: 'POST', path: '/api/review/helpful' },
    adminList: { method: 'POST', path: '/api/review/admin-list' },
    adminHide: { method: 'PUT', path: '/api/review/admin-hide' },
  }),
  audit: group('audit', {
    list: { method: 'POST', path: '/api/audit/list' },
    filters: { method: 'GET', path: '/api/audit/filters' },
  }),
  coupon: group('coupon', {
    apply: { method: 'POST', path: '/api/coupon/apply' },
    list: { method: 'GET', path: '/api/coupon/list' },
    create: { method: 'POST', path: '/api/coupon/create' },
    update: { method: 'PUT', path: '/api/coupon/:id' },
    setActive: { method: 'POST', path: '/api/coupon/:id/active' },
  }),
  health: group('health', {
    warmUp: { method: 'GET', path: '/api' },
    live: {
      method: 'GET',
      path: '/api/health/live',
      serverOnly: 'a liveness probe for load balancers (README "Behind a load balancer")',
    },
    ready: {
      method: 'GET',
      path: '/api/health/ready',
      serverOnly: 'a readiness probe for load balancers (README "Behind a load balancer")',
    },
  }),
  export: group('export', {
    orders: {
      method: 'GET',
      path: '/api/export/orders.csv',
      serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
    },
    salesByDay: {
      method: 'GET',
      path: '/api/export/sales-by-day.csv',
      serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
    },
    refunds: {
      method: 'GET',
      path: '/api/export/refunds.csv',
      serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
    },
    users: {
      method: 'GET',
      path: '/api/export/users.csv',
      serverOnly: 'a CSV the browser downloads by link (EXPORT_PATHS)',
    },
  }),
  download: group('download', {
    file: {
      method: 'GET',
      path: '/api/download/:productId',
      serverOnly: 'the browser follows it as a link (a 302 to the file; downloadPath)',
    },
  }),
  upload: group('upload', {
    image: { method: 'POST', path: '/api/file/upload' },
    clip: { method: 'POST', path: '/api/file/upload-clip' },
  }),
  /** The product feedback survey (SPEC §2 Survey); the admin's editor and answers (issue #6). */
  survey: group('survey', {
    form: { method: 'POST', path: '/api/survey/get-form-details' },
    submitAnswers: { method: 'POST', path: '/api/survey/submit-survey-answer' },
    updateForm: { method: 'POST', path: '/api/survey/update-form' },
    answers: { method: 'GET', path: '/api/survey/answers' },
  }),
  /** Contact Us tickets (SPEC §2 Contact Us), under `/api/survey` as SPEC §7 has them. */
  ticket: group('ticket', {
    submit: { method: 'POST', path: '/api/survey/submitForm' },
    list: { method: 'GET', path: '/api/survey/getAllForms' },
    remove: { method: 'POST', path: '/api/survey/deleteTicket' },
  }),
  /** Product view metrics (SPEC §3, §4), under `/api/survey` as SPEC §7 has them. */
  metrics: group('metrics', {
    /** Sent by the product page's beacon (`navigator.sendBeacon`), not by callApi. */
    recordView: { method: 'POST', path: '/api/survey/update-product-metrics' },
    all: { method: 'GET', path: '/api/survey/all-product-view-metrics' },
  }),
  user: group('user', {
    register: { method: 'POST', path: '/api/user/register' },
    /** E-mail and password, or a Google ID token (`OAuth: true`): Google sign-in too. */
    login: { method: 'POST', path: '/api/user/login' },
    /** Called by the web app's session renewal itself (lib/api-client.ts), not by callApi. */
    refreshToken: { method: 'POST', path: '/api/user/refresh-token' },
    logout: { method: 'GET', path: '/api/user/logout' },
    details: { method: 'GET', path: '/api/user/user-details' },
    allUsers: { method: 'GET', path: '/api/user/all-users' },
    forgotPassword: { method: 'PUT', path: '/api/user/forgot-password' },
    verifyOtp: { method: 'PUT', path: '/api/user/verify-forgot-password-otp' },
    resetPassword: { method: 'PUT', path: '/api/user/reset-password' },
    update: { method: 'PUT', path: '/api/user/update-user' },
    uploadAvatar: { method: 'PUT', path: '/api/user/upload-avatar' },
  }),
  order: group('order', {
    createCashfree: { method: 'POST', path: '/api/order/create-order-cashfree' },
    verifyPayment: { method: 'POST', path: '/api/order/verify-payment' },
    list: { method: 'GET', path: '/api/order/order-list' },
    allOrders: { method: 'GET', path: '/api/order/all-orders' },
    grantAccess: { method: 'POST', path: '/api/order/grantAccess' },
    blockAccess: { method: 'POST', path: '/api/order/blockAccess' },
    deletePayment: { method: 'POST', path: '/api/order/deletePayment' },
    // SPEC §7 lists these four without payloads; DESIGN §3: each answers 410 only.
    cashOnDelivery: {
      method: 'POST',
      path: '/api/order/cash-on-delivery',
      serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
    },
    checkout: {
      method: 'POST',
      path: '/api/order/checkout',
      serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
    },
    createOrder: {
      method: 'POST',
      path: '/api/order/create-order',
      serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
    },
    allOrdersPost: {
      method: 'POST',
      path: '/api/order/all-orders',
      serverOnly: 'SPEC §7 keeps it; always 410 (DESIGN §3)',
    },
    invoice: {
      method: 'GET',
      path: '/api/order/invoice/:orderId',
      serverOnly: 'a PDF the browser opens by link (invoicePath)',
    },
    paymentWebhook: {
      method: 'POST',
      path: '/api/order/payment-webhook',
      serverOnly: 'the payment provider calls it (signed raw body)',
    },
  }),
  orderView: group('orderView', {
    getOne: { method: 'POST', path: '/api/order/get-one' },
    adminList: { method: 'POST', path: '/api/order/admin-list' },
    adminGet: { method: 'POST', path: '/api/order/admin-get' },
  }),
  refund: group('refund', {
    adminRefund: { method: 'POST', path: '/api/order/admin-refund' },
    creditNote: {
      method: 'GET',
      path: '/api/order/credit-note/:refundId',
      serverOnly: 'a PDF the browser opens by link (creditNotePath)',
    },
  }),
  sales: group('sales', {
    get: { method: 'GET', path: '/api/order/sales' },
  }),
  product: group('product', {
    list: { method: 'POST', path: '/api/product/get' },
    byCategory: { method: 'POST', path: '/api/product/get-product-by-category' },
    byCategoryMobile: { method: 'POST', path: '/api/product/get-product-by-category-mobile' },
    // SPEC §7's spelling.
    listing: { method: 'POST', path: '/api/product/get-pruduct-by-category-and-subcategory' },
    details: { method: 'POST', path: '/api/product/get-product-details' },
    deals: { method: 'POST', path: '/api/product/get-deals' },
    adminList: { method: 'POST', path: '/api/product/admin-get' },
    allProducts: {
      method: 'GET',
      path: '/api/product/all-products',
      serverOnly: 'an admin call SPEC §7 keeps; the metrics page reads products with their views',
    },
    trashList: { method: 'POST', path: '/api/product/get-trash-products' },
    create: { method: 'POST', path: '/api/product/create' },
    update: { method: 'PUT', path: '/api/product/update-product-details' },
    moveToBin: { method: 'DELETE', path: '/api/product/delete-product' },
    recover: { method: 'PUT', path: '/api/product/recover-product' },
    deletePermanent: { method: 'DELETE', path: '/api/product/delete-permanent' },
    addToDeals: { method: 'POST', path: '/api/product/add-to-deals' },
    removeFromDeals: { method: 'PUT', path: '/api/product/remove-from-deals' },
  }),
  /** Search sits under /api/product (SPEC §7) but is its own module on both sides. */
  search: group('search', {
    products: { method: 'POST', path: '/api/product/search-product' },
  }),
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

/** An entry's path with its parameters filled in (each encoded as one path segment). */
export function pathOf(route: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

/** Every entry of the table, for the tests that hold both sides to it. */
export function allApiRoutes(): ApiRoute[] {
  return Object.values(apiRoutes).flatMap((domain) => Object.values(domain) as ApiRoute[]);
}
