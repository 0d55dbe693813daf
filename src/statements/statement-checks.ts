/**
 * Reconciles the figures read from a statement with each other, so that a misread figure is named
 * instead of passed on: the card volumes against the turnover, the average against turnover /
 * transactions, the total charges against the charge lines (and their VAT). Each figure gets a
 * confidence the wizard shows; a figure that disagrees gets a check asking the visitor to look at
 * it. Figures are only changed where arithmetic settles them (an average from a confirmed turnover
 * and count; a total that is the listed charges plus VAT or lost its decimal point; the one charge
 * line that makes a printed total add up), never guessed. Pure: no framework imports.
 */
import { formatGBP, roundMoney, sumMoney } from '../domain/pricing';
import type { FigureName, StatementFigures } from './statement-parser';

/**
 * high: printed, and agrees with the figures it can be checked against (or printed in a text PDF
 * where nothing checks it); medium: worked out from other figures, or read by OCR with nothing to
 * confirm it; low: it disagrees with the others: please check it.
 */
export type FigureConfidence = 'high' | 'medium' | 'low';

export const FIGURE_CONFIDENCES: readonly FigureConfidence[] = ['high', 'medium', 'low'];

export interface FigureCheck {
  field: FigureName;
  message: string;
}

/** The ending of every check message: the visitor is asked, the reader does not guess. */
export const PLEASE_CHECK = 'please check this figure.';

type Card = 'debit' | 'credit' | 'corporate';

/** What the parser read, before it is reconciled. */
export interface Evidence {
  printedTurnover?: number;
  /** The card-count rows added up, when the card rows carry counts. */
  cardCountSum?: number;
  printedCount?: number;
  printedAverage?: number;
  /** A total of the charges printed without VAT, or not saying. */
  printedTotal?: number;
  /** A total printed as including VAT. */
  totalWithVat?: number;
  vat?: number;
  /** The charge lines: processing (card charges), authorisation charges and the fixed fees. */
  processing?: number;
  authCharges?: number;
  monthly: number[];
  rental: number[];
  other: number[];
  /** What each card type was charged, to check its rate against its volume. */
  cardCharges: Record<Card, number | undefined>;
}

const CARD_FIELDS: Record<Card, { volume: FigureName; rate: FigureName }> = {
  debit: { volume: 'debitCardVolume', rate: 'currentDebitFee' },
  credit: { volume: 'creditCardVolume', rate: 'currentCreditFee' },
  corporate: { volume: 'corporateCardVolume', rate: 'currentCorporateCreditFee' },
};

const FIXED_FEES = [
  ['rental', 'currentTerminalRental'],
  ['monthly', 'currentMonthlyFees'],
  ['other', 'currentOtherFees'],
] as const;

/** Pounds that agree once rounding is allowed for. */
const agrees = (a: number, b: number, tolerance: number): boolean => Math.abs(a - b) <= tolerance;
const PENNIES = 0.02;
const total = (values: number[]): number | undefined => (values.length ? sumMoney(...values) : undefined);

export interface Reconciled {
  figures: StatementFigures;
  confidence: Partial<Record<FigureName, FigureConfidence>>;
  checks: FigureCheck[];
  /** Figures now worked out from others (added to the parser's list). */
  calculated: FigureName[];
}

class Ledger {
  readonly confirmed = new Set<FigureName>();
  readonly checks: FigureCheck[] = [];
  readonly calculated: FigureName[] = [];

  constructor(readonly figures: StatementFigures) {}

  confirm(...fields: FigureName[]): void {
    for (const field of fields) if (this.figures[field] !== undefined) this.confirmed.add(field);
  }

  flag(field: FigureName, message: string): void {
    if (!this.checks.some((check) => check.field === field)) this.checks.push({ field, message: `${message}: ${PLEASE_CHECK}` });
  }

  replace(field: 'averageTransaction' | 'currentTotalMonthlyCost' | 'currentTerminalRental' | 'currentMonthlyFees' | 'currentOtherFees', value: number): void {
    this.figures[field] = value;
    this.calculated.push(field);
  }
}

/** What the volumes check found: the turnover agrees with the cards, or which side is out of line. */
type VolumesFinding = 'agree' | 'turnover out of line' | 'other';

