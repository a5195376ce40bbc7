/** What other modules may use of the invoice module (refunds issue credit notes against invoices). */
export { findCreditNote, issueCreditNote } from './credit-note.js';
export { issueInvoice } from './issue.js';
export { INVOICE_LIMIT } from './limits.js';
export { renderTaxDocumentPdf } from './render.js';
