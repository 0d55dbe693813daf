/**
 * Shapes of the public API answers the wizard reads (public-site.md §3, §7). Only the fields the
 * wizard uses are listed; test/platform/wizard-api-types.e2e-spec.ts checks them against
 * openapi.yaml (names, fields always answered, nullability).
 */

export interface RecommendedTerminal {
  id: number;
  name: string;
  type: string;
  monthlyRental: number;
  setupFee: number;
}

export interface ProviderCostBreakdown {
  transactionFees?: number;
  terminalRental?: number;
  setupFee?: number;
  total?: number;
  debitRatePercent?: number;
  creditRatePercent?: number;
  authorizationFeePence?: number;
  transactions?: number;
  isMinimumApplied?: boolean;
  numberOfTerminals?: number;
}

/** One provider of POST /api/compare-providers. */
export interface ComparedProvider {
  id: number;
  name: string;
  logo: string | null;
  rank: number;
  isCheapest: boolean;
  isBestMatch: boolean;
  isTopChoice: boolean;
  badges: string[];
  matchScore: number;
  supportLocation: string | null;
  deliveryDays: string | null;
  contractTermMonths: number | null;
  debitFeeMin: number;
  debitFeeMax: number;
  creditFeeMin: number;
  creditFeeMax: number;
  /** Pence per transaction. */
  authorizationFee: number;
  terminalRentalMin: number;
  terminalRentalMax: number;
  monthlyMinimumFee: number;
  setupFee: number;
  /** £ a month. */
  estimatedMonthlyCost: number;
  /** £ a year; negative is an additional cost. */
  estimatedSavings: number;
  monthlySavings: number;
  costBreakdown: ProviderCostBreakdown;
  reasoning: string;
  merchantCompareRating: number | null;
  trustpilotRating: number | null;
  trustpilotUrl: string | null;
  features: string[];
  eposIntegration: boolean;
  recommendedTerminal: RecommendedTerminal | null;
}

export interface ComparisonResult {
  providers: ComparedProvider[];
  currentMonthlyCost: number;
  currentCostSource: string;
}

/** One terminal of GET /api/providers/{id}/terminals. */
export interface Terminal {
  id: number;
  providerId: number;
  name: string;
  type: string;
  description: string | null;
  detailedDescription: string | null;
  imageUrl: string | null;
  setupFee: number | null;
  monthlyRental: number | null;
  connectivity: string[] | null;
  features: string[] | null;
  suitableFor: string[] | null;
  specialFeatures: string[] | null;
  isRecommended: boolean;
  hasHigherTransactionFees: boolean;
  maxRecommendedMonthlyVolume: number | null;
  lowVolumeWarning: string | null;
  transactionFeeStructure: string | null;
}

export interface IndustryDefaults {
  sectorLabel: string;
  monthlyTurnoverDefault: number;
  averageTransactionDefault: number;
  /** Credit-card share of card turnover, %. */
  creditDebitSplitDefault: number;
  personalCorporateSplitDefault: number;
  ukInternationalSplitDefault: number;
  f2fCnpSplitDefault: number;
}

/** The figures a statement analysis found (all optional). */
export interface ExtractedData {
  monthlyTurnover?: number | null;
  debitCardVolume?: number | null;
  creditCardVolume?: number | null;
  corporateCardVolume?: number | null;
  transactionsPerMonth?: number | null;
  averageTransaction?: number | null;
  currentProvider?: string | null;
  currentDebitFee?: number | null;
  currentCreditFee?: number | null;
  currentCorporateCreditFee?: number | null;
  currentAuthFee?: number | null;
  currentMonthlyFees?: number | null;
  currentTerminalRental?: number | null;
  currentOtherFees?: number | null;
  currentTotalMonthlyCost?: number | null;
}

export interface DocumentAnalysis {
  extractedData: ExtractedData;
  summary?: string | null;
}

export interface LeadCreated {
  id: number;
  applicationReference: string;
  status: string;
}

export interface Quote {
  id: number;
  providerId: number;
  isSelected?: boolean;
}

export interface SavedProgress {
  state: Record<string, unknown>;
  /** A fresh session id for the saved profile; null when the state names none (a new profile is made). */
  sessionId: string | null;
  expiresAt: string;
}