/** Debit + credit + corporate against the printed turnover; count x average says which side to trust. */
function checkVolumes(l: Ledger, e: Evidence): VolumesFinding {
  const f = l.figures;
  if (e.printedTurnover === undefined || f.debitCardVolume === undefined || f.creditCardVolume === undefined) return 'other';
  const cards = (['debitCardVolume', 'creditCardVolume', 'corporateCardVolume'] as const).filter((field) => f[field] !== undefined);
  const cardSum = sumMoney(...cards.map((field) => f[field] ?? 0));
  const tolerance = Math.max(1, e.printedTurnover * 0.005);
  if (agrees(cardSum, e.printedTurnover, tolerance)) {
    l.confirm('monthlyTurnover', ...cards);
    return 'agree';
  }
  const count = e.printedCount ?? e.cardCountSum;
  const byAverage = e.printedAverage !== undefined && count ? e.printedAverage * count : undefined;
  const averageTolerance = count ? Math.max(count * 0.006, tolerance) : tolerance;
  const message = `Debit, credit and corporate card volumes add up to ${formatGBP(cardSum)}, not the turnover of ${formatGBP(e.printedTurnover)}`;
  if (byAverage !== undefined && agrees(byAverage, e.printedTurnover, averageTolerance)) {
    for (const field of cards) l.flag(field, message);
  } else if (byAverage !== undefined && agrees(byAverage, cardSum, averageTolerance)) {
    l.flag('monthlyTurnover', `The turnover read (${formatGBP(e.printedTurnover)}) does not match the card volumes, which add up to ${formatGBP(cardSum)}`);
    l.confirm('transactionsPerMonth', 'averageTransaction', ...cards);
    return 'turnover out of line';
  } else {
    for (const field of ['monthlyTurnover', ...cards] as const) l.flag(field, message);
  }
  return 'other';
}

/**
 * The printed average against turnover / transactions. When the turnover is confirmed by the card
 * volumes the average is the figure out of line (it is itself turnover / transactions on the
 * statement): it becomes turnover / transactions and is flagged; otherwise all three are flagged.
 */
function checkAverage(l: Ledger, e: Evidence, isTurnoverConfirmed: boolean): void {
  const f = l.figures;
  if (e.cardCountSum !== undefined && e.printedCount !== undefined && e.cardCountSum === e.printedCount) l.confirm('transactionsPerMonth');
  const turnover = f.monthlyTurnover;
  const count = f.transactionsPerMonth;
  if (e.printedAverage === undefined || !turnover || !count) return;
  const derived = roundMoney(turnover / count);
  if (agrees(e.printedAverage, derived, Math.max(0.015, derived * 0.01))) {
    l.confirm('monthlyTurnover', 'transactionsPerMonth', 'averageTransaction');
    return;
  }
  const message = `The average transaction read (${formatGBP(e.printedAverage)}) does not match turnover / transactions (${formatGBP(derived)})`;
  if (isTurnoverConfirmed) {
    l.replace('averageTransaction', derived);
    l.flag('averageTransaction', `${message}; ${formatGBP(derived)} is shown`);
    if (!l.confirmed.has('transactionsPerMonth')) l.flag('transactionsPerMonth', message);
    return;
  }
  for (const field of ['averageTransaction', 'transactionsPerMonth', 'monthlyTurnover'] as const) l.flag(field, message);
}

/** The sum of the charge lines, after `fixed` (the fixed fees as they stand). */
function lineSum(e: Evidence, fixed: Record<(typeof FIXED_FEES)[number][0], number | undefined>): number | undefined {
  if (e.processing === undefined) return undefined;
  return sumMoney(e.processing, e.authCharges ?? 0, fixed.rental ?? 0, fixed.monthly ?? 0, fixed.other ?? 0);
}

/**
 * Total charges excluding VAT. A printed total is checked against the charge lines: one that is
 * the lines plus the VAT line loses the VAT; one that is 100 times the lines lost its decimal point
 * in OCR; a fixed fee larger than the whole total was misread and is what makes the total add up.
 * A total printed only with VAT loses the VAT line's amount. Without a total, the lines' sum.
 */
