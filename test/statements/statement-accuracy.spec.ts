import { Logger } from '@nestjs/common';
import { OcrService } from '../../src/statements/ocr.service';
import { PdfTextService } from '../../src/statements/pdf-text.service';
import { parseStatement, type StatementAnalysis } from '../../src/statements/statement-parser';
import { TesseractOcr } from '../../src/statements/tesseract-ocr';
import {
  CHARGE_FIELDS,
  HELD_OUT_STATEMENTS,
  heldOutPdf,
  heldOutPhoto,
  heldOutScan,
  type HeldOutStatement,
  type HeldOutTruth,
  VOLUME_FIELDS,
} from './held-out-statements';

/**
 * Statement reading measured on the held-out set (held-out-statements.ts): every statement as a
 * text PDF, a scanned PDF and a phone photo, read by the steps POST /api/analyze-document runs
 * (PDF text layer, else its pages rendered and OCR'd; OCR for pictures; then the parser). A field counts as right when the figure answered is the one a person reads (money to
 * the penny, rates to 0.001), and as wrong when it differs, is missing, or is answered where the
 * statement prints none. Floors (issue 25): 98% of the volume fields, 95% of the charges.
 */

const VOLUME_FLOOR = 0.98;
const CHARGES_FLOOR = 0.95;

type Format = 'text PDF' | 'scanned PDF' | 'phone photo';
type Scored = keyof HeldOutTruth;

/** The providers' names as the seeded table spells them, for the provider matcher. */
const PROVIDERS = [
  'Worldpay',
  'Barclaycard Payments',
  'Lloyds Cardnet',
  'Elavon',
  'Global Payments',
  'Paymentsense',
  'Takepayments',
  'Teya',
  'Fiserv',
  'Handepay',
];

interface Reading {
  statement: HeldOutStatement;
  format: Format;
  answer: StatementAnalysis;
}

/** The answer's figure for a scored field; 'otherMonthlyFees' is the wizard's monthly account fees + other monthly fees. */
function answered(data: StatementAnalysis['figures'], field: Scored): number | undefined {
  const num = (name: keyof StatementAnalysis['figures']) => {
    const value = data[name];
    return typeof value === 'number' ? value : undefined;
  };
  if (field !== 'otherMonthlyFees') return num(field);
  const parts = [num('currentMonthlyFees'), num('currentOtherFees')].filter((n): n is number => n !== undefined);
  return parts.length ? Math.round(parts.reduce((a, b) => a + b, 0) * 100) / 100 : undefined;
}

function isRight(expected: number | undefined, actual: number | undefined, field: Scored): boolean {
  if (expected === undefined || actual === undefined) return expected === actual;
  const tolerance = /Fee$/.test(field) && field !== 'otherMonthlyFees' ? 0.0005 : 0.005;
  return Math.abs(expected - actual) < tolerance;
}

function accuracy(readings: Reading[], fields: readonly Scored[]): { rate: number; byField: Record<string, string>; misses: string[] } {
  let right = 0;
  let total = 0;
  const byField: Record<string, string> = {};
  const misses: string[] = [];
  for (const field of fields) {
    let fieldRight = 0;
    for (const { statement, format, answer } of readings) {
      const expected = statement.truth[field];
      const actual = answered(answer.figures, field);
      if (isRight(expected, actual, field)) fieldRight += 1;
      else misses.push(`${statement.name} (${format}) ${field}: expected ${expected}, read ${actual}`);
    }
    byField[field] = `${fieldRight}/${readings.length} (${((fieldRight / readings.length) * 100).toFixed(1)}%)`;
    right += fieldRight;
    total += readings.length;
  }
  return { rate: right / total, byField, misses };
}

describe('Statement reading accuracy on the held-out set (text PDF, scanned PDF, phone photo)', () => {
  const pdf = new PdfTextService();
  const engine = new TesseractOcr();
  const ocr = new OcrService(engine);
  const readings: Reading[] = [];

  /** The text of an upload, as StatementsService.readText gets it. */
  async function textOf(buffer: Buffer, format: Format): Promise<string> {
    if (format === 'phone photo') return (await ocr.recognize([buffer])).join('\n');
    const content = await pdf.read(buffer);
    return content.pageImages.length ? (await ocr.recognize(content.pageImages)).join('\n') : content.text;
  }

  beforeAll(async () => {
    Logger.overrideLogger(false);
    let seed = 1;
    for (const statement of HELD_OUT_STATEMENTS) {
      const files: Array<[Format, Buffer]> = [
        ['text PDF', await heldOutPdf(statement)],
        ['scanned PDF', await heldOutScan(statement)],
        ['phone photo', heldOutPhoto(statement, seed++)],
      ];
      for (const [format, buffer] of files) {
        readings.push({ statement, format, answer: parseStatement(await textOf(buffer, format), PROVIDERS, { isOcr: format !== 'text PDF' }) });
      }
    }
    const volumes = accuracy(readings, VOLUME_FIELDS);
    const charges = accuracy(readings, CHARGE_FIELDS);
    console.log(
      [
        `Held-out statements: ${HELD_OUT_STATEMENTS.length} x 3 formats = ${readings.length} documents`,
        `Volume fields: ${(volumes.rate * 100).toFixed(1)}%`,
        ...Object.entries(volumes.byField).map(([field, score]) => `  ${field}: ${score}`),
        `Charges: ${(charges.rate * 100).toFixed(1)}%`,
        ...Object.entries(charges.byField).map(([field, score]) => `  ${field}: ${score}`),
        'Misread:',
        ...[...volumes.misses, ...charges.misses].map((miss) => `  ${miss}`),
      ].join('\n'),
    );
  }, 600_000);

  afterAll(async () => {
    await Promise.all([pdf.onModuleDestroy(), engine.onModuleDestroy()]);
  });

  it(`reads at least ${VOLUME_FLOOR * 100}% of the volume fields right`, () => {
    expect(accuracy(readings, VOLUME_FIELDS).rate).toBeGreaterThanOrEqual(VOLUME_FLOOR);
  });

  it(`reads at least ${CHARGES_FLOOR * 100}% of the charges right`, () => {
    expect(accuracy(readings, CHARGE_FIELDS).rate).toBeGreaterThanOrEqual(CHARGES_FLOOR);
  });
});
