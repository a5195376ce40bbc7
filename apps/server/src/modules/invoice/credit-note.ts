import { documentNumber, financialYear, sumLines } from '@store/contract/gst';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import { findDocument, type InvoiceLine, nextSequence, SERIES, type TaxDocument } from './issue.js';

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
  const { rows: existing } = await tx.execute<{ number: string }>(
    sql`select number from tax_documents where refund_id = ${refundDbId}`,
  );
  if (existing[0]) return existing[0].number;
  const { rows: refunds } = await tx.execute<{ order_id: string; amount_paise: number }>(
    sql`select order_id, amount_paise from refunds where id = ${refundDbId}`,
  );
  const refund = refunds[0];
  if (!refund || refund.amount_paise === 0) return null;
  const invoice = await findDocument(
    tx,
    sql`o.id = ${refund.order_id} and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')`,
  );
  if (!invoice) return null;
  const { rows: items } = await tx.execute<{ product_id: string }>(sql`
    select oi.product_id from refund_items ri join order_items oi on oi.id = ri.order_item_id
    where ri.refund_id = ${refundDbId}`);
  const refunded = new Set(items.map((item) => item.product_id));
  const lines: InvoiceLine[] = invoice.lines.filter((line) => refunded.has(line.productId));
  const total = sumLines(lines);
  const series = SERIES.CREDIT_NOTE;
  const sequence = await nextSequence(tx, series, at);
  const number = documentNumber(series, at, sequence);
  await tx.execute(sql`
    insert into tax_documents (id, order_id, kind, series, financial_year, sequence, number,
      issued_at, seller, buyer, place_of_supply, supply, rate_basis_points, sac_code, lines,
      total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, refund_id, against_number)
    values (${newId()}, ${refund.order_id}, 'CREDIT_NOTE', ${series}, ${financialYear(at).label},
      ${sequence}, ${number}, ${at.toISOString()}, ${JSON.stringify(invoice.seller)}::jsonb,
      ${JSON.stringify(invoice.buyer)}::jsonb, ${invoice.placeOfSupply}, ${invoice.supply},
      ${invoice.rateBasisPoints}, ${invoice.sacCode}, ${JSON.stringify(lines)}::jsonb,
      ${total.inclusive}, ${total.taxable}, ${total.cgst}, ${total.sgst}, ${total.igst},
      ${refundDbId}, ${invoice.number})`);
  return number;
}

/** A refund's credit note by our refund id (`rf_…`), with who may read it. */
export function findCreditNote(
  db: DbOrTx,
  refundId: string,
): Promise<(TaxDocument & { userId: string }) | null> {
  return findDocument(
    db,
    sql`d.kind = 'CREDIT_NOTE' and d.refund_id = (select id from refunds where refund_id = ${refundId})`,
  );
}
