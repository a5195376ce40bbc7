import {
  documentNumber,
  financialYear,
  gstStateName,
  rateBasisPoints,
  splitInclusive,
  stateCodeFromName,
  sumLines,
  supplyKind,
  type TaxedLine,
} from '@store/contract/gst';
import { type SQL, sql } from 'drizzle-orm';
import type { InvoiceSettings } from '#server/config.js';
import type { Database, DbOrTx, Tx } from '#server/db/client.js';
import { newId } from '#server/db/ids.js';

export interface InvoiceLine extends TaxedLine {
  productId: string;
  description: string;
  quantity: number;
}

export interface InvoiceParty {
  name: string;
  address: string;
  stateCode: string | null;
  stateName: string | null;
  gstin: string | null;
}

export interface BuyerParty extends InvoiceParty {
  email: string;
  /** The account holder, shown beside a business name. */
  contactName: string;
}

/** An issued document as stored (amounts in paise). */
export interface TaxDocument {
  id: string;
  orderDbId: string;
  orderId: string;
  kind: 'TAX_INVOICE' | 'BILL_OF_SUPPLY' | 'CREDIT_NOTE';
  number: string;
  /** A credit note's original invoice number (decision 0044); null on invoices. */
  againstNumber: string | null;
  issuedAt: Date;
  seller: InvoiceParty;
  buyer: BuyerParty;
  placeOfSupply: string;
  supply: 'intra' | 'inter' | 'none';
  rateBasisPoints: number;
  sacCode: string;
  lines: InvoiceLine[];
  total: TaxedLine;
}

/** Series: tax invoices and bills of supply each number from 1 every financial year. */
export const SERIES = { TAX_INVOICE: 'INV', BILL_OF_SUPPLY: 'BOS', CREDIT_NOTE: 'CN' } as const;

/**
 * Takes the next number of a series for the financial year of `at`. The upsert locks the
 * counter row until the caller's transaction ends: concurrent payments wait in line, and a
 * rollback returns the number, so the series has no gaps and no duplicates.
 */
export async function nextSequence(tx: DbOrTx, series: string, at: Date): Promise<number> {
  const { rows } = await tx.execute<{ last_number: number }>(sql`
    insert into document_counters (series, financial_year, last_number)
    values (${series}, ${financialYear(at).label}, 1)
    on conflict (series, financial_year)
      do update set last_number = document_counters.last_number + 1
    returning last_number`);
  return rows[0]!.last_number;
}

/**
 * Issues the invoice of an order that has just become PAID, inside the paying transaction
 * (decision 0040): a GST tax invoice from a registered seller, else a bill of supply. An
 * order that has one already keeps it (an admin's Allow after a Block issues nothing).
 * Returns the document's number.
 */
