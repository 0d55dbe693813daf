import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { pdfOf, scannedPdf } from './statement-fixtures';

/**
 * The held-out set that measures statement reading: UK acquirers' statements in their own layouts
 * (per-scheme lines without subtotals, label variants, charges with and without a printed total,
 * VAT lines, a misread average), each rendered three ways: a text PDF, a scanned PDF (a picture
 * only, read by OCR) and a phone photo (a tilted, noisy JPEG on off-white paper). Each statement
 * carries the figures a careful person reads from it. The parser's own unit tests use other
 * texts: these statements only measure it.
 */

/** A block of the statement: an optional heading, then rows of cells (label first). */
interface Block {
  heading?: string;
  rows: string[][];
}

export interface HeldOutStatement {
  name: string;
  /** What this statement tests (the failure kinds of issue 25). */
  kinds: string[];
  brand: string;
  header: string[];
  blocks: Block[];
  truth: HeldOutTruth;
}

/** The figures a person reads; 'otherMonthlyFees' is every fixed monthly fee besides terminal rental. */
export interface HeldOutTruth {
  monthlyTurnover?: number;
  debitCardVolume?: number;
  creditCardVolume?: number;
  corporateCardVolume?: number;
  transactionsPerMonth?: number;
  averageTransaction?: number;
  currentDebitFee?: number;
  currentCreditFee?: number;
  currentAuthFee?: number;
  currentTerminalRental?: number;
  otherMonthlyFees?: number;
  currentTotalMonthlyCost?: number;
}

export const VOLUME_FIELDS = [
  'monthlyTurnover',
  'debitCardVolume',
  'creditCardVolume',
  'corporateCardVolume',
  'transactionsPerMonth',
  'averageTransaction',
] as const;

export const CHARGE_FIELDS = [
  'currentDebitFee',
  'currentCreditFee',
  'currentAuthFee',
  'currentTerminalRental',
  'otherMonthlyFees',
  'currentTotalMonthlyCost',
] as const;

