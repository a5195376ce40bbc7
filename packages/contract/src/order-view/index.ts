import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import {
  idSchema,
  isoDateSchema,
  listEnvelope,
  nonNegativeInt,
  pageSchema,
  pageSizeSchema,
  searchTextSchema,
  successEnvelope,
} from '../common/index.js';
import { paymentStatusSchema, providerOrderIdSchema } from '../order/index.js';
import { buyerRefundViewSchema, refundViewSchema } from '../refund/index.js';

/**
 * Orders as orders (issue 17 point 1, decision 39): one checkout with its items, for the
 * shopper's order page and the admin Orders view. SPEC §3's per-product records stay as they
 * are for My Orders and Payments.
 */

export const orderItemViewSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.array(z.string()),
  /** List price and discount at purchase; `unitPrice` is what was paid for one. */
  price: nonNegativeInt(),
  discount: nonNegativeInt(),
  unitPrice: nonNegativeInt(),
  quantity: nonNegativeInt(),
  /** `unitPrice × quantity`. */
  amount: nonNegativeInt(),
  /** A refund (not cancelled) covers it: it no longer downloads (decision 0044). */
  refunded: z.boolean(),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

export const orderViewSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  payment_status: paymentStatusSchema,
  subTotalAmt: nonNegativeInt(),
  totalAmt: nonNegativeInt(),
  currency: z.string(),
  createdAt: isoDateSchema,
  paidAt: z.nullable(isoDateSchema),
  items: z.array(orderItemViewSchema),
  /** The GST invoice's (or bill of supply's) number once the order is paid (decision 40). */
  invoiceNumber: z.nullable(z.string()),
  /** Its refunds, oldest first, with their credit notes (decision 0044). */
  refunds: z.array(buyerRefundViewSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** `POST /api/order/get-one`: the caller's own order by its order id (404 for any other). */
export const orderGetOneRequestSchema = z.object({ orderId: providerOrderIdSchema });
export type OrderGetOneRequest = z.input<typeof orderGetOneRequestSchema>;
export const orderGetOneReplySchema = successEnvelope(orderViewSchema);
export type OrderGetOneReply = z.infer<typeof orderGetOneReplySchema>;

/** A calendar day in the store's time zone (STORE_TIMEZONE), `YYYY-MM-DD`. */
export const storeDaySchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD'));

export const ADMIN_ORDER_LIST_PAGE_SIZE = 20;

/**
 * `POST /api/order/admin-list`: `search` matches an order id or payment id exactly (or an
 * order id's start), or a buyer's e-mail or name (part of it, any case); `from`/`to` are
 * store days, both included.
 */
export const adminOrderListRequestSchema = z
  .object({
    search: z.optional(searchTextSchema),
    status: z.optional(paymentStatusSchema),
    from: z.optional(storeDaySchema),
    to: z.optional(storeDaySchema),
    page: pageSchema,
    limit: pageSizeSchema(100, ADMIN_ORDER_LIST_PAGE_SIZE),
  })
  .check(
    z.refine((body) => !body.from || !body.to || body.from <= body.to, {
      message: 'to: must be on or after from',
    }),
  );
export type AdminOrderListRequest = z.input<typeof adminOrderListRequestSchema>;

export const adminOrderRowSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  payment_status: paymentStatusSchema,
  totalAmt: nonNegativeInt(),
  createdAt: isoDateSchema,
  buyerName: z.string(),
  buyerEmail: z.string(),
  itemCount: nonNegativeInt(),
  /** The items' names, in order (for the list; the detail has everything). */
  productNames: z.array(z.string()),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderListReplySchema = listEnvelope(adminOrderRowSchema);
export type AdminOrderListReply = z.infer<typeof adminOrderListReplySchema>;

export const adminOrderGetRequestSchema = z.object({ orderId: providerOrderIdSchema });
export type AdminOrderGetRequest = z.input<typeof adminOrderGetRequestSchema>;

export const paymentEventViewSchema = z.object({
  providerPaymentId: z.string(),
  source: z.string(),
  eventType: z.string(),
  paymentStatus: z.string(),
  amount: z.nullable(z.number()),
  receivedAt: isoDateSchema,
});
export const orderTransitionViewSchema = z.object({
  fromStatus: z.nullable(paymentStatusSchema),
  toStatus: paymentStatusSchema,
  /** webhook | verify | reconcile | admin */
  actorKind: z.string(),
  actorEmail: z.nullable(z.string()),
  note: z.string(),
  createdAt: isoDateSchema,
});
export const orderAuditViewSchema = z.object({
  action: z.string(),
  actorEmail: z.nullable(z.string()),
  details: z.unknown(),
  createdAt: isoDateSchema,
});

export const adminOrderDetailSchema = z.extend(orderViewSchema, {
  buyer: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  /** What was typed at checkout (may differ from the account's e-mail). */
  customerEmail: z.string(),
  customerPhone: z.string(),
  provider: z.string(),
  events: z.array(paymentEventViewSchema),
  transitions: z.array(orderTransitionViewSchema),
  audit: z.array(orderAuditViewSchema),
  /** Refunds with their reasons and who asked (the buyer's `refunds` field has less). */
  adminRefunds: z.array(refundViewSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderGetReplySchema = successEnvelope(adminOrderDetailSchema);
export type AdminOrderGetReply = z.infer<typeof adminOrderGetReplySchema>;

/** The schemas of `apiRoutes.orderView` (decision 0049), under the table's keys. */
export const orderViewApi = {
  getOne: { body: orderGetOneRequestSchema, reply: orderGetOneReplySchema },
  adminList: { body: adminOrderListRequestSchema, reply: adminOrderListReplySchema },
  adminGet: { body: adminOrderGetRequestSchema, reply: adminOrderGetReplySchema },
} as const satisfies SchemasFor<'orderView'>;
