import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { orders } from './commerce.js';
import { refunds } from './refunds.js';

/**
 * The last number given in each document series per Indian financial year (decision 0040).
 * Issuing takes the row's lock with an upsert in the paying transaction: concurrent
 * payments queue on it, and a rolled-back payment gives its number back, so numbers have
 * no gaps and no duplicates. Credit notes will be a series of their own.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** `INV` (tax invoice or bill of supply); later `CN` (credit note). */
    series: text('series').notNull(),
    /** `2026-27`. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_positive', sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * Issued tax documents: an immutable snapshot of the seller, the buyer and every line's tax,
 * amounts in paise (a trigger refuses UPDATE and DELETE). The PDF is drawn from this row on
 * request, so it never changes once issued.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** `TAX_INVOICE` | `BILL_OF_SUPPLY` (unregistered seller) | `CREDIT_NOTE` (decision 0044). */
    kind: text('kind').notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** `INV/2627/000123`: at most 16 of letters, digits, '-' and '/' (CGST rule 46). */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Name, address, state code and GSTIN (null when unregistered) as configured then. */
    seller: jsonb('seller').notNull(),
    /** Name, business name, GSTIN, e-mail, address, state code. */
    buyer: jsonb('buyer').notNull(),
    /** GST state code of the place of supply. */
    placeOfSupply: text('place_of_supply').notNull(),
    /** `intra` (CGST + SGST), `inter` (IGST) or `none` (bill of supply). */
    supply: text('supply').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    sacCode: text('sac_code').notNull(),
    /** Each line: product id, description, quantity, inclusive, taxable, cgst, sgst, igst. */
    lines: jsonb('lines').notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    /** A credit note's refund, and the number of the invoice it is issued against. */
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    againstNumber: text('against_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.series, t.financialYear, t.sequence),
    uniqueIndex('tax_documents_text_number_key').on(t.number),
    // One invoice (or bill of supply) per order.
    uniqueIndex('tax_documents_order_invoice_key')
      .on(t.orderId)
      .where(sql`${t.kind} in ('TAX_INVOICE', 'BILL_OF_SUPPLY')`),
    // One credit note per refund.
    uniqueIndex('tax_documents_refund_key').on(t.refundId).where(sql`${t.refundId} is not null`),
    check(
      'tax_documents_credit_note_refund',
      sql`(${t.kind} = 'CREDIT_NOTE') = (${t.refundId} is not null and ${t.againstNumber} is not null)`,
    ),
    check(
      'tax_documents_adds_up',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
    check('tax_documents_number_shape', sql`${t.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
  ],
);
