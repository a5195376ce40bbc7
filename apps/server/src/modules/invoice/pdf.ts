import { createRequire } from 'node:module';
import { formatPaise } from '@store/contract/gst';
import PDFDocument from 'pdfkit';
import type { TaxDocument } from './issue.js';

// DejaVu Sans has the ₹ glyph (U+20B9); pdfkit's built-in Helvetica has none.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const TITLES = {
  TAX_INVOICE: 'Tax Invoice',
  BILL_OF_SUPPLY: 'Bill of Supply',
  CREDIT_NOTE: 'Credit Note',
} as const;
const NUMBER_LABELS = {
  TAX_INVOICE: 'Invoice',
  BILL_OF_SUPPLY: 'Bill',
  CREDIT_NOTE: 'Credit Note',
};

/** The invoice date as India reads it: IST, whatever the server's clock zone. */
function invoiceDate(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(at);
}

const percent = (basisPoints: number) => `${(basisPoints / 100).toString()}%`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: TaxDocument['lines'][number], index: number) => string;
}

/** The columns of the line table: tax columns only where tax is charged. */
function columns(doc: TaxDocument): Column[] {
  const first: Column[] = [
    { title: '#', width: 22, align: 'left', value: (_, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', value: (l) => l.description },
    { title: 'SAC', width: 52, align: 'left', value: () => doc.sacCode },
    { title: 'Qty', width: 30, align: 'right', value: (l) => String(l.quantity) },
  ];
  const amount: Column = {
    title: 'Amount',
    width: 78,
    align: 'right',
    value: (l) => formatPaise(l.inclusive),
  };
  if (doc.supply === 'none') return [...first, amount];
  const taxable: Column = {
    title: 'Taxable value',
    width: 78,
    align: 'right',
    value: (l) => formatPaise(l.taxable),
  };
  if (doc.supply === 'inter') {
    return [
      ...first,
      taxable,
      {
        title: `IGST ${percent(doc.rateBasisPoints)}`,
        width: 70,
        align: 'right',
        value: (l) => formatPaise(l.igst),
      },
      amount,
    ];
  }
  const half = percent(doc.rateBasisPoints / 2);
  return [
    ...first,
    taxable,
    { title: `CGST ${half}`, width: 64, align: 'right', value: (l) => formatPaise(l.cgst) },
    { title: `SGST ${half}`, width: 64, align: 'right', value: (l) => formatPaise(l.sgst) },
    amount,
  ];
}

/**
 * Draws an issued document as an A4 PDF, from its stored row only: the same row gives the
 * same invoice every time (the creation date is the issue date).
 */
export function renderInvoicePdf(doc: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${TITLES[doc.kind]} ${doc.number}`,
      Author: doc.seller.name,
      CreationDate: doc.issuedAt,
    },
  });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const stateLine = (name: string | null, code: string | null) =>
    code ? `State: ${name ?? ''} (${code})` : '';

  pdf.font('bold').fontSize(18).text(TITLES[doc.kind], { align: 'center' });
  if (doc.kind === 'BILL_OF_SUPPLY') {
    pdf
      .font('body')
      .fontSize(9)
      .text('Supplier not registered under GST: no tax is charged.', { align: 'center' });
  }
  pdf.moveDown();
  pdf.font('body').fontSize(10);
  pdf.text(`${NUMBER_LABELS[doc.kind]} No.: ${doc.number}`);
  pdf.text(`Date: ${invoiceDate(doc.issuedAt)}`);
  if (doc.againstNumber) pdf.text(`Against invoice ${doc.againstNumber}`);
  pdf.text(`Order ID: ${doc.orderId}`);
  pdf.moveDown();

  const partyTop = pdf.y;
  const half = width / 2 - 10;
  const party = (x: number, heading: string, lines: string[]) => {
    pdf.font('bold').fontSize(10).text(heading, x, partyTop, { width: half });
    pdf.font('body').fontSize(9);
    for (const line of lines.filter(Boolean)) pdf.text(line, x, undefined, { width: half });
    return pdf.y;
  };
  const sellerBottom = party(left, 'Seller', [
    doc.seller.name,
    doc.seller.address,
    stateLine(doc.seller.stateName, doc.seller.stateCode),
    doc.seller.gstin ? `GSTIN: ${doc.seller.gstin}` : 'Not registered under GST',
  ]);
  const buyerBottom = party(left + width / 2 + 10, 'Buyer', [
    doc.buyer.name,
    doc.buyer.name !== doc.buyer.contactName ? `Attn: ${doc.buyer.contactName}` : '',
    doc.buyer.email,
    doc.buyer.address,
    doc.buyer.gstin ? `GSTIN: ${doc.buyer.gstin}` : '',
    doc.placeOfSupply ? `Place of supply: ${doc.buyer.stateName ?? ''} (${doc.placeOfSupply})` : '',
  ]);
  pdf.y = Math.max(sellerBottom, buyerBottom) + 16;

  const cols = columns(doc);
  const fixed = cols.reduce((sum, c) => sum + c.width, 0);
  for (const c of cols) if (c.width === 0) c.width = width - fixed;
  const headings = cols.map((c) => c.title);
  const bottomLimit = pdf.page.height - pdf.page.margins.bottom - 60;
  const row = (cells: string[], font: 'body' | 'bold') => {
    // A long order continues on a new page, under the column headings again.
    if (pdf.y > bottomLimit) {
      pdf.addPage();
      if (cells !== headings) row(headings, 'bold');
    }
    const top = pdf.y;
    let x = left;
    let bottom = top;
    pdf.font(font).fontSize(8.5);
    cols.forEach((c, i) => {
      pdf.text(cells[i] ?? '', x + 2, top, { width: c.width - 4, align: c.align });
      bottom = Math.max(bottom, pdf.y);
      x += c.width;
    });
    pdf.y = bottom + 4;
    pdf
      .moveTo(left, pdf.y - 2)
      .lineTo(left + width, pdf.y - 2)
      .lineWidth(0.5)
      .strokeColor('#94a3b8')
      .stroke();
  };
  row(headings, 'bold');
  doc.lines.forEach((line, index) => {
    row(
      cols.map((c) => c.value(line, index)),
      'body',
    );
  });
  const totals: Record<string, string> = {
    '#': '',
    Description: 'Total',
    SAC: '',
    Qty: String(doc.lines.reduce((n, l) => n + l.quantity, 0)),
    'Taxable value': formatPaise(doc.total.taxable),
    Amount: formatPaise(doc.total.inclusive),
  };
  row(
    cols.map((c) =>
      c.title.startsWith('IGST')
        ? formatPaise(doc.total.igst)
        : c.title.startsWith('CGST')
          ? formatPaise(doc.total.cgst)
          : c.title.startsWith('SGST')
            ? formatPaise(doc.total.sgst)
            : (totals[c.title] ?? ''),
    ),
    'bold',
  );

  pdf.moveDown();
  pdf
    .font('bold')
    .fontSize(11)
    .text(
      `${doc.kind === 'CREDIT_NOTE' ? 'Total refunded' : 'Total paid'}: ${formatPaise(doc.total.inclusive)}`,
      left,
    );
  pdf.font('body').fontSize(9);
  const tax = doc.total.cgst + doc.total.sgst + doc.total.igst;
  if (doc.kind === 'TAX_INVOICE') {
    pdf.text(`Prices include GST of ${formatPaise(tax)}. Tax payable on reverse charge: No.`);
  }
  if (doc.kind === 'CREDIT_NOTE' && tax > 0) {
    pdf.text(`GST of ${formatPaise(tax)} is reversed by this credit note.`);
  }
  pdf.moveDown();
  pdf
    .fillColor('#475569')
    .text('Computer-generated document; no signature is required.', { align: 'left' });
  pdf.end();
  return done;
}
