import type { TaxedLine } from '@store/contract/gst';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';
import type { BuyerParty, InvoiceLine, InvoiceParty, TaxDocument } from './issue.js';

/** An order as its invoice needs it, read under the order row's lock. */
export interface InvoiceHead {
  email: string;
  name: string;
  buyer_gstin: string | null;
  buyer_business_name: string | null;
  place_of_supply: string | null;
  address: string | null;
  address_state: string | null;
  /** The number of the invoice it has already, if any. */
  existing: string | null;
}

/** A tax document to write (amounts in paise); a credit note names its refund and invoice. */
export interface NewTaxDocument {
  orderDbId: string;
  kind: TaxDocument['kind'];
  series: string;
  financialYear: string;
  sequence: number;
  number: string;
  issuedAt: Date;
  seller: InvoiceParty;
  buyer: BuyerParty;
  placeOfSupply: string;
  supply: TaxDocument['supply'];
  rateBasisPoints: number;
  sacCode: string;
  lines: InvoiceLine[];
  total: TaxedLine;
  credit?: { refundDbId: string; againstNumber: string };
}

const isInvoice = sql`d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')`;

/** A tax document and who may read it (its order's buyer), by a condition on `o` and `d`. */
async function findDocument(
  db: DbOrTx,
  where: SQL,
): Promise<(TaxDocument & { userId: string }) | null> {
  const { rows } = await db.execute<{
    id: string;
    order_db_id: string;
    order_id: string;
    user_id: string;
    kind: TaxDocument['kind'];
    number: string;
    against_number: string | null;
    issued_at: Date | string;
    seller: InvoiceParty;
    buyer: BuyerParty;
    place_of_supply: string;
    supply: TaxDocument['supply'];
    rate_basis_points: number;
    sac_code: string;
    lines: InvoiceLine[];
    total_paise: number;
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  }>(sql`
    select d.id, o.id as order_db_id, o.order_id, o.user_id, d.kind, d.number,
           d.against_number, d.issued_at,
           d.seller, d.buyer, d.place_of_supply, d.supply, d.rate_basis_points, d.sac_code,
           d.lines, d.total_paise, d.taxable_paise, d.cgst_paise, d.sgst_paise, d.igst_paise
    from orders o join tax_documents d on d.order_id = o.id
    where ${where}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    orderDbId: row.order_db_id,
    orderId: row.order_id,
    userId: row.user_id,
    kind: row.kind,
    number: row.number,
    againstNumber: row.against_number,
    issuedAt: new Date(row.issued_at),
    seller: row.seller,
    buyer: row.buyer,
    placeOfSupply: row.place_of_supply,
    supply: row.supply,
    rateBasisPoints: row.rate_basis_points,
    sacCode: row.sac_code,
    lines: row.lines,
    total: {
      inclusive: row.total_paise,
      taxable: row.taxable_paise,
      cgst: row.cgst_paise,
      sgst: row.sgst_paise,
      igst: row.igst_paise,
    },
  };
}

/**
 * The invoices' and credit notes' SQL. Every function takes the database or the caller's
 * transaction: issuing happens inside the paying (or refunding) transaction.
 */
export const invoiceRepository = {
  /**
   * Takes the next number of a series for a financial year. The upsert locks the counter
   * row until the caller's transaction ends (see nextSequence in issue.ts).
   */
  async nextSequence(tx: DbOrTx, series: string, financialYear: string): Promise<number> {
    const { rows } = await tx.execute<{ last_number: number }>(sql`
      insert into document_counters (series, financial_year, last_number)
      values (${series}, ${financialYear}, 1)
      on conflict (series, financial_year)
        do update set last_number = document_counters.last_number + 1
      returning last_number`);
    return rows[0]!.last_number;
  },

  /** The order's buyer, invoice details and address, with the order row locked. */
  async lockHead(tx: DbOrTx, orderDbId: string): Promise<InvoiceHead | undefined> {
    const { rows } = await tx.execute<InvoiceHead & Record<string, unknown>>(sql`
      select o.customer_email as email, u.name, o.buyer_gstin, o.buyer_business_name,
             o.place_of_supply,
             concat_ws(', ', a.address_line, a.city, a.state, a.pincode, a.country) as address,
             a.state as address_state,
             (select d.number from tax_documents d
               where d.order_id = o.id and ${isInvoice}) as existing
      from orders o join users u on u.id = o.user_id
      -- The checkout's address, else the buyer's latest saved one (SPEC's checkout sends none).
      left join lateral (
        select * from addresses x
        where x.id = o.address_id or (o.address_id is null and x.user_id = o.user_id and x.status)
        order by x.updated_at desc limit 1
      ) a on true
      where o.id = ${orderDbId}
      for update of o`);
    return rows[0];
  },

  async orderItems(
    tx: DbOrTx,
    orderDbId: string,
  ): Promise<{ product_id: string; name: string; quantity: number; amount: number }[]> {
    const { rows } = await tx.execute<{
      product_id: string;
      name: string;
      quantity: number;
      amount: number;
    }>(sql`
      select product_id, name, quantity, unit_price * quantity as amount
      from order_items where order_id = ${orderDbId} order by name, id`);
    return rows;
  },

  async insertDocument(tx: DbOrTx, doc: NewTaxDocument): Promise<void> {
    const { total } = doc;
    await tx.execute(sql`
      insert into tax_documents (id, order_id, kind, series, financial_year, sequence, number,
        issued_at, seller, buyer, place_of_supply, supply, rate_basis_points, sac_code, lines,
        total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, refund_id, against_number)
      values (${newId()}, ${doc.orderDbId}, ${doc.kind}, ${doc.series}, ${doc.financialYear},
        ${doc.sequence}, ${doc.number}, ${doc.issuedAt.toISOString()},
        ${JSON.stringify(doc.seller)}::jsonb, ${JSON.stringify(doc.buyer)}::jsonb,
        ${doc.placeOfSupply}, ${doc.supply}, ${doc.rateBasisPoints}, ${doc.sacCode},
        ${JSON.stringify(doc.lines)}::jsonb, ${total.inclusive}, ${total.taxable}, ${total.cgst},
        ${total.sgst}, ${total.igst}, ${doc.credit?.refundDbId ?? null},
        ${doc.credit?.againstNumber ?? null})`);
  },

  /** The invoice (or bill of supply) of an order by its provider-facing order id. */
  invoiceByOrderId: (db: DbOrTx, providerOrderId: string) =>
    findDocument(db, sql`o.order_id = ${providerOrderId} and ${isInvoice}`),

  /** The invoice (or bill of supply) of an order by its row id. */
  invoiceByOrderDbId: (db: DbOrTx, orderDbId: string) =>
    findDocument(db, sql`o.id = ${orderDbId} and ${isInvoice}`),

  /** A refund's credit note by our refund id (`rf_…`). */
  creditNoteByRefundId: (db: DbOrTx, refundId: string) =>
    findDocument(
      db,
      sql`d.kind = 'CREDIT_NOTE' and d.refund_id = (select id from refunds where refund_id = ${refundId})`,
    ),

  /** The number of the refund's credit note, if it has one. */
  async creditNoteNumber(tx: DbOrTx, refundDbId: string): Promise<string | undefined> {
    const { rows } = await tx.execute<{ number: string }>(
      sql`select number from tax_documents where refund_id = ${refundDbId}`,
    );
    return rows[0]?.number;
  },

  async refund(
    tx: DbOrTx,
    refundDbId: string,
  ): Promise<{ order_id: string; amount_paise: number } | undefined> {
    const { rows } = await tx.execute<{ order_id: string; amount_paise: number }>(
      sql`select order_id, amount_paise from refunds where id = ${refundDbId}`,
    );
    return rows[0];
  },

  /** The product ids of the refund's items. */
  async refundedProductIds(tx: DbOrTx, refundDbId: string): Promise<string[]> {
    const { rows } = await tx.execute<{ product_id: string }>(sql`
      select oi.product_id from refund_items ri join order_items oi on oi.id = ri.order_item_id
      where ri.refund_id = ${refundDbId}`);
    return rows.map((row) => row.product_id);
  },

  /** Paid orders of the last three days without an invoice, oldest payment first. */
  async paidWithoutInvoice(db: DbOrTx): Promise<string[]> {
    const { rows } = await db.execute<{ id: string }>(sql`
      select o.id from orders o
      where o.payment_status = 'PAID' and o.paid_at > now() - interval '3 days'
        and not exists (select 1 from tax_documents d where d.order_id = o.id
                          and ${isInvoice})
      order by o.paid_at limit 100`);
    return rows.map((row) => row.id);
  },
};
