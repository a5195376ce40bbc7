import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import {
  idSchema,
  isoDateSchema,
  nonNegativeInt,
  requiredText,
  successEnvelope,
} from '../common/index.js';
import { providerOrderIdSchema } from '../order/index.js';

/**
 * Refunds and GST credit notes (issue 17 point 4, decision 0044). An admin refunds a PAID
 * order in full or per item with a reason; the refund follows the provider's statuses; a
 * refunded item stops downloading at once; a credit note is issued when it succeeds.
 */

export const REFUND_STATUSES = ['PENDING', 'SUCCESS', 'CANCELLED', 'ONHOLD'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Cashfree's `refund_note` is 3–100 characters; the reason is sent as it. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 100;

export const REFUND_MESSAGES = {
  refunded: 'Refund requested',
  notPaid: 'Only a paid order can be refunded.',
  window: 'Refunds are possible only within six months of payment.',
  alreadyRefunded: (name: string) => `“${name}” has already been refunded.`,
  nothingLeft: 'Every item of this order has been refunded already.',
  unknownItem: 'That item is not part of this order.',
  overRefund: 'This refund is more than what was paid for the order, less earlier refunds.',
  keyReused: 'This request key belongs to a refund of another order.',
  providerRefused: (message: string) => `The payment provider refused the refund: ${message}`,
  creditNoteNotFound: 'Credit note not found.',
} as const;

/**
 * `POST /api/order/admin-refund` (admin). `items`: the product ids of the order's items to
 * refund, or `'all'` for every item not yet refunded. `requestKey`: a UUID the dialog makes
 * when it opens; the same key again answers the first refund (a double click refunds once).
 */
export const adminRefundRequestSchema = z.object({
  orderId: providerOrderIdSchema,
  items: z.union([
    z.literal('all'),
    z.array(idSchema).check(z.minLength(1, 'must name at least one item'), z.maxLength(100)),
  ]),
  reason: requiredText().check(
    z.trim(),
    z.minLength(REFUND_REASON_MIN, `must be at least ${REFUND_REASON_MIN} characters`),
    z.maxLength(REFUND_REASON_MAX, `must be at most ${REFUND_REASON_MAX} characters`),
  ),
  requestKey: z.string().check(z.uuid('must be a UUID')),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;

/** A refund as the admin order page shows it. Amounts in paise. */
export const refundViewSchema = z.object({
  /** Ours, as sent to the provider (`rf_…`): also the credit note's address. */
  refundId: z.string(),
  amountPaise: nonNegativeInt(),
  reason: z.string(),
  status: refundStatusSchema,
  statusDescription: z.string(),
  /** The product ids of the refunded items. */
  productIds: z.array(idSchema),
  createdAt: isoDateSchema,
  processedAt: z.nullable(isoDateSchema),
  requestedBy: z.nullable(z.string()),
  /** The credit note's number once the refund succeeded (none for a ₹0 refund). */
  creditNoteNumber: z.nullable(z.string()),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** What the buyer sees of a refund on their order page. */
export const buyerRefundViewSchema = z.object({
  refundId: z.string(),
  amountPaise: nonNegativeInt(),
  status: refundStatusSchema,
  productIds: z.array(idSchema),
  creditNoteNumber: z.nullable(z.string()),
});
export type BuyerRefundView = z.infer<typeof buyerRefundViewSchema>;

export const adminRefundReplySchema = successEnvelope(refundViewSchema);
export type AdminRefundReply = z.infer<typeof adminRefundReplySchema>;

/** `credit-note-CN-2627-000001.pdf`. */
export const creditNoteFileName = (number: string) =>
  `credit-note-${number.replaceAll('/', '-')}.pdf`;

/** `GET /api/order/credit-note/{refundId}`: a refund's id as the path names it. */
export const creditNoteParamsSchema = z.object({
  refundId: z.string().check(z.regex(/^[A-Za-z0-9_-]{3,40}$/)),
});

/** The schemas of `apiRoutes.refund` (decision 0049), under the table's keys. */
export const refundApi = {
  adminRefund: { body: adminRefundRequestSchema, reply: adminRefundReplySchema },
  // The credit note is a PDF file the route sends itself.
  creditNote: { params: creditNoteParamsSchema, reply: 'pdf' },
} as const satisfies SchemasFor<'refund'>;
