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
import type { InvoiceSettings } from '#server/config.js';
import type { Database, DbOrTx, Tx } from '#server/db/client.js';
import { invoiceRepository } from './repository.js';

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
export function nextSequence(tx: DbOrTx, series: string, at: Date): Promise<number> {
  return invoiceRepository.nextSequence(tx, series, financialYear(at).label);
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
  const head = await invoiceRepository.lockHead(tx, orderDbId);
  if (!head) throw new Error(`order ${orderDbId} not found`);
  if (head.existing) return head.existing;

  const items = await invoiceRepository.orderItems(tx, orderDbId);

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
  await invoiceRepository.insertDocument(tx, {
    orderDbId,
    kind,
    series,
    financialYear: financialYear(at).label,
    sequence,
    number,
    issuedAt: at,
    seller,
    buyer,
    placeOfSupply,
    supply,
    rateBasisPoints: rateBp,
    sacCode: settings.sacCode,
    lines,
    total,
  });
  return number;
}

/** The invoice of an order by its provider-facing order id, with who may read it. */
export function findInvoice(
  db: DbOrTx,
  providerOrderId: string,
): Promise<(TaxDocument & { userId: string }) | null> {
  return invoiceRepository.invoiceByOrderId(db, providerOrderId);
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
  const ids = await invoiceRepository.paidWithoutInvoice(db);
  let issued = 0;
  for (const id of ids) {
    try {
      await db.transaction((tx) => issueInvoice(tx, id, settings));
      issued += 1;
    } catch (err) {
      log.error({ err, orderDbId: id }, 'invoice not issued');
    }
  }
  return issued;
}
