/**
 * Test fixture shared by the pricing, summary box and quote email specs (imported by specs only):
 * one provider's fees and one visitor's figures, so the worked figures in their comments agree.
 *
 * Provider: debit 0.30-0.50% (mean 0.40%), credit 1.00-1.40% (mean 1.20%), 5p authorisation,
 * monthly minimum £20, set-up £49, terminal rental £15-£25 (mean £20), no other monthly fees.
 *
 * Profile: turnover £10,000, average £25, 2 terminals, default splits:
 *   debit 7,000; personal credit 2,400; corporate 600; international 500; CNP 2,000; 400 transactions.
 */
import type { PricingProfileInput, ProviderFees } from './types';

export const PROVIDER_FEES: Readonly<ProviderFees> = {
  debitFeeMin: 0.3,
  debitFeeMax: 0.5,
  creditFeeMin: 1.0,
  creditFeeMax: 1.4,
  authorizationFee: 5,
  monthlyMinimumFee: 20,
  setupFee: 49,
  terminalRentalMin: 15,
  terminalRentalMax: 25,
  otherMonthlyFees: 0,
};

export const PRICING_PROFILE: Readonly<PricingProfileInput> = { monthlyTurnover: 10000, averageTransaction: 25, numberOfTerminals: 2 };