function checkTotal(l: Ledger, e: Evidence): void {
  const f = l.figures;
  const fixed = { rental: total(e.rental), monthly: total(e.monthly), other: total(e.other) };
  const printed = e.printedTotal ?? (e.totalWithVat !== undefined && e.vat !== undefined ? roundMoney(e.totalWithVat - e.vat) : undefined);
  if (printed !== undefined && e.printedTotal === undefined) l.replace('currentTotalMonthlyCost', printed);

  if (printed !== undefined) {
    for (const [name, field] of FIXED_FEES) {
      const lines = e[name];
      const misread = lines.findIndex((amount) => amount > printed);
      if (misread === -1) continue;
      const others = lineSum(e, { ...fixed, [name]: sumMoney(...lines.filter((_, i) => i !== misread), 0) });
      const mended = others === undefined ? undefined : roundMoney(printed - others);
      if (mended === undefined || mended <= 0) continue;
      const value = sumMoney(...lines.filter((_, i) => i !== misread), mended);
      fixed[name] = value;
      l.replace(field, value);
      l.flag(
        field,
        `A charge of ${formatGBP(lines[misread])} is more than the total charges of ${formatGBP(printed)}; ${formatGBP(mended)} makes the charges add up`,
      );
    }
  }

  const summed = lineSum(e, fixed);
  const parts: FigureName[] = ['currentTotalMonthlyCost', 'currentAuthFee', 'currentTerminalRental', 'currentMonthlyFees', 'currentOtherFees'];
  if (printed === undefined) {
    if (summed !== undefined) {
      l.replace('currentTotalMonthlyCost', summed);
    } else if (e.totalWithVat !== undefined) {
      f.currentTotalMonthlyCost = e.totalWithVat;
      l.flag('currentTotalMonthlyCost', `The total charges read (${formatGBP(e.totalWithVat)}) include VAT, and the VAT could not be read`);
    }
    return;
  }
  if (summed === undefined || agrees(printed, summed, PENNIES)) {
    if (summed !== undefined) l.confirm(...parts);
    return;
  }
  if (e.vat !== undefined && agrees(printed - e.vat, summed, PENNIES)) {
    l.replace('currentTotalMonthlyCost', summed);
    l.confirm(...parts);
    return;
  }
  if (agrees(printed / 100, summed, PENNIES)) {
    l.replace('currentTotalMonthlyCost', summed);
    l.flag(
      'currentTotalMonthlyCost',
      `The total charges read (${formatGBP(printed)}) look like the charges listed (${formatGBP(summed)}) without their decimal point`,
    );
    return;
  }
  l.flag('currentTotalMonthlyCost', `The charges listed add up to ${formatGBP(summed)}, not the total charges of ${formatGBP(printed)} read`);
}

/** A card type's rate against what it was charged for its volume. */
function checkRates(l: Ledger, e: Evidence): void {
  for (const card of ['debit', 'credit', 'corporate'] as const) {
    const { volume, rate } = CARD_FIELDS[card];
    const v = l.figures[volume];
    const r = l.figures[rate];
    const charged = e.cardCharges[card];
    if (typeof v !== 'number' || typeof r !== 'number' || charged === undefined) continue;
    if (agrees((v * r) / 100, charged, Math.max(0.05, charged * 0.01))) l.confirm(rate);
  }
}

/** The figures reconciled, with a confidence for each and a check for each that looks wrong. */
export function reconcile(figures: StatementFigures, evidence: Evidence, calculated: readonly FigureName[], isOcr: boolean): Reconciled {
  const l = new Ledger({ ...figures });
  const volumes = checkVolumes(l, evidence);
  // When the turnover is the figure out of line, count x average already agreed with the cards.
  if (volumes !== 'turnover out of line') checkAverage(l, evidence, volumes === 'agree');
  checkTotal(l, evidence);
  checkRates(l, evidence);
  const allCalculated = [...new Set([...calculated, ...l.calculated])];
  const flagged = new Set(l.checks.map((check) => check.field));
  const confidence: Partial<Record<FigureName, FigureConfidence>> = {};
  for (const field of Object.keys(l.figures) as FigureName[]) {
    if (flagged.has(field)) confidence[field] = 'low';
    else if (l.confirmed.has(field)) confidence[field] = 'high';
    else confidence[field] = isOcr || allCalculated.includes(field) ? 'medium' : 'high';
  }
  return { figures: l.figures, confidence, checks: l.checks, calculated: allCalculated };
}
