import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

/**
 * Card statements generated for the tests, in the layouts of different acquirers. Each comes with
 * the figures a reader should find in it.
 */

type Draw = (doc: PDFKit.PDFDocument) => void;

export function pdfOf(draw: Draw, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Writes cells at fixed x positions on one row. */
function row(doc: PDFKit.PDFDocument, y: number, cells: Array<[number, string]>): void {
  for (const [x, text] of cells) doc.text(text, x, y, { lineBreak: false });
}

const WORLDPAY_ROWS: Array<[string, string, string, string, string]> = [
  ['Visa Debit', '240', '£6,480.00', '0.35%', '£22.68'],
  ['Mastercard Debit', '95', '£2,565.00', '0.38%', '£9.75'],
  ['Visa Credit', '52', '£2,100.50', '1.20%', '£25.21'],
  ['Mastercard Credit', '18', '£820.17', '1.25%', '£10.25'],
  ['Visa Business', '7', '£380.00', '2.10%', '£7.98'],
];

const WORLDPAY_CHARGES: Array<[string, string]> = [
  ['Authorisation fees 412 @ 2.5p', '£10.30'],
  ['Terminal rental', '£19.95'],
  ['PCI DSS compliance fee', '£4.50'],
  ['Monthly service charge', '£12.00'],
];

/** Worldpay-style merchant statement: a card-type table, then other charges. */
export function worldpayStatement(): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Worldpay', 50, 50);
    doc.font('Helvetica').fontSize(10);
    doc.text('Merchant Statement', 50, 78);
    doc.text('The Corner Cafe Ltd, 12 High Street, Leeds LS1 4AB', 50, 94);
    doc.text('Merchant ID: 4400123456    Statement period: 01/03/2025 - 31/03/2025', 50, 108);
    doc.font('Helvetica-Bold');
    row(doc, 150, [
      [50, 'Card Type'],
      [200, 'Transactions'],
      [300, 'Value'],
      [400, 'Rate'],
      [470, 'Charges'],
    ]);
    doc.font('Helvetica');
    WORLDPAY_ROWS.forEach(([card, count, value, rate, charge], i) =>
      row(doc, 170 + i * 16, [
        [50, card],
        [200, count],
        [300, value],
        [400, rate],
        [470, charge],
      ]),
    );
    doc.font('Helvetica-Bold');
    row(doc, 255, [
      [50, 'Total'],
      [200, '412'],
      [300, '£12,345.67'],
      [470, '£75.87'],
    ]);
    doc.font('Helvetica');
    doc.text('Other charges', 50, 295);
    WORLDPAY_CHARGES.forEach(([label, amount], i) =>
      row(doc, 315 + i * 16, [
        [50, label],
        [470, amount],
      ]),
    );
    doc.font('Helvetica-Bold');
    row(doc, 387, [
      [50, 'Total charges for the period'],
      [470, '£122.62'],
    ]);
    doc.font('Helvetica').fontSize(8).text('Worldpay (UK) Limited. Registered in England No. 07316500.', 50, 760);
  });
}

