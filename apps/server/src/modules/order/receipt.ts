import { formatINR } from '@store/contract/format';
import type { Database } from '#server/db/client.js';
import type { Mailer, MailMessage } from '#server/platform/mail/index.js';
import { type EmailBlock, renderEmail } from '#server/platform/mail/template.js';
import { receiptRepository } from './receipt-repository.js';

interface ReceiptOrder {
  id: string;
  orderId: string;
  email: string;
  name: string;
  totalAmt: number;
  paymentId: string;
  items: { productId: string; name: string; amount: number }[];
  /** The promo code used and what it took off (decision 41); item amounts are net of it. */
  coupon?: { code: string; discount: number } | null;
  /** The order's invoice number (issued when it was paid), null for older orders. */
  invoiceNumber?: string | null;
}

/** Where the receipt's links point, and whether no real money moved. */
export interface ReceiptSettings {
  /** PUBLIC_URL, or http://localhost:PORT in development: never a request's Host. */
  origin: () => string;
  /** The simulator or Cashfree's sandbox took the payment: the receipt says so. */
  testPayments: boolean;
}

export const TEST_PAYMENT_NOTE =
  'Test payment: this store takes test payments only, no real money was charged.';

/** The receipt of a paid order: order id, each item with its amount and download link, total. */
export function receiptMail(
  order: ReceiptOrder,
  origin: string,
  { testPayments = false }: { testPayments?: boolean } = {},
): MailMessage {
  const blocks: EmailBlock[] = [
    ...(testPayments ? [{ kind: 'paragraph' as const, text: TEST_PAYMENT_NOTE }] : []),
    {
      kind: 'paragraph',
      text:
        order.totalAmt === 0
          ? `Hi ${order.name}, thank you for your order. A promo code covered it: nothing was charged.`
          : `Hi ${order.name}, thank you for your purchase. Your payment was received.`,
    },
    { kind: 'paragraph', text: `Order ID: ${order.orderId}` },
    ...(order.paymentId ? [{ kind: 'note' as const, text: `Payment ID: ${order.paymentId}` }] : []),
    ...order.items.map(
      (item): EmailBlock => ({
        kind: 'item',
        text: item.name,
        amount: formatINR(item.amount),
        href: `${origin}/api/download/${item.productId}`,
        linkText: 'Download',
      }),
    ),
    ...(order.coupon
      ? [
          {
            kind: 'note' as const,
            text: `Promo code ${order.coupon.code}: ${formatINR(order.coupon.discount)} off`,
          },
        ]
      : []),
    { kind: 'paragraph', text: `Total paid: ${formatINR(order.totalAmt)}` },
    ...(order.invoiceNumber
      ? [
          {
            kind: 'item' as const,
            text: `Invoice ${order.invoiceNumber}`,
            amount: formatINR(order.totalAmt),
            href: `${origin}/api/order/invoice/${order.orderId}`,
            linkText: 'Download invoice (PDF)',
          },
        ]
      : []),
    {
      kind: 'note',
      text: `Download links open after you sign in. Your purchases are always under My Orders: ${origin}/dashboard/myorders`,
    },
  ];
  const { html, text } = renderEmail({
    heading: 'Your order is confirmed',
    preview: `Order ${order.orderId}: ${formatINR(order.totalAmt)} paid`,
    blocks,
  });
  return { to: order.email, subject: `Your receipt for order ${order.orderId}`, html, text };
}

/**
 * The receipt job: sends a paid order's receipt once. The order row remembers the sending
 * (`receipt_sent_at`), so a repeated job sends nothing; a failed send throws and the queue
 * retries it.
 */
export function createReceiptSender(db: Database, mailer: Mailer, settings: ReceiptSettings) {
  return async function sendReceipt({ orderDbId }: { orderDbId: string }): Promise<void> {
    const order = await receiptRepository.order(db, orderDbId);
    if (!order || order.receipt_sent_at || order.status !== 'PAID') return;
    const items = await receiptRepository.items(db, orderDbId);
    const coupon = await receiptRepository.coupon(db, orderDbId);
    await mailer.send(
      receiptMail(
        {
          id: order.id,
          orderId: order.order_id,
          email: order.email,
          name: order.name,
          totalAmt: order.total_amt,
          paymentId: order.payment_id,
          items,
          coupon: coupon ?? null,
          invoiceNumber: order.invoice_number,
        },
        settings.origin(),
        { testPayments: settings.testPayments },
      ),
    );
    await receiptRepository.markSent(db, orderDbId);
  };
}

/** Paid orders whose receipt has not gone out a while after payment (a lost job): resend. */
export function unsentReceipts(db: Database): Promise<string[]> {
  return receiptRepository.unsent(db);
}
