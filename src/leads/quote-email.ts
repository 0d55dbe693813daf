import { calculateQuote, formatGBP } from '../domain/pricing';
import { providerFees } from '../comparison/provider-catalogue';
import type { BusinessProfile } from '../profiles/entities/business-profile.entity';
import type { Provider } from '../providers/entities/provider.entity';
import type { Terminal } from '../providers/entities/terminal.entity';
import type { Lead } from './entities/lead.entity';

import { AUTOMATED_EMAILS, AutomatedEmail } from '../domain/email/automated-emails';

/** Which quote email a lead gets, and the figures in it (priced with the one pricing module). */
export function quoteEmail(
  lead: Lead,
  profile: BusinessProfile,
  provider: Provider,
  terminal: Terminal | null,
): { template: AutomatedEmail; values: Record<string, string> } {
  const quote = calculateQuote(
    profile,
    providerFees(provider),
    terminal ? { monthlyRental: terminal.monthlyRental ?? 0, setupFee: terminal.setupFee ?? 0 } : null,
  );
  const isSwitching = profile.paymentStatus === 'existing' || profile.paymentStatus === 'contract';
  return {
    template: isSwitching ? AUTOMATED_EMAILS.quoteEmailSwitchingCustomer : AUTOMATED_EMAILS.quoteEmailNewCustomer,
    values: {
      firstName: lead.firstName,
      businessName: profile.businessName ?? lead.companyName ?? '',
      businessType: profile.businessType ?? '',
      providerName: provider.name,
      terminalName: terminal?.name ?? '',
      applicationRef: lead.applicationReference,
      monthlyVolume: formatGBP(quote.inputs.cardTurnover),
      averageTransaction: formatGBP(quote.inputs.averageTransaction),
      transactionFees: formatGBP(quote.cost.transactionFees),
      terminalRental: formatGBP(quote.cost.terminalRental),
      totalMonthlyCost: formatGBP(quote.cost.total),
      monthlySavings: formatGBP(quote.savings.monthly),
      annualSavings: formatGBP(quote.savings.annual),
    },
  };
}
