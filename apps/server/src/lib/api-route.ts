import { addressApi } from '@store/contract/address';
import type { ApiRoute, ApiSchemas, SchemasOf } from '@store/contract/api';
import { auditApi } from '@store/contract/audit';
import { bannerApi } from '@store/contract/banner';
import { cartApi } from '@store/contract/cart';
import { categoryApi } from '@store/contract/category';
import { couponApi } from '@store/contract/coupon';
import { exportApi } from '@store/contract/exports';
import { healthApi } from '@store/contract/health';
import { metricsApi } from '@store/contract/metrics';
import { downloadApi, orderApi } from '@store/contract/order';
import { orderViewApi } from '@store/contract/order-view';
import { productApi } from '@store/contract/product';
import { refundApi } from '@store/contract/refund';
import { reviewApi } from '@store/contract/review';
import { salesApi } from '@store/contract/sales';
import { searchApi } from '@store/contract/search';
import { subCategoryApi } from '@store/contract/subcategory';
import { surveyApi } from '@store/contract/survey';
import { ticketApi } from '@store/contract/ticket';
import { uploadApi } from '@store/contract/upload';
import { userApi } from '@store/contract/user';
import { wishlistApi } from '@store/contract/wishlist';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalBody } from './optional-body.js';

/** Each domain's request and reply schemas, under the route table's keys (decision 0049). */
const schemas: ApiSchemas = {
  upload: uploadApi,
  download: downloadApi,
  export: exportApi,
  health: healthApi,
  coupon: couponApi,
  audit: auditApi,
  review: reviewApi,
  banner: bannerApi,
  subcategory: subCategoryApi,
  category: categoryApi,
  address: addressApi,
  cart: cartApi,
  wishlist: wishlistApi,
  survey: surveyApi,
  ticket: ticketApi,
  metrics: metricsApi,
  user: userApi,
  order: orderApi,
  orderView: orderViewApi,
  refund: refundApi,
  sales: salesApi,
  product: productApi,
  search: searchApi,
};

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance['log'],
  ZodTypeProvider
>;

/** What a route adds to its table entry: OpenAPI words and the replies other than 200. */
type Extras = Omit<FastifySchema, 'body' | 'querystring' | 'params' | 'response'> & {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  hide?: boolean;
  response?: Record<number, unknown>;
};

/** The status an entry's reply comes with: 200 unless its schemas name another. */
type StatusOf<S> = S extends { status: infer C extends number } ? C : 200;

/**
 * A `reply: 'pdf'` entry's success (`RouteSchemas.reply`): the route sends a Buffer, which
 * Fastify writes as is, never through a serializer, so any value goes (the OpenAPI document
 * says so).
 */
const fileReply = z.any();

/**
 * The success reply as Fastify reads it, under the entry's status: its schema, any bytes for
 * a file, or none for `'none'` (the call has no success reply).
 */
type Success<S> = S extends { reply: infer R }
  ? R extends 'none'
    ? Record<never, never>
    : { [K in StatusOf<S>]: R extends 'pdf' ? typeof fileReply : R }
  : never;

/** The entry's schemas as Fastify reads them: request parts, and the reply under its status. */
type Built<S, X extends Extras> = {
  body: S extends { body: infer B } ? B : undefined;
  querystring: S extends { query: infer Q } ? Q : undefined;
  params: S extends { params: infer P } ? P : undefined;
  response: Success<S> & X['response'];
};

type Handler<S> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S extends FastifySchema ? S : never,
  ZodTypeProvider
>;

interface ServeOptions<X extends Extras> {
  config?: RouteShorthandOptions['config'];
  schema?: X;
  /** Anything else a route may carry (bodyLimit, hooks), passed to Fastify as is. */
  options?: Omit<RouteShorthandOptions, 'config' | 'schema'>;
}

/**
 * Registers one entry of the route table: its method and path (less the plugin's prefix) and
 * its request and reply schemas come from the contract, so the web app's call and this route
 * cannot drift apart. The handler's body and reply are typed from those schemas.
 */
export function serve<R extends ApiRoute, X extends Extras = Record<never, never>>(
  app: ZodApp,
  route: R,
  { config, schema: extras, options }: ServeOptions<X>,
  handler: Handler<Built<SchemasOf<R>, X>>,
): void {
  const { prefix } = app;
  if (prefix !== '' && route.path !== prefix && !route.path.startsWith(`${prefix}/`)) {
    // A route registered under the wrong plugin: fail at start-up, not with a 404 later.
    throw new Error(`${route.path} is not under this plugin's prefix ${prefix}`);
  }
  const own = (schemas as unknown as Record<string, Record<string, Record<string, unknown>>>)[
    route.domain
  ]?.[route.name];
  if (!own) throw new Error(`No schemas for ${route.domain}.${route.name}`);
  const { reply, query, params, bodyOptional } = own;
  const status = (own.status as number | undefined) ?? 200;
  const plain = handler as RouteHandlerMethod;
  // The contract's status is the reply's: set before the handler, so a thrown error's own
  // status still wins (the error handler sets it).
  const handle: RouteHandlerMethod =
    status === 200
      ? plain
      : function (this: FastifyInstance, request, fastifyReply) {
          fastifyReply.code(status);
          return plain.call(this, request, fastifyReply);
        };
  const body = bodyOptional
    ? optionalBody(own.body as Parameters<typeof optionalBody>[0])
    : own.body;
  app.route({
    ...options,
    method: route.method,
    url: route.path.slice(prefix.length),
    config,
    schema: {
      ...extras,
      ...(body === undefined ? {} : { body }),
      ...(query === undefined ? {} : { querystring: query }),
      ...(params === undefined ? {} : { params }),
      response: { ...successSchema(reply, status), ...extras?.response },
    },
    handler: handle,
  } as Parameters<ZodApp['route']>[0]);
}

/** The success of `response` for an entry's reply: its schema, any bytes for a file, or none. */
function successSchema(reply: unknown, status: number): Record<number, unknown> {
  if (reply === 'none') return {};
  return { [status]: reply === 'pdf' ? fileReply : reply };
}
