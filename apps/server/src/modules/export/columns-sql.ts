/**
 * What each export holds, a column per line: a header and the SQL that fills it. Adding a
 * column (the GSTR-1 ones once invoices exist: invoice number, buyer GSTIN, place of supply,
 * taxable value, CGST, SGST, IGST) is one line here, plus its table in the `from` once.
 *
 * Parameters every query shares: $1 the store's time zone, $2 and $3 the first and last
 * calendar day (both included) in that zone. Times are written in the store's zone, as the
 * back office shows them, without an offset (Excel reads them as date-times).
 */
export interface ExportColumn {
  header: string;
  sql: string;
}

const TZ = '$1::text';
const localTime = (column: string) =>
  `to_char(${column} at time zone ${TZ}, 'YYYY-MM-DD HH24:MI:SS')`;
/** Paise (a JSON number as text) in rupees with two decimals; empty when absent. */
const rupees = (paise: string) => `round((${paise})::numeric / 100, 2)`;
/** `column` within the calendar days $2..$3 of the store's zone. */
export const withinDays = (column: string) =>
  `${column} >= ($2::date)::timestamp at time zone ${TZ}
   and ${column} < ($3::date + 1)::timestamp at time zone ${TZ}`;

/**
 * Orders: one row per order line (the unit an accountant books: a product at a price); the
 * order's own figures repeat on each of its lines, so filter or pivot on "Order ID". Sum
 * "Line amount" for revenue, never "Order total".
 */
export const ORDER_COLUMNS: readonly ExportColumn[] = [
  { header: 'Order ID', sql: 'o.order_id' },
  { header: 'Order date', sql: localTime('o.created_at') },
  { header: 'Paid at', sql: localTime('o.paid_at') },
  { header: 'Status', sql: 'o.payment_status::text' },
  { header: 'Buyer name', sql: 'u.name' },
  { header: 'Buyer e-mail', sql: 'o.customer_email' },
  { header: 'Buyer phone', sql: 'o.customer_phone' },
  { header: 'Product', sql: 'oi.name' },
  { header: 'Quantity', sql: 'oi.quantity' },
  { header: 'List price (₹)', sql: 'oi.price' },
  { header: 'Unit price paid (₹)', sql: 'oi.unit_price' },
  { header: 'Line amount (₹)', sql: '(oi.unit_price * oi.quantity)::float8' },
  { header: 'Order total (₹)', sql: 'o.total_amt' },
  { header: 'Currency', sql: 'o.currency' },
  { header: 'Payment provider', sql: 'o.provider' },
  { header: 'Payment ID', sql: 'o.payment_id' },
  // GSTR-1 (decision 40): the paid order's invoice and this line's share of its tax, in ₹.
  { header: 'Invoice number', sql: `coalesce(d.number, '')` },
  { header: 'Invoice date', sql: `coalesce(${localTime('d.issued_at')}, '')` },
  { header: 'Document type', sql: `coalesce(d.kind, '')` },
  { header: 'Buyer GSTIN', sql: `coalesce(d.buyer->>'gstin', '')` },
  { header: 'Place of supply', sql: `coalesce(d.place_of_supply, '')` },
  { header: 'GST rate (%)', sql: '(d.rate_basis_points / 100.0)::float8' },
  { header: 'Taxable value (₹)', sql: rupees(`dl.line->>'taxable'`) },
  { header: 'CGST (₹)', sql: rupees(`dl.line->>'cgst'`) },
  { header: 'SGST (₹)', sql: rupees(`dl.line->>'sgst'`) },
  { header: 'IGST (₹)', sql: rupees(`dl.line->>'igst'`) },
];

export const ORDERS_FROM = `
  orders o
  join users u on u.id = o.user_id
  left join order_items oi on oi.order_id = o.id
  left join tax_documents d
    on d.order_id = o.id and d.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY')
  left join lateral (
    select x.line from jsonb_array_elements(d.lines) as x(line)
    where x.line->>'productId' = oi.product_id limit 1
  ) dl on true`;