/** The same Worldpay statement photographed: a JPEG of the table, read by OCR. */
export function worldpayStatementJpeg(): Buffer {
  const canvas = createCanvas(1700, 1150);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  const font = (size: number, bold = false) => `${bold ? 'bold ' : ''}${size}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  const cells = (y: number, texts: string[], xs = [70, 560, 830, 1140, 1390]) => texts.forEach((text, i) => ctx.fillText(text, xs[i], y));
  ctx.font = font(56, true);
  ctx.fillText('Worldpay', 70, 100);
  ctx.font = font(28);
  ctx.fillText('Merchant Statement', 70, 160);
  ctx.fillText('Statement period: 01/03/2025 - 31/03/2025', 70, 205);
  ctx.font = font(28, true);
  cells(290, ['Card Type', 'Transactions', 'Value', 'Rate', 'Charges']);
  ctx.font = font(28);
  WORLDPAY_ROWS.forEach((cellsOfRow, i) => cells(345 + i * 50, cellsOfRow));
  ctx.font = font(28, true);
  cells(605, ['Total', '412', '£12,345.67', '', '£75.87']);
  ctx.font = font(28);
  ctx.fillText('Other charges', 70, 700);
  WORLDPAY_CHARGES.forEach(([label, amount], i) => cells(755 + i * 50, [label, '', '', '', amount]));
  ctx.font = font(28, true);
  cells(985, ['Total charges for the period', '', '', '', '£122.62']);
  return canvas.toBuffer('image/jpeg', 92);
}

export const WORLDPAY_FIGURES = {
  monthlyTurnover: 12345.67,
  debitCardVolume: 9045,
  creditCardVolume: 2920.67,
  corporateCardVolume: 380,
  transactionsPerMonth: 412,
  averageTransaction: 29.97,
  currentProvider: 'Worldpay',
  currentDebitFee: 0.359,
  currentCreditFee: 1.214,
  currentCorporateCreditFee: 2.1,
  currentAuthFee: 2.5,
  currentMonthlyFees: 12,
  currentTerminalRental: 19.95,
  currentOtherFees: 4.5,
  currentTotalMonthlyCost: 122.62,
};

/** Barclaycard-style summary with 'Total Transactions' and 'Charges' lines. */
export function barclaycardStatement(): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('barclaycard');
    doc.font('Helvetica').fontSize(10).text('Payments');
    doc.moveDown().fontSize(14).text('Monthly Merchant Statement');
    doc.fontSize(10).text('Statement date: 31 March 2025');
    doc.text('Merchant number: 7012345678');
    doc.moveDown().font('Helvetica-Bold').text('Summary of your account').font('Helvetica');
    doc.text('Total Transactions: 1,284');
    doc.text('Total Value of Transactions: £48,210.55');
    doc.text('Debit Card Transactions: 1,050 totalling £36,400.00');
    doc.text('Credit Card Transactions: 220 totalling £10,210.55');
    doc.text('Commercial Card Transactions: 14 totalling £1,600.00');
    doc.moveDown().font('Helvetica-Bold').text('Charges').font('Helvetica');
    doc.text('Debit card service charge 0.42%');
    doc.text('Credit card service charge 1.35%');
    doc.text('Commercial card service charge 2.25%');
    doc.text('Authorisation charge per transaction £0.02');
    doc.text('Terminal hire £24.00');
    doc.text('Monthly minimum service charge £10.00');
    doc.font('Helvetica-Bold').text('Total Charges: £350.42').font('Helvetica');
    doc.moveDown().fontSize(8).text('Settlement is paid into your Barclays account ending 1234.');
  });
}

export const BARCLAYCARD_FIGURES = {
  monthlyTurnover: 48210.55,
  debitCardVolume: 36400,
  creditCardVolume: 10210.55,
  corporateCardVolume: 1600,
  transactionsPerMonth: 1284,
  averageTransaction: 37.55,
  currentProvider: 'Barclaycard Payments',
  currentDebitFee: 0.42,
  currentCreditFee: 1.35,
  currentCorporateCreditFee: 2.25,
  currentAuthFee: 2,
  currentMonthlyFees: 10,
  currentTerminalRental: 24,
  currentTotalMonthlyCost: 350.42,
};

/** Dojo-style simple monthly summary: labels and values in two columns, one blended view of fees. */
export function dojoStatement(): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.font('Helvetica-Bold').fontSize(22).text('dojo', 50, 50);
    doc.font('Helvetica').fontSize(12).text('Your monthly summary - March 2025', 50, 84);
    const lines: Array<[string, string]> = [
      ['Card payments taken', '£8,450.20'],
      ['Number of payments', '310'],
      ['Debit cards', '£5,900.00 (70%)'],
      ['Credit cards', '£2,550.20 (30%)'],
      ['Debit card rate', '0.3%'],
      ['Credit card rate', '0.7%'],
      ['Card fees', '£35.55'],
      ['Dojo Go rental', '£15.00'],
    ];
    lines.forEach(([label, value], i) =>
      row(doc, 130 + i * 22, [
        [50, label],
        [330, value],
      ]),
    );
  });
}

export const DOJO_FIGURES = {
  monthlyTurnover: 8450.2,
  debitCardVolume: 5900,
  creditCardVolume: 2550.2,
  transactionsPerMonth: 310,
  averageTransaction: 27.26,
  currentProvider: 'Dojo',
  currentDebitFee: 0.3,
  currentCreditFee: 0.7,
  currentTerminalRental: 15,
  currentTotalMonthlyCost: 50.55,
};

/** A SumUp-style statement as a photo/scan would give it: a PNG with large clear text. */
export function sumupStatementPng(): Buffer {
  const lines = [
    'SumUp',
    'Monthly statement',
    'Card sales: £8,450.20',
    'Number of transactions: 310',
    'Debit cards: £5,900.00',
    'Credit cards: £2,550.20',
    'Transaction fee: 1.69%',
    'Total fees: £142.81',
  ];
  const canvas = createCanvas(1400, 140 + lines.length * 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = '44px "DejaVu Sans", "Liberation Sans", sans-serif';
  lines.forEach((line, i) => ctx.fillText(line, 70, 110 + i * 80));
  return canvas.toBuffer('image/png');
}

export const SUMUP_FIGURES = {
  monthlyTurnover: 8450.2,
  debitCardVolume: 5900,
  creditCardVolume: 2550.2,
  transactionsPerMonth: 310,
  averageTransaction: 27.26,
  currentProvider: 'SumUp',
  currentDebitFee: 1.69,
  currentCreditFee: 1.69,
  currentTotalMonthlyCost: 142.81,
};

/** A scanned statement: a PDF holding only a picture, no text layer. */
export function scannedPdf(png: Buffer): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.image(png, 40, 40, { width: 515 });
  });
}

/** A white picture with nothing to read. */
export function blankPng(): Buffer {
  const canvas = createCanvas(800, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.toBuffer('image/png');
}

/** Groups of ' 000' after '£1' on the hostile line of hostileLineStatement. */
const HOSTILE_GROUPS = 100_000;

/**
 * A short statement whose text layer also holds one line of '£1' and 100,000 ' 000' groups
 * (400 KB: grouping such a figure used to take time quadratic in its groups). The line is set in a
 * 0.001 pt font so that all of it lies on the page: pdf.js leaves out text drawn off the page.
 */
export function hostileLineStatement(): Promise<Buffer> {
  return pdfOf((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Worldpay', 50, 50);
    doc.font('Helvetica').fontSize(10).text('Total sales £1,234.56', 50, 90).text('Number of transactions 12', 50, 110);
    doc.fontSize(0.001).text(`£1${' 000'.repeat(HOSTILE_GROUPS)}`, 50, 130, { lineBreak: false });
  });
}

export const HOSTILE_LINE_FIGURES = {
  monthlyTurnover: 1234.56,
  transactionsPerMonth: 12,
  averageTransaction: 102.88,
  currentProvider: 'Worldpay',
};

/** The first bytes of a real JPEG, then no frame header: the picture's size cannot be read. */
export function jpegWithoutSize(): Buffer {
  const canvas = createCanvas(200, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const jpeg = canvas.toBuffer('image/jpeg', 90);
  return Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(64)]);
}

/** A 'scan' on a page 10 points wide and 14,400 tall: rendered 1700 px wide it would be 4 gigapixels. */
export function stripScanPdf(): Promise<Buffer> {
  return pdfOf((doc) => doc.rect(0, 0, 10, 14_400).fill('#000'), { size: [10, 14_400], margin: 0 });
}
