import {
  type ApiRoute,
  type ApiSchemas,
  type BodyOf,
  type ParamsOf,
  pathOf,
  type ReplyOf,
  type SchemasOf,
} from '@store/contract/api';
import { apiRequest, type RequestOptions } from './api-client';

/**
 * Each domain's schemas, loaded on the first call that needs them: zod stays out of the first
 * load, and the chunk is fetched while the request is in flight (no extra round trip).
 */
const schemaModules: { [D in keyof ApiSchemas]: () => Promise<ApiSchemas[D]> } = {
  address: () => import('@store/contract/address').then((module) => module.addressApi),
  audit: () => import('@store/contract/audit').then((module) => module.auditApi),
  banner: () => import('@store/contract/banner').then((module) => module.bannerApi),
  cart: () => import('@store/contract/cart').then((module) => module.cartApi),
  category: () => import('@store/contract/category').then((module) => module.categoryApi),
  coupon: () => import('@store/contract/coupon').then((module) => module.couponApi),
  download: () => import('@store/contract/order').then((module) => module.downloadApi),
  export: () => import('@store/contract/exports').then((module) => module.exportApi),
  health: () => import('@store/contract/health').then((module) => module.healthApi),
  review: () => import('@store/contract/review').then((module) => module.reviewApi),
  subcategory: () => import('@store/contract/subcategory').then((module) => module.subCategoryApi),
  upload: () => import('@store/contract/upload').then((module) => module.uploadApi),
  wishlist: () => import('@store/contract/wishlist').then((module) => module.wishlistApi),
  survey: () => import('@store/contract/survey').then((module) => module.surveyApi),
  ticket: () => import('@store/contract/ticket').then((module) => module.ticketApi),
  metrics: () => import('@store/contract/metrics').then((module) => module.metricsApi),
  user: () => import('@store/contract/user').then((module) => module.userApi),
  order: () => import('@store/contract/order').then((module) => module.orderApi),
  orderView: () => import('@store/contract/order-view').then((module) => module.orderViewApi),
  refund: () => import('@store/contract/refund').then((module) => module.refundApi),
  sales: () => import('@store/contract/sales').then((module) => module.salesApi),
  product: () => import('@store/contract/product').then((module) => module.productApi),
  search: () => import('@store/contract/search').then((module) => module.searchApi),
};

type Bodied<R extends ApiRoute> =
  BodyOf<R> extends undefined
    ? { body?: undefined }
    : // SPEC §7 allows these calls with no body at all (the home deals strip sends none).
      SchemasOf<R> extends { bodyOptional: true }
      ? { body?: BodyOf<R> }
      : { body: BodyOf<R> };
type Parameterised<R extends ApiRoute> = keyof ParamsOf<R['path']> extends never
  ? { params?: undefined }
  : { params: ParamsOf<R['path']> };

export type CallOptions<R extends ApiRoute> = Bodied<R> &
  Parameterised<R> &
  Pick<RequestOptions, 'signal' | 'refreshOn401'> & {
    /** Appended as `?…`; entries left undefined are not sent. */
    query?: Readonly<Record<string, string | number | boolean | undefined>>;
  };

/**
 * Calls one entry of the route table (@store/contract/api, decision 0049): its method and path
 * come from the table, its body is typed by the entry's request schema and its reply is parsed
 * with the entry's reply schema. The only way the web app calls a migrated domain.
 */
export function callApi<R extends ApiRoute>(
  route: R,
  ...[options]: Bodied<R> extends { body: unknown }
    ? [CallOptions<R>]
    : Parameterised<R> extends { params: unknown }
      ? [CallOptions<R>]
      : [CallOptions<R>?]
): Promise<ReplyOf<R>> {
  const { body, params, query, signal, refreshOn401 } = (options ?? {}) as {
    body?: unknown;
    params?: Record<string, string>;
  } & Omit<CallOptions<ApiRoute>, 'body' | 'params'>;
  const load = schemaModules[route.domain as keyof ApiSchemas];
  const parser = () =>
    load().then(
      (domain) =>
        (domain as unknown as Record<string, { reply: { parse(input: unknown): ReplyOf<R> } }>)[
          route.name
        ]!.reply,
    );
  return apiRequest(pathOf(route, params) + queryString(query), parser, {
    method: route.method,
    body,
    signal,
    refreshOn401,
  });
}

function queryString(query: CallOptions<ApiRoute>['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
