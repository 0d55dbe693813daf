/**
 * A summary box as the words a person reads, written once for the wizard, the quote email and the
 * PDF: every row a label and a value, money as £1,234.56, rates to at most 2 decimal places, a term
 * the catalogue does not hold as 'not stated'.
 */
import { formatCount, formatGBP, formatPence } from './money';
import { NOT_STATED } from './summary-box';
import type { QuoteSummaryBox, SummaryBoxLine } from './summary-box';

export interface SummaryBoxRow {
  label: string;
  /** How the amount is reached ('0.48% of £7,000.00'), or '' for a plain figure. */
  detail: string;
  value: string;
}

export interface SummaryBoxText {
  title: string;
  monthlyRows: SummaryBoxRow[];
  monthlyTotal: SummaryBoxRow;
  annualTotal: SummaryBoxRow;
  oneOffRows: SummaryBoxRow[];
  termRows: SummaryBoxRow[];
  effectiveRateRows: SummaryBoxRow[];
  leaseWarning: string | null;
}

/** A rate with at most 2 decimal places and no trailing zeros beyond them: 0.4 -> '0.4%', 1.75 -> '1.75%'. */
function percentText(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

function lineDetail(line: SummaryBoxLine, minimumMonthlyCharge: number): string {
  if (line.key === 'other_monthly_fees') return '';
  if (line.basis === 'percent') return `${percentText(line.rate ?? 0)} of ${formatGBP(line.quantity ?? 0)}`;
  if (line.basis === 'pence_per_transaction') return `${formatPence(line.rate ?? 0)} x ${plural(line.quantity ?? 0, 'transaction', 'transactions')}`;
  if (line.basis === 'per_terminal') return `${formatGBP(line.rate ?? 0)} x ${plural(line.quantity ?? 0, 'terminal', 'terminals')}`;
  return `up to the ${formatGBP(minimumMonthlyCharge)} minimum`;
}

function orNotStated<T>(value: T | null, text: (value: T) => string): string {
  return value === null ? NOT_STATED : text(value);
}

/** A line's amount; the other monthly fees read 'not stated' when the catalogue does not state them. */
function lineValue(line: SummaryBoxLine, terms: QuoteSummaryBox['terms']): string {
  return line.key === 'other_monthly_fees' && terms.otherMonthlyFees === null ? NOT_STATED : formatGBP(line.amount);
}

const row = (label: string, value: string, detail = ''): SummaryBoxRow => ({ label, detail, value });

/** The box's rows in reading order (rules at the top of this file). */
export function summaryBoxText(box: QuoteSummaryBox): SummaryBoxText {
  const { terms, effectiveRate } = box;
  const saving = effectiveRate.savingMonthly;
  const points = effectiveRate.savingPercentagePoints;
  const pointsText =
    points === null ? '' : `, ${percentText(Math.abs(points)).slice(0, -1)} percentage points ${saving < 0 || points < 0 ? 'higher' : 'lower'}`;
  return {
    title: `${box.providerName}: summary box`,
    monthlyRows: box.lines.map((line) => row(line.label, lineValue(line, terms), lineDetail(line, box.minimumMonthlyCharge))),
    monthlyTotal: row('Monthly total', formatGBP(box.monthlyTotal)),
    annualTotal: row('A year (12 months)', formatGBP(box.annualTotal)),
    oneOffRows: box.oneOffFees.map((fee) => row(`${fee.label} (one-off)`, formatGBP(fee.amount))),
    termRows: [
      row('Minimum monthly charge', formatGBP(box.minimumMonthlyCharge), 'the least the transaction fees come to'),
      row(
        'Contract length',
        orNotStated(terms.contractTermMonths, (months) => (months === 0 ? 'No fixed term' : plural(months, 'month', 'months'))),
      ),
      row(
        'Notice period',
        orNotStated(terms.noticePeriodDays, (days) => plural(days, 'day', 'days')),
      ),
      row(
        'Exit fee',
        orNotStated(terms.exitFee, (fee) => (fee === 0 ? 'None' : formatGBP(fee))),
      ),
      row(
        'Terminal lease',
        orNotStated(terms.terminalLeaseMonths, (months) => plural(months, 'month', 'months')),
      ),
      row(
        'Settlement',
        orNotStated(terms.settlementTime, (text) => text),
      ),
      row(
        'Support hours',
        orNotStated(terms.supportHours, (text) => text),
      ),
      row(
        'Support location',
        orNotStated(terms.supportLocation, (text) => text),
      ),
    ],
    effectiveRateRows: [
      row('Effective rate today', orNotStated(effectiveRate.currentRatePercent, percentText), `${formatGBP(effectiveRate.currentMonthlyCost)} a month`),
      row(
        `Effective rate with ${box.providerName}`,
        orNotStated(effectiveRate.quoteRatePercent, percentText),
        `${formatGBP(effectiveRate.quoteMonthlyCost)} a month`,
      ),
      row(
        saving < 0 ? 'Additional cost' : 'Saving',
        `${formatGBP(Math.abs(saving))} a month${pointsText}`,
        `on ${formatGBP(effectiveRate.cardTurnover)} of card payments a month`,
      ),
    ],
    leaseWarning: box.leaseWarning,
  };
}
