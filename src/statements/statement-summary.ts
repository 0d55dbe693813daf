/**
 * The sentence shown after an analysis: what was found and what was not. Pure: no framework imports.
 */
import { formatCount, formatGBP, formatPence, formatPercent } from '../domain/pricing';
import type { StatementFigures } from './statement-parser';

export const NOTHING_FOUND_SUMMARY =
  'Nothing was found in this document: no card turnover, transaction count, provider, debit/credit split or fees could be read. Please enter your figures manually.';

const FEE_FIELDS = [
  'currentDebitFee',
  'currentCreditFee',
  'currentCorporateCreditFee',
  'currentAuthFee',
  'currentMonthlyFees',
  'currentTerminalRental',
  'currentOtherFees',
  'currentTotalMonthlyCost',
] as const;

function foundParts(f: StatementFigures): string[] {
  const parts: Array<string | false> = [
    f.monthlyTurnover !== undefined && `card turnover ${formatGBP(f.monthlyTurnover)}`,
    f.debitCardVolume !== undefined && `debit cards ${formatGBP(f.debitCardVolume)}`,
    f.creditCardVolume !== undefined && `credit cards ${formatGBP(f.creditCardVolume)}`,
    f.corporateCardVolume !== undefined && `corporate cards ${formatGBP(f.corporateCardVolume)}`,
    f.transactionsPerMonth !== undefined && `${formatCount(f.transactionsPerMonth)} transactions`,
    f.averageTransaction !== undefined && `average transaction ${formatGBP(f.averageTransaction)}`,
    f.currentProvider !== undefined && `provider ${f.currentProvider}`,
    f.currentDebitFee !== undefined && `debit rate ${formatPercent(f.currentDebitFee)}`,
    f.currentCreditFee !== undefined && `credit rate ${formatPercent(f.currentCreditFee)}`,
    f.currentCorporateCreditFee !== undefined && `corporate rate ${formatPercent(f.currentCorporateCreditFee)}`,
    f.currentAuthFee !== undefined && `authorisation fee ${formatPence(f.currentAuthFee)}`,
    f.currentMonthlyFees !== undefined && `monthly fees ${formatGBP(f.currentMonthlyFees)}`,
    f.currentTerminalRental !== undefined && `terminal rental ${formatGBP(f.currentTerminalRental)}`,
    f.currentOtherFees !== undefined && `other fees ${formatGBP(f.currentOtherFees)}`,
    f.currentTotalMonthlyCost !== undefined && `total charges ${formatGBP(f.currentTotalMonthlyCost)}`,
  ];
  return parts.filter((part): part is string => part !== false);
}

function missingParts(f: StatementFigures): string[] {
  const missing: string[] = [];
  if (f.monthlyTurnover === undefined) missing.push('card turnover');
  if (f.transactionsPerMonth === undefined) missing.push('transaction count');
  if (f.currentProvider === undefined) missing.push('provider');
  if (f.debitCardVolume === undefined && f.creditCardVolume === undefined) missing.push('debit/credit split');
  else if (f.debitCardVolume === undefined) missing.push('debit card volume');
  else if (f.creditCardVolume === undefined) missing.push('credit card volume');
  if (FEE_FIELDS.every((field) => f[field] === undefined)) missing.push('fees');
  return missing;
}

/** 'Found: card turnover £12,345.67, 412 transactions, provider Worldpay. Not found: debit/credit split, fees.' */
export function summariseFindings(figures: StatementFigures): string {
  const found = foundParts(figures);
  if (found.length === 0) return NOTHING_FOUND_SUMMARY;
  const missing = missingParts(figures);
  return `Found: ${found.join(', ')}.${missing.length ? ` Not found: ${missing.join(', ')}.` : ''}`;
}