export async function issueInvoice(
  tx: DbOrTx,
  orderDbId: string,
  settings: InvoiceSettings,
  at: Date = new Date(),
): Promise<string> {
  // The order row's lock (the PAID transition holds it too) makes the check-then-insert safe.
  const { rows: heads } = await tx.execute<{
    email: string;
    name: string;
    buyer_gstin: string | null;
    buyer_business_name: string | null;
    place_of_supply: string | null;
    address: string | null;
    address_state: string | null;
    existing: string | null;
  }>(sql`
    select o.customer_email as email, u.name, o.buyer_gstin, o.buyer_business_name,
           o.place_of_supply,
           concat_ws(', ', a.address_line, a.city, a.state, a.pincode, a.country) as address,
           a.state as address_state,
           (select d.number from tax_documents d
             where d.order_id = o.id and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')) as existing
    from orders o join users u on u.id = o.user_id
    -- The checkout's address, else the buyer's latest saved one (SPEC's checkout sends none).
    left join lateral (
      select * from addresses x
      where x.id = o.address_id or (o.address_id is null and x.user_id = o.user_id and x.status)
      order by x.updated_at desc limit 1
    ) a on true
    where o.id = ${orderDbId}
    for update of o`);
  const head = heads[0];
  if (!head) throw new Error(`order ${orderDbId} not found`);
  if (head.existing) return head.existing;

  const { rows: items } = await tx.execute<{
    product_id: string;
    name: string;
    quantity: number;
    amount: number;
  }>(sql`
    select product_id, name, quantity, unit_price * quantity as amount
    from order_items where order_id = ${orderDbId} order by name, id`);

  const registered = Boolean(settings.gstin);
  const kind = registered ? 'TAX_INVOICE' : 'BILL_OF_SUPPLY';
  // Place of supply: what the buyer gave (or their GSTIN's state), their address's state,
  // else the seller's own state (IGST Act s.12(2)(b): recipient's address not on record).
  const placeOfSupply =
    head.place_of_supply ??
    head.buyer_gstin?.slice(0, 2) ??
    (head.address_state ? stateCodeFromName(head.address_state) : undefined) ??
    settings.stateCode ??
    '';
  const supply = supplyKind(settings.gstin, settings.stateCode, placeOfSupply);
  const rateBp = registered ? rateBasisPoints(settings.ratePercent) : 0;
  const lines: InvoiceLine[] = items.map((item) => ({
    productId: item.product_id,
    description: item.name,
    quantity: item.quantity,
    // Money is whole rupees in orders; invoices are kept in paise (decision 0040).
    ...splitInclusive(item.amount * 100, rateBp, supply),
  }));
  const total = sumLines(lines);
  const series = SERIES[kind];
  const sequence = await nextSequence(tx, series, at);
  const number = documentNumber(series, at, sequence);
  const seller: InvoiceParty = {
    name: settings.legalName,
    address: settings.address,
    stateCode: settings.stateCode ?? null,
    stateName: (settings.stateCode && gstStateName(settings.stateCode)) || null,
    gstin: settings.gstin ?? null,
  };
  const buyer: BuyerParty = {
    name: head.buyer_business_name || head.name,
    contactName: head.name,
    email: head.email,
    address: head.address ?? '',
    stateCode: placeOfSupply || null,
    stateName: gstStateName(placeOfSupply) ?? null,
    gstin: head.buyer_gstin,
  };
  await tx.execute(sql`
    insert into tax_documents (id, order_id, kind, series, financial_year, sequence, number,
      issued_at, seller, buyer, place_of_supply, supply, rate_basis_points, sac_code, lines,
      total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
    values (${newId()}, ${orderDbId}, ${kind}, ${series}, ${financialYear(at).label},
      ${sequence}, ${number}, ${at.toISOString()}, ${JSON.stringify(seller)}::jsonb,
      ${JSON.stringify(buyer)}::jsonb, ${placeOfSupply}, ${supply}, ${rateBp},
      ${settings.sacCode}, ${JSON.stringify(lines)}::jsonb, ${total.inclusive},
      ${total.taxable}, ${total.cgst}, ${total.sgst}, ${total.igst})`);
  return number;
}

/** The invoice of an order by its provider-facing order id, with who may read it. */
export function findInvoice(
  db: DbOrTx,
  providerOrderId: string,
): Promise<(TaxDocument & { userId: string }) | null> {
  return findDocument(
    db,
    sql`o.order_id = ${providerOrderId} and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')`,
  );
}

/** A tax document and who may read it (its order's buyer), by a condition on `o` and `d`. */
export async function findDocument(
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

interface IssueLog {
  error: (obj: unknown, msg: string) => void;
}

/**
 * The hook the paying transaction runs: issues the invoice in a savepoint, so a failure to
 * invoice (a bug, a full series) never undoes a payment. The number it took goes back with
 * the savepoint, and `issueMissingInvoices` (the reconcile job) issues it later.
 */
export function invoiceIssuer(settings: InvoiceSettings, log: IssueLog) {
  return async (tx: Tx, orderDbId: string): Promise<string | null> => {
    try {
      return await tx.transaction((savepoint) => issueInvoice(savepoint, orderDbId, settings));
    } catch (err) {
      log.error({ err, orderDbId }, 'invoice not issued: the reconcile job tries again');
      return null;
    }
  };
}

/**
 * Paid orders of the last three days without an invoice (its issuing failed, or they were
 * paid in the days before invoices existed): each gets one now, dated now, in a transaction
 * of its own. Older orders stay without.
 */
export async function issueMissingInvoices(
  db: Database,
  settings: InvoiceSettings,
  log: IssueLog,
): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select o.id from orders o
    where o.payment_status = 'PAID' and o.paid_at > now() - interval '3 days'
      and not exists (select 1 from tax_documents d where d.order_id = o.id
                        and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY'))
    order by o.paid_at limit 100`);
  let issued = 0;
  for (const { id } of rows) {
    try {
      await db.transaction((tx) => issueInvoice(tx, id, settings));
      issued += 1;
    } catch (err) {
      log.error({ err, orderDbId: id }, 'invoice not issued');
    }
  }
  return issued;
}
