import type { SummaryBoxRow, SummaryBoxText } from '../domain/pricing';

const MARGIN = 50;
const VALUE_WIDTH = 150;

/** Collects a pdfkit document's bytes. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function rows(doc: PDFKit.PDFDocument, heading: string, list: SummaryBoxRow[], isTotal = false): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(heading, MARGIN);
  doc.moveDown(0.2);
  for (const row of list) {
    const top = doc.y;
    doc
      .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(row.label, MARGIN, top, { width: width - VALUE_WIDTH - 10 });
    if (row.detail)
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#4a5568')
        .text(row.detail, MARGIN, doc.y, { width: width - VALUE_WIDTH - 10 })
        .fillColor('black');
    const bottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(row.value, MARGIN + width - VALUE_WIDTH, top, { width: VALUE_WIDTH, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 3;
  }
}

/**
 * The visitor's quotes' summary boxes as a PDF: one page per quote, real text (selectable and
 * searchable, in the standard Helvetica fonts pdfkit carries, nothing fetched), the same words as
 * the wizard and the email (summaryBoxText).
 */
export async function renderSummaryBoxesPdf(boxes: readonly SummaryBoxText[], businessName: string | null, dateText: string): Promise<Buffer> {
  // Loaded on the first PDF asked for, not at start-up (pdfkit and its font engine take a while to load).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: 'Your quotes: summary boxes' } });
  const bytes = bytesOf(doc);
  for (const box of boxes) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).text(box.title);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#4a5568')
      .text(
        `${businessName ? `For ${businessName}, ` : ''}priced ${dateText} for the figures you gave; what you would pay depends on the provider's own offer.`,
      )
      .fillColor('black');
    if (box.leaseWarning) doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10).fillColor('#78350f').text(box.leaseWarning).fillColor('black');
    rows(doc, 'Monthly charges for your figures', box.monthlyRows);
    rows(doc, 'Totals', [box.monthlyTotal, box.annualTotal], true);
    rows(doc, 'Effective rate', box.effectiveRateRows);
    rows(doc, 'Fees and terms', [...box.oneOffRows, ...box.termRows]);
  }
  doc.end();
  return bytes;
}
