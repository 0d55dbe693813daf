import { buildSummaryBox, calculateQuote, formatGBP, summaryBoxText } from '../domain/pricing';
import { summaryBoxEmailHtml, summaryBoxEmailText } from '../domain/email/summary-box-email';
import { providerFees, providerTerms } from '../comparison/provider-catalogue';
import type { EmailBlocks } from '../mail/template-render';
import type { BusinessProfile } from '../profiles/entities/business-profile.entity';
import type { Provider } from '../providers/entities/provider.entity';
import type { Terminal } from '../providers/entities/terminal.entity';
import type { Lead } from './entities/lead.entity';

import { AUTOMATED_EMAILS, AutomatedEmail } from '../domain/email/automated-emails';

/**
 * Which quote email a lead gets, and the figures in it (priced with the one pricing module): the
 * values of its placeholders and the {{summaryBox}} block, the summary box of the provider and
 * terminal the lead chose, built as the wizard and the PDF build it, so its lines add up to the
 * monthly total shown. The figures table's transaction fees, terminal rental and other monthly
 * fees add up to its total too.
 */
export function quoteEmail(
  lead: Lead,
  profile: BusinessProfile,
  provider: Provider,
  terminal: Terminal | null,
): { template: AutomatedEmail; values: Record<string, string>; blocks: EmailBlocks } {
  const fees = providerFees(provider);
  const quote = calculateQuote(profile, fees, terminal ? { monthlyRental: terminal.monthlyRental ?? 0, setupFee: terminal.setupFee ?? 0 } : null);
  const summary = buildSummaryBox({
    providerName: provider.name,
    inputs: quote.inputs,
    fees,
    cost: quote.cost,
    terms: providerTerms(provider),
    currentMonthlyCost: quote.currentCost.total,
  });
  const box = summaryBoxText(summary);
  // The figures table's other monthly fees read as the summary box's line (its label, and 'not stated' when the catalogue does not state them).
  const otherFees = box.monthlyRows[summary.lines.findIndex((line) => line.key === 'other_monthly_fees')];
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
      otherMonthlyFeesLabel: otherFees.label,
      otherMonthlyFees: otherFees.value,
      totalMonthlyCost: formatGBP(quote.cost.total),
      monthlySavings: formatGBP(quote.savings.monthly),
      annualSavings: formatGBP(quote.savings.annual),
    },
    blocks: { summaryBox: { html: summaryBoxEmailHtml(box), text: summaryBoxEmailText(box) } },
  };
}