export const HELD_OUT_STATEMENTS: readonly HeldOutStatement[] = [
  {
    name: 'cardnet-per-scheme',
    kinds: ['per-scheme lines without subtotal', 'label variants', 'VAT on charges'],
    brand: 'Lloyds Bank Cardnet',
    header: ['Merchant statement', 'Harbour Fish Bar, 3 Quay Street, Bristol BS1 4DJ', 'Period: 01/04/2025 to 30/04/2025'],
    blocks: [
      {
        heading: 'Transactions by card scheme',
        rows: [
          ['Scheme', 'Items', 'Value'],
          ['Visa Debit', '612', '£11,016.00'],
          ['Debit Mastercard', '204', '£3,468.00'],
          ['Maestro', '31', '£527.00'],
          ['Visa Credit', '118', '£2,950.00'],
          ['Mastercard Credit', '64', '£1,600.00'],
          ['American Express', '21', '£735.00'],
          ['Total', '1,050', '£20,296.00'],
        ],
      },
      {
        heading: 'Charges',
        rows: [
          ['Visa Debit 0.40%', '£44.06'],
          ['Debit Mastercard 0.40%', '£13.87'],
          ['Maestro 0.40%', '£2.11'],
          ['Visa Credit 1.50%', '£44.25'],
          ['Mastercard Credit 1.50%', '£24.00'],
          ['American Express 1.50%', '£11.03'],
          ['Authorisation fees 1,050 @ 2p', '£21.00'],
          ['Terminal rental', '£22.50'],
          ['PCI DSS management fee', '£5.00'],
          ['Service charge', '£7.50'],
          ['Sub-total', '£195.32'],
          ['VAT @ 20% on non-exempt charges', '£7.00'],
          ['Total charges including VAT', '£202.32'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 20296,
      debitCardVolume: 15011,
      creditCardVolume: 5285,
      transactionsPerMonth: 1050,
      averageTransaction: 19.33,
      currentDebitFee: 0.4,
      currentCreditFee: 1.5,
      currentAuthFee: 2,
      currentTerminalRental: 22.5,
      otherMonthlyFees: 12.5,
      currentTotalMonthlyCost: 195.32,
    },
  },
  {
    name: 'elavon-consumer-commercial',
    kinds: ['per-scheme lines without subtotal', 'label variants (business debit)', 'VAT counted in'],
    brand: 'Elavon',
    header: ['Merchant Services Statement', 'Green Leaf Florists Ltd', 'Statement period 01/05/2025 - 31/05/2025'],
    blocks: [
      {
        heading: 'Card sales summary',
        rows: [
          ['Card', 'Count', 'Sales'],
          ['Visa Consumer Debit', '402', '£9,246.00'],
          ['Mastercard Consumer Debit', '150', '£3,450.00'],
          ['Visa Consumer Credit', '96', '£2,880.00'],
          ['Mastercard Consumer Credit', '41', '£1,230.00'],
          ['Visa Business Debit', '22', '£990.00'],
          ['Mastercard Commercial', '9', '£540.00'],
          ['Total sales', '720', '£18,336.00'],
        ],
      },
      {
        heading: 'Fees',
        rows: [
          ['Consumer debit rate 0.35%', '£44.44'],
          ['Consumer credit rate 1.10%', '£45.21'],
          ['Commercial rate 2.00%', '£30.60'],
          ['Authorisation fee 720 @ £0.03', '£21.60'],
          ['Terminal hire (1 terminal)', '£19.00'],
          ['Account maintenance fee', '£6.00'],
          ['Non-PCI compliance charge', '£30.00'],
          ['Total fees (excl. VAT)', '£196.85'],
          ['VAT', '£11.00'],
          ['Total payable', '£207.85'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 18336,
      debitCardVolume: 12696,
      creditCardVolume: 4110,
      corporateCardVolume: 1530,
      transactionsPerMonth: 720,
      averageTransaction: 25.47,
      currentDebitFee: 0.35,
      currentCreditFee: 1.1,
      currentAuthFee: 3,
      currentTerminalRental: 19,
      otherMonthlyFees: 36,
      currentTotalMonthlyCost: 196.85,
    },
  },
  {
    name: 'global-payments-no-total',
    kinds: ['charges without a printed total', 'subscription and PCI fees', 'VAT line not counted'],
    brand: 'Global Payments',
    header: ['Monthly merchant statement', 'Riverside Garage Services', 'June 2025'],
    blocks: [
      {
        heading: 'Summary',
        rows: [
          ['Gross sales', '£32,400.00'],
          ['Number of transactions', '864'],
          ['Average transaction value', '£37.50'],
          ['Debit card sales', '£21,600.00'],
          ['Credit card sales', '£10,800.00'],
        ],
      },
      {
        heading: 'Charges',
        rows: [
          ['Debit card charges @ 0.45%', '£97.20'],
          ['Credit card charges @ 1.55%', '£167.40'],
          ['Authorisation charges 864 @ 3p', '£25.92'],
          ['Terminal rental', '£25.00'],
          ['PCI compliance', '£7.50'],
          ['Subscription fee', '£5.00'],
          ['VAT on chargeable fees', '£7.50'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 32400,
      debitCardVolume: 21600,
      creditCardVolume: 10800,
      transactionsPerMonth: 864,
      averageTransaction: 37.5,
      currentDebitFee: 0.45,
      currentCreditFee: 1.55,
      currentAuthFee: 3,
      currentTerminalRental: 25,
      otherMonthlyFees: 12.5,
      currentTotalMonthlyCost: 328.02,
    },
  },
  {
    name: 'barclaycard-variants',
    kinds: ['label variants', 'total excluding VAT'],
    brand: 'Barclaycard',
    header: ['Payments', 'Merchant statement for The Old Bakery', 'Statement date: 31 July 2025'],
    blocks: [
      {
        heading: 'Your card takings',
        rows: [
          ['Card type', 'Number', 'Amount'],
          ['Visa Debit', '388', '£7,760.00'],
          ['Debit Mastercard', '140', '£2,800.00'],
          ['Visa Electron', '12', '£240.00'],
          ['Credit cards', '133', '£4,655.00'],
          ['Commercial debit', '18', '£810.00'],
          ['Total takings', '691', '£16,265.00'],
        ],
      },
      {
        heading: 'Charges',
        rows: [
          ['Debit card service charge 0.38%', '£41.04'],
          ['Credit card service charge 1.29%', '£60.05'],
          ['Commercial card service charge 1.95%', '£15.80'],
          ['Authorisation charge per transaction £0.025', '£17.28'],
          ['Terminal hire', '£24.00'],
          ['Monthly account fee', '£4.99'],
          ['Total charges (excluding VAT)', '£163.16'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 16265,
      debitCardVolume: 10800,
      creditCardVolume: 4655,
      corporateCardVolume: 810,
      transactionsPerMonth: 691,
      averageTransaction: 23.54,
      currentDebitFee: 0.38,
      currentCreditFee: 1.29,
      currentAuthFee: 2.5,
      currentTerminalRental: 24,
      otherMonthlyFees: 4.99,
      currentTotalMonthlyCost: 163.16,
    },
  },
  {
    name: 'worldpay-average-misread',
    kinds: ['average that disagrees with turnover / transactions'],
    brand: 'Worldpay',
    header: ['Merchant Statement', 'Blue Door Deli, 8 Mill Lane, York YO1 7HH', 'Statement period: 01/08/2025 - 31/08/2025'],
    blocks: [
      {
        heading: 'Summary',
        rows: [
          ['Total value of transactions', '£14,980.00'],
          ['Total number of transactions', '535'],
          // The statement's £28.00, misread: the figure the reader must not trust.
          ['Average transaction value', '£82.00'],
        ],
      },
      {
        heading: 'Card types',
        rows: [
          ['Card Type', 'Transactions', 'Value', 'Rate', 'Charges'],
          ['Visa Debit', '300', '£8,400.00', '0.30%', '£25.20'],
          ['Mastercard Debit', '110', '£3,080.00', '0.30%', '£9.24'],
          ['Visa Credit', '90', '£2,520.00', '0.95%', '£23.94'],
          ['Mastercard Credit', '35', '£980.00', '0.95%', '£9.31'],
        ],
      },
      {
        heading: 'Other charges',
        rows: [
          ['Authorisation fees 535 @ 2.5p', '£13.38'],
          ['Terminal rental', '£17.50'],
          ['PCI DSS compliance fee', '£4.50'],
          ['Total charges for the period', '£103.07'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 14980,
      debitCardVolume: 11480,
      creditCardVolume: 3500,
      transactionsPerMonth: 535,
      averageTransaction: 28,
      currentDebitFee: 0.3,
      currentCreditFee: 0.95,
      currentAuthFee: 2.5,
      currentTerminalRental: 17.5,
      otherMonthlyFees: 4.5,
      currentTotalMonthlyCost: 103.07,
    },
  },
  {
    name: 'paymentsense-scheme-charges',
    kinds: ['per-scheme lines without subtotal', 'service and PCI fees', 'VAT counted in'],
    brand: 'Paymentsense',
    header: ['Monthly statement', 'Hilltop Barbers', 'September 2025'],
    blocks: [
      {
        heading: 'Card transactions',
        rows: [
          ['Card', 'Transactions', 'Value'],
          ['Visa Debit', '250', '£5,250.00'],
          ['Maestro', '20', '£400.00'],
          ['Visa Credit', '60', '£1,560.00'],
          ['Mastercard Credit', '25', '£650.00'],
          ['Amex', '5', '£240.00'],
          ['Total', '360', '£8,100.00'],
        ],
      },
      {
        heading: 'Your charges',
        rows: [
          ['Debit transaction charges 0.50%', '£28.25'],
          ['Credit transaction charges 1.60%', '£39.20'],
          ['Transaction fee 360 @ 4p', '£14.40'],
          ['Card machine rental', '£19.99'],
          ['Monthly service fee', '£9.50'],
          ['PCI DSS fee', '£4.95'],
          ['Total charges', '£116.29'],
          ['VAT at 20%', '£6.89'],
          ['Total inc VAT', '£123.18'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 8100,
      debitCardVolume: 5650,
      creditCardVolume: 2450,
      transactionsPerMonth: 360,
      averageTransaction: 22.5,
      currentDebitFee: 0.5,
      currentCreditFee: 1.6,
      currentAuthFee: 4,
      currentTerminalRental: 19.99,
      otherMonthlyFees: 14.45,
      currentTotalMonthlyCost: 116.29,
    },
  },
  {
    name: 'takepayments-variants',
    kinds: ['label variants', 'per-scheme lines without subtotal', 'inclusive total with VAT'],
    brand: 'takepayments',
    header: ['Merchant statement', 'Sunrise Cafe', 'October 2025'],
    blocks: [
      {
        heading: 'Sales by card',
        rows: [
          ['Card', 'No.', 'Value'],
          ['V Pay', '15', '£180.00'],
          ['Visa Debit', '420', '£5,040.00'],
          ['Mastercard Debit', '160', '£1,920.00'],
          ['Maestro', '25', '£300.00'],
          ['Visa Credit', '70', '£1,190.00'],
          ['Mastercard Credit', '30', '£510.00'],
          ['Total', '720', '£9,140.00'],
        ],
      },
      {
        heading: 'Charges',
        rows: [
          ['Debit card rate 0.55%', '£40.92'],
          ['Credit card rate 1.45%', '£24.65'],
          ['Authorisation fees 720 @ 2p', '£14.40'],
          ['Terminal rental', '£15.00'],
          ['Online reporting subscription', '£3.00'],
          ['VAT @ 20%', '£3.60'],
          ['Total charges inc. VAT', '£101.57'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 9140,
      debitCardVolume: 7440,
      creditCardVolume: 1700,
      transactionsPerMonth: 720,
      averageTransaction: 12.69,
      currentDebitFee: 0.55,
      currentCreditFee: 1.45,
      currentAuthFee: 2,
      currentTerminalRental: 15,
      otherMonthlyFees: 3,
      currentTotalMonthlyCost: 97.97,
    },
  },
  {
    name: 'teya-blended',
    kinds: ['blended rate', 'total fees'],
    brand: 'Teya',
    header: ['Monthly summary', 'Northside Pizza Co', 'November 2025'],
    blocks: [
      {
        heading: 'Sales',
        rows: [
          ['Card sales', '£11,250.00'],
          ['Number of payments', '450'],
          ['Debit cards', '£8,100.00'],
          ['Credit cards', '£3,150.00'],
        ],
      },
      {
        heading: 'Fees',
        rows: [
          ['Transaction fee 1.29%', '£145.13'],
          ['Teya subscription', '£15.00'],
          ['Total fees', '£160.13'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 11250,
      debitCardVolume: 8100,
      creditCardVolume: 3150,
      transactionsPerMonth: 450,
      averageTransaction: 25,
      currentDebitFee: 1.29,
      currentCreditFee: 1.29,
      otherMonthlyFees: 15,
      currentTotalMonthlyCost: 160.13,
    },
  },
  {
    name: 'fiserv-purchasing',
    kinds: ['label variants (purchasing, fleet)', 'per-scheme lines without subtotal', 'service plan'],
    brand: 'Fiserv',
    header: ['Clover merchant statement', 'Station Road Motors', 'December 2025'],
    blocks: [
      {
        heading: 'Card summary',
        rows: [
          ['Card', 'Items', 'Amount'],
          ['Visa Debit', '510', '£25,500.00'],
          ['Mastercard Debit', '190', '£9,500.00'],
          ['Visa Credit', '140', '£9,800.00'],
          ['Mastercard Credit', '60', '£4,200.00'],
          ['Visa Purchasing', '12', '£2,400.00'],
          ['Mastercard Fleet', '8', '£1,600.00'],
          ['Total', '920', '£53,000.00'],
        ],
      },
      {
        heading: 'Fees',
        rows: [
          ['Debit card processing 0.29%', '£101.50'],
          ['Credit card processing 0.89%', '£124.60'],
          ['Commercial card processing 1.80%', '£72.00'],
          ['Authorisation fee per transaction £0.015', '£13.80'],
          ['Clover service plan', '£14.95'],
          ['Equipment rental', '£29.00'],
          ['Total fees', '£355.85'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 53000,
      debitCardVolume: 35000,
      creditCardVolume: 14000,
      corporateCardVolume: 4000,
      transactionsPerMonth: 920,
      averageTransaction: 57.61,
      currentDebitFee: 0.29,
      currentCreditFee: 0.89,
      currentAuthFee: 1.5,
      currentTerminalRental: 29,
      otherMonthlyFees: 14.95,
      currentTotalMonthlyCost: 355.85,
    },
  },
  {
    name: 'handepay-mismatch',
    kinds: ['card volumes that disagree with the turnover'],
    // Credit sales misprinted (£1,600.00 paid 1.70% = £27.20): the reader must flag the split, not guess.
    brand: 'Handepay',
    header: ['Merchant statement', 'Corner Shop Express', 'January 2026'],
    blocks: [
      {
        heading: 'Summary',
        rows: [
          ['Total card turnover', '£6,420.00'],
          ['Number of transactions', '428'],
          ['Average transaction', '£15.00'],
          ['Debit card sales', '£4,820.00'],
          ['Credit card sales', '£1,500.00'],
        ],
      },
      {
        heading: 'Charges',
        rows: [
          ['Debit card rate 0.60%', '£28.92'],
          ['Credit card rate 1.70%', '£27.20'],
          ['Authorisation fee 428 @ 5p', '£21.40'],
          ['Terminal rental', '£18.00'],
          ['PCI compliance fee', '£6.00'],
          ['Total charges', '£101.52'],
        ],
      },
    ],
    truth: {
      monthlyTurnover: 6420,
      debitCardVolume: 4820,
      creditCardVolume: 1500,
      transactionsPerMonth: 428,
      averageTransaction: 15,
      currentDebitFee: 0.6,
      currentCreditFee: 1.7,
      currentAuthFee: 5,
      currentTerminalRental: 18,
      otherMonthlyFees: 6,
      currentTotalMonthlyCost: 101.52,
    },
  },
];

/** Cell x positions, as fractions of the printable width, for a row of `n` cells. */
function columnsOf(n: number): number[] {
  if (n === 1) return [0];
  if (n === 2) return [0, 0.72];
  const first = n > 3 ? 0.36 : 0.5;
  const step = (0.86 - first) / (n - 2);
  return [0, ...Array.from({ length: n - 1 }, (_, i) => first + i * step)];
}

/** The statement as a text PDF (pdfkit), as the acquirer's portal gives it. */
export function heldOutPdf(statement: HeldOutStatement): Promise<Buffer> {
  return pdfOf((doc) => {
    const left = 50;
    const width = 495;
    doc.font('Helvetica-Bold').fontSize(20).text(statement.brand, left, 50);
    doc.font('Helvetica').fontSize(10);
    let y = 80;
    for (const line of statement.header) {
      doc.text(line, left, y, { lineBreak: false });
      y += 15;
    }
    for (const block of statement.blocks) {
      y += 14;
      if (block.heading) {
        doc.font('Helvetica-Bold').text(block.heading, left, y, { lineBreak: false }).font('Helvetica');
        y += 18;
      }
      for (const cells of block.rows) {
        columnsOf(cells.length).forEach((x, i) => doc.text(cells[i], left + x * width, y, { lineBreak: false }));
        y += 15;
      }
    }
  });
}

interface PictureStyle {
  paper: string;
  ink: string;
  /** Degrees. */
  tilt: number;
  /** Specks of dirt and sensor noise per million pixels. */
  specks: number;
}

/** A small seeded generator, so each photo is the same in every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function drawStatement(ctx: SKRSContext2D, statement: HeldOutStatement, width: number): void {
  const left = 90;
  const inner = width - 2 * left;
  const font = (size: number, bold = false) => `${bold ? 'bold ' : ''}${size}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  ctx.font = font(54, true);
  ctx.fillText(statement.brand, left, 110);
  ctx.font = font(27);
  let y = 175;
  for (const line of statement.header) {
    ctx.fillText(line, left, y);
    y += 42;
  }
  for (const block of statement.blocks) {
    y += 36;
    if (block.heading) {
      ctx.font = font(27, true);
      ctx.fillText(block.heading, left, y);
      ctx.font = font(27);
      y += 50;
    }
    for (const cells of block.rows) {
      columnsOf(cells.length).forEach((x, i) => ctx.fillText(cells[i], left + x * inner, y));
      y += 44;
    }
  }
}

function heightOf(statement: HeldOutStatement): number {
  const rows = statement.blocks.reduce((n, block) => n + block.rows.length, 0);
  return 260 + statement.header.length * 42 + statement.blocks.length * 86 + rows * 44;
}

function picture(statement: HeldOutStatement, style: PictureStyle, seed: number): Canvas {
  const width = 1700;
  const height = heightOf(statement);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = style.paper;
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate((style.tilt * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = style.ink;
  drawStatement(ctx, statement, width);
  ctx.restore();
  const random = seeded(seed);
  const specks = Math.round((style.specks * width * height) / 1_000_000);
  for (let i = 0; i < specks; i += 1) {
    const shade = Math.round(90 + random() * 120);
    ctx.fillStyle = `rgba(${shade}, ${shade}, ${shade}, ${0.25 + random() * 0.35})`;
    ctx.fillRect(random() * width, random() * height, 1 + random() * 2, 1 + random() * 2);
  }
  return canvas;
}

/** The statement printed and scanned: a clean PNG placed in a PDF without a text layer. */
export function heldOutScan(statement: HeldOutStatement): Promise<Buffer> {
  return scannedPdf(picture(statement, { paper: '#ffffff', ink: '#000000', tilt: 0, specks: 20 }, 7).toBuffer('image/png'));
}

/** The paper statement photographed with a phone: off-white, slightly tilted, specks, a lossy JPEG. */
export function heldOutPhoto(statement: HeldOutStatement, seed: number): Buffer {
  const tilt = seed % 2 === 0 ? 0.6 : -0.5;
  return picture(statement, { paper: '#eeeae0', ink: '#2a2a2a', tilt, specks: 150 }, seed).toBuffer('image/jpeg', 72);
}
