import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredIdSchema } from '../category/index.js';
import {
  idSchema,
  listEnvelope,
  nonNegativeInt,
  pageSchema,
  pageSizeSchema,
  requiredText,
  successEnvelope,
} from '../common/index.js';
import { couponCodeSchema } from '../coupon/index.js';
import { invoiceDetailsSchema } from '../gst/index.js';
import { emailSchema, indianMobileSchema } from '../user/index.js';

/**
 * Order states (DESIGN §5, decision 39): PENDING → PAID; PAID ⇄ BLOCKED by an admin; PENDING →
 * FAILED when the provider reports the payment failed, PENDING → EXPIRED when none succeeded
 * within ORDER_EXPIRY_MINUTES. A late success moves FAILED or EXPIRED to PAID.
 */
export const paymentStatusSchema = z.enum(['PENDING', 'PAID', 'BLOCKED', 'FAILED', 'EXPIRED']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * The states that hold a product (My Orders' 'Active Products'); every other one is listed
 * under 'Failed Products' (SPEC §2 says PENDING; FAILED and EXPIRED join it, decision 39).
 */
export const HOLDING_STATUSES: readonly PaymentStatus[] = ['PAID', 'BLOCKED'];
export const isHoldingStatus = (status: PaymentStatus) => HOLDING_STATUSES.includes(status);
/** Unpaid states an admin may Allow or Delete (as SPEC §2's PENDING rows). */
export const UNPAID_STATUSES: readonly PaymentStatus[] = ['PENDING', 'FAILED', 'EXPIRED'];

/** How the browser opens the checkout for a created order. */
export const checkoutModeSchema = z.enum(['sandbox', 'production', 'simulator']);
export type CheckoutMode = z.infer<typeof checkoutModeSchema>;

/** The provider-facing order id: a fixed prefix, a millisecond timestamp and a random tail. */
export const providerOrderIdSchema = requiredText().check(
  z.trim(),
  z.minLength(3, 'must be at least 3 characters'),
  z.maxLength(45, 'must be at most 45 characters'),
  z.regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and -'),
);

/** Payment contact on the checkout (SPEC §5): a valid e-mail and a mobile number. */
export const paymentContactSchema = z.object({
  email: emailSchema,
  mobile: indianMobileSchema,
});
export type PaymentContact = z.input<typeof paymentContactSchema>;

/**
 * SPEC §3 payment initiation payload. Only the contact and the address are read: every
 * amount comes from the cart in the database, the order id is made by the server, and the
 * return and notify URLs are the server's own. The other fields are accepted and ignored.
 */
export const createOrderRequestSchema = z.object({
  list_items: z.optional(z.array(z.unknown()).check(z.maxLength(500))),
  addressId: z.nullish(idSchema),
  subTotalAmt: z.optional(z.unknown()),
  order_amount: z.optional(z.unknown()),
  order_currency: z.optional(z.literal('INR', { error: 'must be INR' })),
  order_id: z.optional(z.unknown()),
  customer_details: z.object(
    {
      customer_id: z.optional(z.unknown()),
      customer_phone: indianMobileSchema,
      /** Not in SPEC §3's payload; the account's e-mail is used when left out. */
      customer_email: z.optional(emailSchema),
    },
    { error: 'is required' },
  ),
  order_meta: z.optional(z.unknown()),
  /**
   * Not in SPEC §3: a promo code (decision 41). The server checks it against the cart and
   * takes its discount off; a refused code refuses the order with the coupon's message.
   */
  couponCode: z.optional(couponCodeSchema),
  /**
   * Not in SPEC §3's payload, optional: a GSTIN and business name for a B2B tax invoice and
   * the buyer's state (place of supply). Decision 0040.
   */
  invoice: z.optional(invoiceDetailsSchema),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** SPEC §3: `orderId` is the provider's payment session id; `data` says how to open it. */
export const createOrderReplySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  orderId: z.string(),
  data: z.object({
    orderId: z.string(),
    paymentSessionId: z.string(),
    checkoutMode: checkoutModeSchema,
    amount: nonNegativeInt(),
    /** Rupees a coupon took off (0 without one). */
    discount: z.optional(nonNegativeInt()),
    /**
     * True when the order is already PAID: a coupon made it ₹0, so no payment is taken and
     * `paymentSessionId` is empty; the page goes straight to the downloads.
     */
    paid: z.optional(z.boolean()),
  }),
});
export type CreateOrderReply = z.infer<typeof createOrderReplySchema>;

export const verifyPaymentRequestSchema = z.object({ orderId: providerOrderIdSchema });
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;

/**
 * `modifiedCount` is 1 when the order is paid (by this call or before it: a webhook may
 * have won the race), else 0 (SPEC §4). `lastPaymentStatus` is the provider's status of the
 * latest attempt (FAILED, USER_DROPPED...), null when none was made.
 */
export const verifyPaymentReplySchema = successEnvelope(
  z.object({
    modifiedCount: nonNegativeInt(),
    orderId: z.string(),
    payment_status: paymentStatusSchema,
    lastPaymentStatus: z.nullable(z.string()),
  }),
);
export type VerifyPaymentReply = z.infer<typeof verifyPaymentReplySchema>;

/**
 * SPEC §3 order / payment record: one row per product bought. `_id` is the row's id,
 * `orderId` the provider-facing order id shared by the rows of one checkout, `totalAmt`
 * what this product cost. The shopper's rows carry no download link (downloads go through
 * `/api/download/{productId}`); the admin's carry it under `more_details.driveLink`.
 */
export const orderRecordSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  orderId: z.string(),
  paymentId: z.string(),
  payment_status: paymentStatusSchema,
  productId: idSchema,
  product_details: z.object({ name: z.string(), image: z.array(z.string()) }),
  totalAmt: nonNegativeInt(),
  /** The whole checkout's amount (all its rows). */
  orderAmount: nonNegativeInt(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** The order's GST invoice (or bill of supply) number once paid; not in SPEC §3. */
  invoiceNumber: z.optional(z.nullable(z.string())),
  /** Refunded (decision 0044): its download stopped; not in SPEC §3. */
  refunded: z.optional(z.boolean()),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const orderListReplySchema = successEnvelope(z.array(orderRecordSchema));
export type OrderListReply = z.infer<typeof orderListReplySchema>;

export const adminOrderRecordSchema = z.extend(orderRecordSchema, {
  product_details: z.object({
    name: z.string(),
    image: z.array(z.string()),
    more_details: z.object({ driveLink: z.string() }),
  }),
  customerEmail: z.string(),
  customerPhone: z.string(),
  /**
   * The buyer's account e-mail (who `userId` is), shown under the User ID; `customerEmail` is
   * what was typed at checkout and may differ.
   */
  buyerEmail: z.string(),
});
export type AdminOrderRecord = z.infer<typeof adminOrderRecordSchema>;

export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const allOrdersQuerySchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema(100, ADMIN_ORDERS_PAGE_SIZE),
  status: z.optional(paymentStatusSchema),
});
export type AllOrdersQuery = z.input<typeof allOrdersQuerySchema>;

/** The Payment Management cards (SPEC §2), over every row, not just the page. */
export const paymentSummarySchema = z.object({
  total: nonNegativeInt(),
  pending: nonNegativeInt(),
  paid: nonNegativeInt(),
  blocked: nonNegativeInt(),
  paidAmount: nonNegativeInt(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const allOrdersReplySchema = z.extend(listEnvelope(adminOrderRecordSchema), {
  summary: paymentSummarySchema,
});
export type AllOrdersReply = z.infer<typeof allOrdersReplySchema>;

export const orderIdRequestSchema = z.object({ orderId: providerOrderIdSchema });
export type OrderIdRequest = z.input<typeof orderIdRequestSchema>;

export const orderStateReplySchema = successEnvelope(
  z.object({
    orderId: z.string(),
    payment_status: paymentStatusSchema,
    modifiedCount: nonNegativeInt(),
  }),
);
export type OrderStateReply = z.infer<typeof orderStateReplySchema>;

/**
 * Delete a PENDING payment (SPEC §7 `deletePayment`): by the provider payment id, or by the
 * order id when no payment was made yet (a pending row's payment id is empty).
 */
export const deletePaymentRequestSchema = z
  .object({
    paymentId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    orderId: z.optional(providerOrderIdSchema),
  })
  .check(
    z.refine((body) => Boolean(body.paymentId) || Boolean(body.orderId), {
      message: 'paymentId: is required (or orderId for a payment not yet attempted)',
    }),
  );
export type DeletePaymentRequest = z.input<typeof deletePaymentRequestSchema>;
export const deletePaymentReplySchema = successEnvelope(
  z.object({ deletedCount: nonNegativeInt() }),
);
export type DeletePaymentReply = z.infer<typeof deletePaymentReplySchema>;

export const downloadParamsSchema = z.object({ productId: requiredIdSchema });
/** `GET /api/download/{productId}` asked for JSON (`Accept: application/json`): the link. */
export const downloadLinkReplySchema = successEnvelope(z.object({ url: z.string() }));

/** Strings shown to users (SPEC §2, §8). */
export const ORDER_MESSAGES = {
  initiationFailed: 'payment initiation failed.',
  paymentFailed: 'payment failed',
  unauthorized: 'unauthorized transaction.',
  verified: 'Cashfree payment success',
  cancelled: 'Order Cancel',
  accessGranted: 'Access Granted',
  actionFailed: 'Action failed !',
  grantMismatch: 'Access grant Failed !',
  deletionFailed: 'deletion failed !',
  deletedCount: (n: number) => `deleted cnt = ${n}`,
  copied: 'Copied to clipboard!',
  emptyCart: 'Your cart is empty.',
  orderNotFound: 'Order not found.',
  notPending: 'Only a pending payment can be deleted.',
  accessBlocked: 'Access Blocked',
  notEntitled: 'You have not bought this product.',
} as const;

/**
 * The payment webhook's reply (`POST /api/order/payment-webhook`). Its body has no schema: the
 * route reads the exact bytes sent, since the provider's signature covers them.
 */
export const paymentWebhookReplySchema = successEnvelope(
  z.object({ orderId: z.string(), payment_status: paymentStatusSchema, changed: z.boolean() }),
);
export type PaymentWebhookReply = z.infer<typeof paymentWebhookReplySchema>;

/** The schemas of `apiRoutes.order` (decision 0049), under the table's keys. */
export const orderApi = {
  createCashfree: { body: createOrderRequestSchema, reply: createOrderReplySchema },
  verifyPayment: { body: verifyPaymentRequestSchema, reply: verifyPaymentReplySchema },
  list: { reply: orderListReplySchema },
  allOrders: { query: allOrdersQuerySchema, reply: allOrdersReplySchema },
  grantAccess: { body: orderIdRequestSchema, reply: orderStateReplySchema },
  blockAccess: { body: orderIdRequestSchema, reply: orderStateReplySchema },
  deletePayment: { body: deletePaymentRequestSchema, reply: deletePaymentReplySchema },
  // Calls SPEC §7 keeps that are not supported: always 410, no 200.
  cashOnDelivery: { reply: 'none' },
  checkout: { reply: 'none' },
  createOrder: { reply: 'none' },
  allOrdersPost: { reply: 'none' },
  // The GST invoice of a paid order, as a PDF file (decision 0040).
  invoice: { params: orderIdRequestSchema, reply: 'pdf' },
  paymentWebhook: { reply: paymentWebhookReplySchema },
} as const satisfies SchemasFor<'order'>;

/** The schemas of `apiRoutes.download` (decision 0049), under the table's keys. */
export const downloadApi = {
  file: { params: downloadParamsSchema, reply: downloadLinkReplySchema },
} as const satisfies SchemasFor<'download'>;
