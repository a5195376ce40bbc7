import { formatPaise } from '@store/contract/gst';
import type { Database } from '#server/db/client.js';
import type { Mailer, MailMessage } from '#server/platform/mail/index.js';
import { type EmailBlock, renderEmail } from '#server/platform/mail/template.js';
import { type RefundMail, refundRepository } from './repository.js';

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
    const refund = await refundRepository.claimMail(db, refundDbId);
    if (!refund) return;
    try {
      await mailer.send(refundMail(refund, settings.origin()));
    } catch (err) {
      await refundRepository.releaseMailClaim(db, refundDbId);
      throw err;
    }
  };
}

/** Succeeded refunds whose e-mail has not gone out a while later (a lost job): resend. */
export function unsentRefundMails(db: Database): Promise<string[]> {
  return refundRepository.unsentMails(db);
}
