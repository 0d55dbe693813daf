/**
 * How sure the statement reading is of each figure it filled in, and which figures it asks the
 * visitor to check (the API's `confidence` and `checks`). Every figure stays editable; these say
 * which ones to look at. Pure: the texts here, the rendering in the step's components.
 */
import type { DocumentAnalysis } from '../api/types';

export type FigureConfidences = DocumentAnalysis['confidence'];
export type FigureChecks = DocumentAnalysis['checks'];
export type StatementFigure = FigureChecks[number]['field'];

export interface StatementReview {
  confidence: FigureConfidences;
  checks: FigureChecks;
}

/** A line under a field filled in from the statement. */
export interface FieldNote {
  text: string;
  /** The reading disagrees with the other figures: please check it. */
  isWarning: boolean;
}

const CONFIDENCE_TEXTS: Record<NonNullable<FigureConfidences[StatementFigure]>, string> = {
  high: 'Read from your statement: high confidence.',
  medium: 'Read from your statement: medium confidence, worth a look.',
  low: 'Read from your statement: low confidence, please check this figure.',
};

/** Names of the figures as the step shows them, for the list of checks. */
export const STATEMENT_FIGURE_LABELS: Record<StatementFigure, string> = {
  monthlyTurnover: 'Monthly turnover',
  debitCardVolume: 'Debit card volume',
  creditCardVolume: 'Credit card volume',
  corporateCardVolume: 'Corporate card volume',
  transactionsPerMonth: 'Monthly transactions',
  averageTransaction: 'Average transaction value',
  currentProvider: 'Current provider',
  currentDebitFee: 'Debit card rate',
  currentCreditFee: 'Credit card rate',
  currentCorporateCreditFee: 'Corporate card rate',
  currentAuthFee: 'Authorisation fee',
  currentMonthlyFees: 'Monthly account fees',
  currentTerminalRental: 'Terminal rental',
  currentOtherFees: 'Other monthly fees',
  currentTotalMonthlyCost: 'Total monthly card processing cost',
};

/** The note for a field: its check when it has one, else its confidence; none when the statement did not fill it. */
export function figureNote(review: StatementReview | null, field: string): FieldNote | undefined {
  if (!review || !(field in STATEMENT_FIGURE_LABELS)) return undefined;
  const figure = field as StatementFigure;
  const check = review.checks.find((c) => c.field === figure);
  if (check) return { text: check.message, isWarning: true };
  const confidence = review.confidence[figure];
  return confidence ? { text: CONFIDENCE_TEXTS[confidence], isWarning: confidence === 'low' } : undefined;
}