/**
 * Sales by day: every calendar day of the range (a day without sales is a 0 row, as an
 * accountant's ledger has it). A sale is a PAID order by its payment day, as on the Sales
 * screen. Refunds and net columns join here once refunds exist (`refunds` CTE by day).
 */
export const SALES_BY_DAY_COLUMNS: readonly ExportColumn[] = [
  { header: 'Date', sql: `to_char(d.day, 'YYYY-MM-DD')` },
  { header: 'Paid orders', sql: 'coalesce(s.orders, 0)::int' },
  { header: 'Gross sales (₹)', sql: 'coalesce(s.gross, 0)::float8' },
];

export const SALES_BY_DAY_FROM = `
  generate_series($2::date, $3::date, interval '1 day') as d(day)
  left join (
    select (coalesce(paid_at, created_at) at time zone ${TZ})::date as day,
           count(*) as orders, sum(total_amt) as gross
    from orders
    where payment_status = 'PAID' and ${withinDays('coalesce(paid_at, created_at)')}
    group by 1
  ) s on s.day = d.day::date`;

/**
 * Refunds and credit notes (decision 0044): one row per refund requested in the range, with
 * its credit note (GSTR-1's CDNR/CDNUR columns) once it succeeded; amounts in ₹.
 */
export const REFUND_COLUMNS: readonly ExportColumn[] = [
  { header: 'Credit note number', sql: `coalesce(d.number, '')` },
  { header: 'Credit note date', sql: `coalesce(${localTime('d.issued_at')}, '')` },
  { header: 'Original invoice number', sql: `coalesce(d.against_number, '')` },
  { header: 'Buyer GSTIN', sql: `coalesce(d.buyer->>'gstin', '')` },
  { header: 'Place of supply', sql: `coalesce(d.place_of_supply, '')` },
  { header: 'Taxable value (₹)', sql: rupees('d.taxable_paise') },
  { header: 'CGST (₹)', sql: rupees('d.cgst_paise') },
  { header: 'SGST (₹)', sql: rupees('d.sgst_paise') },
  { header: 'IGST (₹)', sql: rupees('d.igst_paise') },
  { header: 'Total (₹)', sql: rupees('d.total_paise') },
  { header: 'Refund status', sql: 'r.status' },
  { header: 'Refund ID', sql: 'r.refund_id' },
  { header: 'Refund amount (₹)', sql: rupees('r.amount_paise') },
  { header: 'Requested at', sql: localTime('r.created_at') },
  { header: 'Processed at', sql: localTime('r.processed_at') },
  { header: 'Order ID', sql: 'o.order_id' },
  { header: 'Buyer e-mail', sql: 'o.customer_email' },
  { header: 'Reason', sql: 'r.reason' },
];

export const REFUNDS_FROM = `
  refunds r
  join orders o on o.id = r.order_id
  left join tax_documents d on d.refund_id = r.id`;

/** Users: every account, oldest first, with what they have bought. */
export const USER_COLUMNS: readonly ExportColumn[] = [
  { header: 'Name', sql: 'u.name' },
  { header: 'E-mail', sql: 'u.email' },
  { header: 'Mobile', sql: `coalesce(u.mobile, '')` },
  { header: 'Role', sql: 'u.role::text' },
  { header: 'Status', sql: 'u.status::text' },
  { header: 'E-mail verified', sql: `case when u.verify_email then 'yes' else 'no' end` },
  { header: 'Signed up', sql: localTime('u.created_at') },
  { header: 'Last login', sql: localTime('u.last_login_date') },
  { header: 'Paid orders', sql: 'p.orders' },
  { header: 'Total paid (₹)', sql: 'p.total' },
];

export const USERS_FROM = `
  users u
  cross join lateral (
    select count(*)::int as orders, coalesce(sum(total_amt), 0)::float8 as total
    from orders where user_id = u.id and payment_status = 'PAID'
  ) p`;

export const select = (columns: readonly ExportColumn[]) =>
  columns.map((column) => column.sql).join(',\n  ');
export const headers = (columns: readonly ExportColumn[]) => columns.map((c) => c.header);
