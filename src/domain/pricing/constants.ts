/**
 * Business constants of the pricing (defaults, fallback rates, fee assumptions), written once for the browser and the server.
 */

/** Turnover used for calculation when none (or 0) is given (the calculation fallback). */
export const DEFAULT_CALCULATION_TURNOVER = 5000;
/** Turnover slider default shown in the UI. */
export const DEFAULT_UI_TURNOVER = 10000;
/** Average transaction value used when it is empty. */
export const DEFAULT_AVERAGE_TRANSACTION = 25;
/** Debit/credit share of turnover when volumes are missing or invalid percentages. */
export const DEFAULT_DEBIT_PERCENT = 70;
export const DEFAULT_CREDIT_PERCENT = 30;
/** Split defaults of the newer wizard. */
export const DEFAULT_PERSONAL_PERCENT = 80;
export const DEFAULT_UK_PERCENT = 95;
export const DEFAULT_FACE_TO_FACE_PERCENT = 80;
/** Default number of terminals. */
export const DEFAULT_NUMBER_OF_TERMINALS = 1;
/** Debit + credit above this means the volumes are amounts, otherwise percentages. */
export const VOLUME_PERCENT_THRESHOLD = 100;

/** One set of fallback rates for a current-cost estimate with missing rates (one of three). */
export interface FallbackRateSet {
  readonly name: string;
  readonly debitPercent: number;
  readonly creditPercent: number;
  readonly corporatePercent: number;
  readonly internationalPercent: number;
  /** Pence per transaction. */
  readonly authorizationFeePence: number;
  /** null: the set does not charge card-not-present volume ("not used"). */
  readonly cnpPercent: number | null;
  readonly monthlyFees: number;
  readonly terminalRental: number;
  /** true: terminalRental is per terminal and is multiplied by the number of terminals. */
  readonly isTerminalRentalPerTerminal: boolean;
}

/** The older helper's set when no rates are given. */
export const OLDER_HELPER_FALLBACK_RATES: FallbackRateSet = {
  name: 'older helper, no rates given',
  debitPercent: 0.8,
  creditPercent: 1.5,
  corporatePercent: 2.2,
  internationalPercent: 0.35,
  authorizationFeePence: 5,
  cnpPercent: null,
  monthlyFees: 15,
  terminalRental: 20,
  isTerminalRentalPerTerminal: false,
};

/** The newer live estimate's set: the set this product uses for market defaults and missing rates. */
export const NEWER_LIVE_ESTIMATE_FALLBACK_RATES: FallbackRateSet = {
  name: 'newer live estimate',
  debitPercent: 0.8,
  creditPercent: 1.4,
  corporatePercent: 2.4,
  internationalPercent: 2,
  authorizationFeePence: 4,
  cnpPercent: 0.25,
  monthlyFees: 25,
  terminalRental: 30,
  isTerminalRentalPerTerminal: true,
};

/**
 * The older step-3 helper's set when nothing is entered. Its authorization fee is given as 0.05,
 * i.e. £0.05 per transaction, stored here in pence (5p) like the other sets.
 */
export const OLDER_STEP3_FALLBACK_RATES: FallbackRateSet = {
  name: 'older step-3 helper when nothing entered',
  debitPercent: 0.8,
  creditPercent: 1.5,
  corporatePercent: 2.2,
  internationalPercent: 0.35,
  authorizationFeePence: 5,
  cnpPercent: null,
  monthlyFees: 15,
  terminalRental: 20,
  isTerminalRentalPerTerminal: false,
};

/** Provider cost fee assumptions (percent of the volume concerned). */
export const PROVIDER_CORPORATE_CREDIT_PERCENT = 2.4;
export const PROVIDER_INTERNATIONAL_PERCENT = 0.25;
export const PROVIDER_CARD_NOT_PRESENT_PERCENT = 0.25;

/**
 * The 'General Business' sector figures used when a sector has none (or the defaults call fails);
 * the 'other' sector stores them as its row. creditDebitSplitDefault is the credit share, %.
 */
export const GENERAL_BUSINESS_DEFAULTS = {
  sectorLabel: 'General Business',
  monthlyTurnoverDefault: 35000,
  averageTransactionDefault: 50,
  creditDebitSplitDefault: 65,
  personalCorporateSplitDefault: 80,
  ukInternationalSplitDefault: 95,
  f2fCnpSplitDefault: 75,
} as const;
