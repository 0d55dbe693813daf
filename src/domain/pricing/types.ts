/**
 * Types of the shared pricing module.
 *
 * This folder is imported by both the NestJS server and the browser wizard (Vite),
 * so it must stay free of framework imports and Node built-ins.
 */

/** A number as it may arrive from a form, browser storage or a JSON body. */
export type NumericInput = number | string | null | undefined;

/** A percentage: a number, a numeric string or a one-element list such as [80]. */
export type PercentInput = NumericInput | readonly NumericInput[];

export const PAYMENT_METHODS = ['epos', 'pdq', 'mid_only', 'moto', 'pay_by_link', 'online_gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Integration needs, in priority order (first wins). */
export const INTEGRATION_NEEDS = ['epos', 'gateway', 'api', 'website', 'none'] as const;
export type IntegrationNeed = (typeof INTEGRATION_NEEDS)[number];

export const TERMINAL_TYPES = ['countertop', 'portable', 'mobile', 'smart', 'epos', 'gateway'] as const;
export type TerminalType = (typeof TERMINAL_TYPES)[number];

export const BUSINESS_TYPES = ['retail', 'restaurant', 'online', 'trade'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export type CurrentCostSource = 'total_cost_input' | 'calculated_from_rates' | 'market_defaults' | 'step3_ui_calculation';

/** Sources produced by the estimate itself (the UI label is applied on top). */
export type EstimateSource = Exclude<CurrentCostSource, 'step3_ui_calculation'>;

export type Badge = 'CHEAPEST' | 'BEST MATCH' | 'Top Choice';

export type EntityId = number | string;

/**
 * The business data fields the pricing reads. Every field is optional and
 * loosely typed because the same object comes from the wizard state, browser storage and the
 * API body; `normalizePricingInputs` parses them (digits only) and fills the defaults.
 */
export interface PricingProfileInput {
  businessType?: string | null;
  paymentStatus?: string | null;
  monthlyTurnover?: NumericInput;
  debitCardVolume?: NumericInput;
  creditCardVolume?: NumericInput;
  corporateCardVolume?: NumericInput;
  transactionsPerMonth?: NumericInput;
  averageTransaction?: NumericInput;
  paymentMethods?: readonly string[] | null;
  needsIntegration?: string | null;
  numberOfTerminals?: NumericInput;
  currentTotalMonthlyCost?: NumericInput;
  currentDebitFee?: NumericInput;
  currentCreditFee?: NumericInput;
  currentCorporateCreditFee?: NumericInput;
  /** Pence per transaction. */
  currentAuthFee?: NumericInput;
  currentCnpFee?: NumericInput;
  currentInternationalFee?: NumericInput;
  currentMonthlyFees?: NumericInput;
  /** Total monthly terminal rental paid today (all terminals). */
  currentTerminalRental?: NumericInput;
  currentOtherFees?: NumericInput;
  personalCorporateSplit?: PercentInput;
  ukInternationalSplit?: PercentInput;
  f2fCnpSplit?: PercentInput;
}

/** How the debit and credit volumes were read. */
export type VolumeBasis = 'amounts' | 'percentages' | 'default_split';

/** The profile after coercion and defaults: every figure the calculations use. */
export interface PricingInputs {
  /** Turnover after the 5000 calculation fallback. */
  monthlyTurnover: number;
  isTurnoverFallback: boolean;
  volumeBasis: VolumeBasis;
  /** Monthly card volume the prices apply to: debitVolume + creditVolume. */
  cardTurnover: number;
  debitVolume: number;
  creditVolume: number;
  personalCreditVolume: number;
  corporateCreditVolume: number;
  internationalVolume: number;
  cardNotPresentVolume: number;
  averageTransaction: number;
  /** Transactions per month (entered, or card turnover / average value; not rounded). */
  transactions: number;
  numberOfTerminals: number;
  personalPercent: number;
  ukPercent: number;
  faceToFacePercent: number;
  paymentMethods: PaymentMethod[];
  integrationNeed: IntegrationNeed;
  businessType: string | null;
}

export interface TerminalInput {
  id: EntityId;
  name: string;
  type: TerminalType;
  monthlyRental: number;
  setupFee: number;
  hasHigherTransactionFees: boolean;
  maxRecommendedMonthlyVolume: number | null;
  status: string;
}

export interface ProviderInput<T extends TerminalInput = TerminalInput> {
  id: EntityId;
  name: string;
  debitFeeMin: number;
  debitFeeMax: number;
  creditFeeMin: number;
  creditFeeMax: number;
  /** Pence per transaction. */
  authorizationFee: number;
  monthlyMinimumFee: number;
  setupFee: number;
  terminalRentalMin: number;
  terminalRentalMax: number;
  /** Other fixed fees, £ a month (PCI compliance, service or account fees); 0 when none are stated. */
  otherMonthlyFees: number;
  merchantCompareRating: number | null;
  trustpilotRating: number | null;
  eposIntegration: boolean;
  features: readonly string[];
  paymentGateways: readonly string[];
  ecommercePlatforms: readonly string[];
  eposSystems: readonly string[];
  apiIntegrations: readonly string[];
  contractTermMonths: number | null;
  deliveryDays: string | null;
  supportLocation: string | null;
  terminals: readonly T[];
}

/** The provider fields the cost calculation reads. */
export type ProviderFees = Pick<
  ProviderInput,
  | 'debitFeeMin'
  | 'debitFeeMax'
  | 'creditFeeMin'
  | 'creditFeeMax'
  | 'authorizationFee'
  | 'monthlyMinimumFee'
  | 'setupFee'
  | 'terminalRentalMin'
  | 'terminalRentalMax'
  | 'otherMonthlyFees'
>;

/** The terminal fields the cost calculation reads when pricing with a chosen terminal. */
export type TerminalPricing = Pick<TerminalInput, 'monthlyRental' | 'setupFee'>;
