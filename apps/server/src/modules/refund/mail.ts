import { formatPaise } from '@store/contract/gst';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import type { Mailer, MailMessage } from '#server/platform/mail/index.js';
import { type EmailBlock, renderEmail } from '#server/platform/mail/template.js';

interface RefundMail {
  email: string;
  name: string;
  orderId: string;
  refundId: string;
  amountPaise: number;
  items: string[];
  creditNoteNumber: string | null;
}

/** The buyer's notice of a refund that succeeded: amount, items, credit note link. */
export function refundMail(refund: RefundMail, origin: string): MailMessage {
  const amount = formatPaise(refund.amountPaise);
  const blocks: EmailBlock[] = [
    {
      kind: 'paragraph',
      text: `Hi ${refund.name}, we have refunded ${amount} for your order ${refund.orderId}.`,
    },
    ...refund.items.map((name): EmailBlock => ({ kind: 'note', text: `Refunded: ${name}` })),
    {
      kind: 'paragraph',
      text:
        refund.amountPaise > 0
          ? 'The money goes back to the account you paid from; banks usually take 5–7 working days.'
          : 'Nothing was charged for these items, so no money moves.',
    },
    ...(refund.creditNoteNumber
      ? [
          {
            kind: 'item' as const,
            text: `Credit note ${refund.creditNoteNumber}`,
            amount,
            href: `${origin}/api/order/credit-note/${refund.refundId}`,
            linkText: 'Download credit note (PDF)',
          },
        ]
      : []),
    {
      kind: 'note',
      text: `Refunded items can no longer be downloaded. Your orders: ${origin}/dashboard/myorders`,
    },
  ];
  const { html, text } = renderEmail({
    heading: 'Your refund',
    preview: `${amount} refunded for order ${refund.orderId}`,
    blocks,
  });
  return { to: refund.email, subject: `Refund for order ${refund.orderId}`, html, text };
}

/**
 * The refund e-mail job: sends once. The refund row is claimed first (`email_sent_at`, a
 * conditional update), so a repeated or concurrent job sends nothing; a failed send gives the
 * claim back and throws, and the queue retries.
 */
export function createRefundMailSender(
  db: Database,
  mailer: Mailer,
  settings: { origin: () => string },
) {
  return async function sendRefundMail({ refundDbId }: { refundDbId: string }): Promise<void> {
    const { rows } = await db.execute<RefundMail & Record<string, unknown>>(sql`
      update refunds r set email_sent_at = now()
      from orders o join users u on u.id = o.user_id
      where r.id = ${refundDbId} and o.id = r.order_id
        and r.status = 'SUCCESS' and r.email_sent_at is null
      returning o.customer_email as email, u.name, o.order_id as "orderId",
        r.refund_id as "refundId", r.amount_paise as "amountPaise",
        (select coalesce(array_agg(oi.name order by oi.name), '{}')
           from refund_items ri join order_items oi on oi.id = ri.order_item_id
           where ri.refund_id = r.id) as items,
        (select d.number from tax_documents d where d.refund_id = r.id) as "creditNoteNumber"`);
    const refund = rows[0];
    if (!refund) return;
    try {
      await mailer.send(refundMail(refund, settings.origin()));
    } catch (err) {
      await db.execute(sql`update refunds set email_sent_at = null where id = ${refundDbId}`);
      throw err;
    }
  };
}

/** Succeeded refunds whose e-mail has not gone out a while later (a lost job): resend. */
export async function unsentRefundMails(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from refunds
    where status = 'SUCCESS' and email_sent_at is null
      and processed_at < now() - interval '10 minutes' and processed_at > now() - interval '3 days'
    limit 100`);
  return rows.map((row) => row.id);
}
