import { formatGBP } from '../../../format';
import type { BusinessData } from '../../businessData';
import { liveCurrentCost } from '../../pricing';

const SOURCE_TEXT: Record<string, string> = {
  total_cost_input: 'from the total you entered',
  calculated_from_rates: 'calculated from your rates',
  market_defaults: 'at typical market rates',
};

/** The live current-cost estimate, from the shared pricing module. */
export function CostEstimate({ data, isNewCustomer }: { data: BusinessData; isNewCustomer: boolean }) {
  const estimate = liveCurrentCost(data);
  return (
    <div className="cost-estimate" data-testid="cost-estimate">
      <p className="cost-estimate__label">{isNewCustomer ? 'Typical monthly cost for your volumes' : 'Your estimated current monthly cost'}</p>
      <p className="cost-estimate__value">{formatGBP(estimate.total)}</p>
      <p className="cost-estimate__source">{SOURCE_TEXT[estimate.source] ?? ''}</p>
    </div>
  );
}
