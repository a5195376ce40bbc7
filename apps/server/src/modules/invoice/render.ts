import type { TaxDocument } from './issue.js';

/**
 * A tax document's PDF. pdfkit and its fonts load at the first one drawn, not at start-up
 * (issue 18 point 6).
 */
export async function renderTaxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const { renderInvoicePdf } = await import('./pdf.js');
  return renderInvoicePdf(doc);
}
