import type { ProviderWithScores } from '../../../api/catalogueTypes';
import { formatGBP } from '../../../format';
import { rateRange } from '../catalogueView';
import type { Fact } from '../components/FactList';
import { PROVIDERS } from '../providerTexts';

const L = PROVIDERS.cardLabels;
const orNone = (text: string | null | undefined) => (text ? text : PROVIDERS.notGiven);
const money = (amount: number | null) => (amount === null ? PROVIDERS.notGiven : formatGBP(amount));

/** What a provider card shows: rates, fees, support, contract, ratings and the rental range, in GBP. */
export function providerFacts(provider: ProviderWithScores): Fact[] {
  const rental =
    provider.terminalRentalMin === null && provider.terminalRentalMax === null
      ? PROVIDERS.notGiven
      : PROVIDERS.perMonth(`${money(provider.terminalRentalMin)} - ${money(provider.terminalRentalMax)}`);
  return [
    { label: L.debit, value: rateRange(provider.debitFeeMin, provider.debitFeeMax) },
    { label: L.credit, value: rateRange(provider.creditFeeMin, provider.creditFeeMax) },
    { label: L.authorization, value: provider.authorizationFee === null ? PROVIDERS.notGiven : PROVIDERS.pence(String(provider.authorizationFee)) },
    { label: L.monthlyMinimum, value: money(provider.monthlyMinimumFee) },
    { label: L.setup, value: money(provider.setupFee) },
    { label: L.rental, value: rental },
    { label: L.support, value: orNone(provider.supportLocation) },
    { label: L.contract, value: provider.contractTermMonths === null ? PROVIDERS.notGiven : PROVIDERS.contractMonths(provider.contractTermMonths) },
    { label: L.delivery, value: orNone(provider.deliveryDays) },
    { label: L.rating, value: provider.merchantCompareRating === null ? PROVIDERS.notGiven : `${provider.merchantCompareRating}/5` },
    { label: L.trustpilot, value: provider.trustpilotRating === null ? PROVIDERS.notGiven : `${provider.trustpilotRating.toFixed(1)}/5` },
    { label: L.terminals, value: `${provider.liveTerminalCount} live of ${provider.terminalCount}` },
  ];
}
