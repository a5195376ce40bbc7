import { documentNumber, financialYear, sumLines } from '@store/contract/gst';
import type { DbOrTx } from '#server/db/client.js';
import { type InvoiceLine, nextSequence, SERIES, type TaxDocument } from './issue.js';
import { invoiceRepository } from './repository.js';

/**
 * Issues the GST credit note of a refund that has just succeeded, in the same transaction
 * (decision 0044): series `CN`, numbered per financial year like invoices, against the
 * order's invoice. Its lines are the invoice's lines of the refunded items, with their
 * taxable value and tax exactly as invoiced (a credit note states positive amounts), so the
 * reversal matches to the paisa. Same parties, place of supply and supply kind as the
 * invoice: a bill of supply's credit note carries no tax either. Nothing is issued for a
 * ₹0 refund, or for an order that has no invoice (paid before invoices existed). A refund
 * keeps its one credit note: returns its number.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  refundDbId: string,
  at: Date = new Date(),
): Promise<string | null> {
  const existing = await invoiceRepository.creditNoteNumber(tx, refundDbId);
  if (existing) return existing;
  const refund = await invoiceRepository.refund(tx, refundDbId);
  if (!refund || refund.amount_paise === 0) return null;
  const invoice = await invoiceRepository.invoiceByOrderDbId(tx, refund.order_id);
  if (!invoice) return null;
  const refunded = new Set(await invoiceRepository.refundedProductIds(tx, refundDbId));
  const lines: InvoiceLine[] = invoice.lines.filter((line) => refunded.has(line.productId));
  const total = sumLines(lines);
  const series = SERIES.CREDIT_NOTE;
  const sequence = await nextSequence(tx, series, at);
  const number = documentNumber(series, at, sequence);
  await invoiceRepository.insertDocument(tx, {
    orderDbId: refund.order_id,
    kind: 'CREDIT_NOTE',
    series,
    financialYear: financialYear(at).label,
    sequence,
    number,
    issuedAt: at,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    supply: invoice.supply,
    rateBasisPoints: invoice.rateBasisPoints,
    sacCode: invoice.sacCode,
    lines,
    total,
    credit: { refundDbId, againstNumber: invoice.number },
  });
  return number;
}

/** A refund's credit note by our refund id (`rf_…`), with who may read it. */
export function findCreditNote(
  db: DbOrTx,
  refundId: string,
): Promise<(TaxDocument & { userId: string }) | null> {
  return invoiceRepository.creditNoteByRefundId(db, refundId);
}
