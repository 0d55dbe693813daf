/**
 * What the wizard sends: the business-data fields the server accepts
 * (src/profiles/dto/business-profile.dto.ts rejects unknown fields), with these coercions:
 * turnover and volumes have non-digits stripped and are parsed as floats (newer wizard) or
 * integers (older); an empty average transaction is 25 in the newer wizard. Blank fields are
 * left out ("not given").
 */
import { DEFAULT_AVERAGE_TRANSACTION, parseNumericInput, roundHalfAwayFromZero } from '@domain/pricing';
import type { BusinessData } from './businessData';
import type { ApplicationForm } from './validation';
import { VARIANT_FEATURES, type WizardVariant } from './variant';

/** '£10,000.50' -> 10000.5; blank or digit-free -> undefined. Keeps the first decimal point. */
export function parseFloatInput(text: string): number | undefined {
  return parseNumericInput(text);
}

/**
 * '£10,000' -> 10000 (older wizard). The pence after a decimal point are dropped first, so
 * '10000.50' is 10000, not 1000050.
 */
export function parseIntegerInput(text: string): number | undefined {
  const whole = text.split('.')[0] ?? '';
  const digits = whole.replace(/\D/g, '');
  if (digits === '') return undefined;
  const parsed = Number(digits);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

function amount(text: string, variant: WizardVariant): number | undefined {
  if (VARIANT_FEATURES[variant].numberParsing === 'integer') return parseIntegerInput(text);
  const parsed = parseFloatInput(text);
  return parsed === undefined ? undefined : roundHalfAwayFromZero(parsed, 2);
}

function decimal(text: string, places: number): number | undefined {
  const parsed = parseFloatInput(text);
  return parsed === undefined ? undefined : roundHalfAwayFromZero(parsed, places);
}

function wholeAtLeastOne(text: string): number | undefined {
  const parsed = parseFloatInput(text);
  if (parsed === undefined) return undefined;
  return Math.max(1, Math.floor(parsed));
}

function text(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The business profile body of POST and PUT /api/business-profiles (and the base of the comparison). */
export type ProfilePayload = Record<string, unknown> & { sessionId: string };

/**
 * Debit and credit volumes. The older wizard sends integers; when the two are shares of turnover
 * (adding up to 100 or less) the credit share is rounded and debit takes the rest, so the shares
 * still add up to 100 (73.47 / 26.53 becomes 73 / 27, not 73 / 26).
 */
function cardVolumes(data: BusinessData, variant: WizardVariant): { debit?: number; credit?: number } {
  const debit = amount(data.debitCardVolume, variant);
  const credit = amount(data.creditCardVolume, variant);
  const exactDebit = parseFloatInput(data.debitCardVolume);
  const exactCredit = parseFloatInput(data.creditCardVolume);
  if (VARIANT_FEATURES[variant].numberParsing === 'integer' && exactDebit !== undefined && exactCredit !== undefined && exactDebit + exactCredit <= 100) {
    const roundedCredit = Math.round(exactCredit);
    return { debit: Math.round(exactDebit + exactCredit) - roundedCredit, credit: roundedCredit };
  }
  return { debit, credit };
}

export function buildProfilePayload(data: BusinessData, variant: WizardVariant): ProfilePayload {
  const average = decimal(data.averageTransaction, 2);
  const volumes = cardVolumes(data, variant);
  const transactions = parseFloatInput(data.transactionsPerMonth);
  const fields: Record<string, unknown> = {
    businessType: text(data.businessType),
    businessName: text(data.businessName),
    businessSector: text(data.businessSector),
    paymentStatus: text(data.paymentStatus),
    monthlyTurnover: amount(data.monthlyTurnover, variant),
    debitCardVolume: volumes.debit,
    creditCardVolume: volumes.credit,
    corporateCardVolume: amount(data.corporateCardVolume, variant),
    transactionsPerMonth: transactions === undefined ? undefined : Math.round(transactions),
    averageTransaction: average ?? (variant === 'newer' ? DEFAULT_AVERAGE_TRANSACTION : undefined),
    currentProvider: text(data.currentProvider),
    paymentMethods: [...data.paymentMethods],
    cardTypes: [...data.cardTypes],
    needsIntegration: text(data.needsIntegration),
    integrationSpecific: text(data.integrationSpecific),
    terminalTypePreference: text(data.terminalTypePreference),
    softwareIntegrationPrefs: [...data.softwareIntegrationPrefs],
    connectivityPreferences: [...data.connectivityPreferences],
    numberOfTerminals: wholeAtLeastOne(data.numberOfTerminals),
    merchantAccounts: wholeAtLeastOne(data.merchantAccounts),
    currentTotalMonthlyCost: decimal(data.currentTotalMonthlyCost, 2),
    currentDebitFee: decimal(data.currentDebitFee, 4),
    currentCreditFee: decimal(data.currentCreditFee, 4),
    currentCorporateCreditFee: decimal(data.currentCorporateCreditFee, 4),
    currentAuthFee: decimal(data.currentAuthFee, 4),
    currentCnpFee: decimal(data.currentCnpFee, 4),
    currentInternationalFee: decimal(data.currentInternationalFee, 4),
    currentMonthlyFees: decimal(data.currentMonthlyFees, 2),
    currentTerminalRental: decimal(data.currentTerminalRental, 2),
    currentOtherFees: decimal(data.currentOtherFees, 2),
    personalCorporateSplit: [...data.personalCorporateSplit],
    ukInternationalSplit: [...data.ukInternationalSplit],
    f2fCnpSplit: [...data.f2fCnpSplit],
    calculatedPricing: data.calculatedPricing ?? undefined,
    step3CalculatedCurrentCost: data.step3CalculatedCurrentCost ?? undefined,
  };
  const payload: ProfilePayload = { sessionId: data.sessionId };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) payload[key] = value;
  return payload;
}

/** A profile body with the profile id added, when there is one. */
export function withProfileId(payload: ProfilePayload, id: string | undefined): ProfilePayload {
  return id ? { ...payload, id } : payload;
}

/** POST /api/compare-providers: the profile body with the profile id. */
export function buildComparePayload(data: BusinessData, variant: WizardVariant): ProfilePayload {
  return withProfileId(buildProfilePayload(data, variant), data.id);
}

export interface LeadSelection {
  businessProfileId: string;
  providerId: number;
  terminalId: number | null;
  quoteId: number | null;
}

/**
 * POST /api/leads. Both wizards record the chosen provider and terminal by id; the
 * newer one also sends the quote and the business data. The session id is not part of the
 * business data kept with the lead.
 */
export function buildLeadPayload(form: ApplicationForm, data: BusinessData, selection: LeadSelection, variant: WizardVariant): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    businessProfileId: selection.businessProfileId,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    timeline: form.timeline,
    consentMarketing: form.consentMarketing,
    selectedProvider: selection.providerId,
  };
  const companyName = form.companyName.trim() || data.businessName.trim();
  if (companyName) payload.companyName = companyName;
  if (form.additionalRequirements.trim()) payload.additionalRequirements = form.additionalRequirements.trim();
  if (selection.terminalId !== null) payload.selectedTerminal = selection.terminalId;
  if (VARIANT_FEATURES[variant].sendsSelectionWithLead) {
    if (selection.quoteId !== null) payload.quoteId = selection.quoteId;
    const { sessionId: _sessionId, ...businessData } = buildComparePayload(data, variant);
    payload.businessData = businessData;
  }
  return payload;
}

/** The body of POST /api/quotes/{id}/select (older wizard, at submit). */
export const QUOTE_SELECTION_REASONING = 'Customer selected this provider via the comparison wizard';
