import { rangeViolations } from '../../domain/catalogue-rules/bounds';
import { TERMINAL_TYPES } from '../../providers/entities/terminal.entity';
import {
  EMAIL_TEMPLATE_SEEDS,
  TASK_REMINDER_PLACEHOLDERS,
  TASK_REMINDER_TEMPLATE,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_SAMPLE_VALUES,
} from './email-templates.data';
import { INDUSTRY_DEFAULT_SEEDS } from './industry-defaults.data';
import { PROVIDER_SEEDS } from './providers.data';

/** The option lists of the provider forms and the wizard that the seed data must stay within. */
const CONTRACT_TERMS = [0, 12, 18, 24, 36];
const SUPPORT_LOCATIONS = ['UK', 'UK & Ireland', 'Europe', 'International'];
const DELIVERY_OPTIONS = ['Same day', '1-2 days', '3-5 days', '5-10 days', '10+ days'];
const PAYMENT_TYPES = ['Visa/Mastercard', '+Amex', 'All major cards', 'All cards + digital wallets'];
const CONNECTION_METHODS = ['WiFi/Ethernet', '+4G', 'All connectivity options', 'API integration only'];
const FEE_STRUCTURES = ['Standard rates', 'Higher per-transaction fees', 'Volume-based pricing', 'Fixed monthly + standard rates'];
const CONNECTIVITY = ['ethernet', 'wifi', '4g', 'bluetooth', 'dial_up'];

/** Each problem as a readable line, so a failure names the provider and field. */
function problems<T>(items: T[], check: (item: T) => (string | false)[]): string[] {
  return items.flatMap((item) => check(item).filter((problem): problem is string => problem !== false));
}

describe('provider seed data', () => {
  it('keeps every provider within the option lists and input ranges of the back-office', () => {
    const found = problems(PROVIDER_SEEDS, (p) => [
      !CONTRACT_TERMS.includes(p.contractTermMonths ?? -1) && `${p.name}: contract ${p.contractTermMonths}`,
      !SUPPORT_LOCATIONS.includes(p.supportLocation ?? '') && `${p.name}: support ${p.supportLocation}`,
      !DELIVERY_OPTIONS.includes(p.deliveryDays ?? '') && `${p.name}: delivery ${p.deliveryDays}`,
      !PAYMENT_TYPES.includes(p.paymentTypes ?? '') && `${p.name}: payment types ${p.paymentTypes}`,
      !CONNECTION_METHODS.includes(p.connectionMethods ?? '') && `${p.name}: connection ${p.connectionMethods}`,
      ...[p.debitFeeMin, p.debitFeeMax, p.creditFeeMin, p.creditFeeMax].map(
        (rate) => rate !== null && (rate < 0 || rate > 5) && `${p.name}: rate ${rate} outside 0-5`,
      ),
      p.debitFeeMin !== null && p.debitFeeMax !== null && p.debitFeeMin > p.debitFeeMax && `${p.name}: debit min above max`,
      p.creditFeeMin !== null && p.creditFeeMax !== null && p.creditFeeMin > p.creditFeeMax && `${p.name}: credit min above max`,
      !Number.isInteger(p.merchantCompareRating) && `${p.name}: rating not an integer`,
      ((p.merchantCompareRating ?? 0) < 1 || (p.merchantCompareRating ?? 0) > 5) && `${p.name}: rating outside 1-5`,
      ((p.trustpilotRating ?? 0) < 1 || (p.trustpilotRating ?? 0) > 5) && `${p.name}: Trustpilot outside 1-5`,
      Math.round((p.trustpilotRating ?? 0) * 10) !== (p.trustpilotRating ?? 0) * 10 && `${p.name}: Trustpilot has more than one decimal`,
      !/^https:\/\/uk\.trustpilot\.com\/review\/[a-z0-9.-]+$/.test(p.trustpilotUrl ?? '') && `${p.name}: Trustpilot URL ${p.trustpilotUrl}`,
      ((p.features ?? []).length < 4 || (p.features ?? []).length > 8) && `${p.name}: ${(p.features ?? []).length} features`,
      !p.companyDescription && `${p.name}: no description`,
    ]);
    expect(found).toEqual([]);
  });

  it('meets the catalogue bounds (src/domain/catalogue-rules/bounds.ts) for every provider, so editing one field of a seeded provider never trips another', () => {
    expect(PROVIDER_SEEDS.flatMap((seed) => rangeViolations(seed).map((problem) => `${seed.name}: ${problem}`))).toEqual([]);
  });

  it('has unique provider names and a rental range that matches the offered terminals', () => {
    const names = PROVIDER_SEEDS.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const found = problems(PROVIDER_SEEDS, (p) => {
      const rentals = p.terminals.filter((t) => t.status !== 'inactive').map((t) => t.monthlyRental ?? 0);
      return [
        p.terminalRentalMin !== Math.min(...rentals) && `${p.name}: terminalRentalMin ${p.terminalRentalMin} vs ${Math.min(...rentals)}`,
        p.terminalRentalMax !== Math.max(...rentals) && `${p.name}: terminalRentalMax ${p.terminalRentalMax} vs ${Math.max(...rentals)}`,
      ];
    });
    expect(found).toEqual([]);
  });

  it('describes every terminal completely and flags higher-fee readers consistently', () => {
    const terminals = PROVIDER_SEEDS.flatMap((p) => p.terminals.map((t) => ({ ...t, label: `${p.name} / ${t.name}` })));
    const found = problems(terminals, (t) => [
      !TERMINAL_TYPES.includes(t.type) && `${t.label}: type ${t.type}`,
      !t.description && `${t.label}: no description`,
      !t.detailedDescription && `${t.label}: no detailed description`,
      [t.connectivity, t.features, t.specialFeatures, t.suitableFor].some((list) => !list || list.length === 0) && `${t.label}: empty list`,
      (t.connectivity ?? []).some((c) => !CONNECTIVITY.includes(c)) && `${t.label}: connectivity ${String(t.connectivity)}`,
      !FEE_STRUCTURES.includes(t.transactionFeeStructure ?? '') && `${t.label}: fee structure ${t.transactionFeeStructure}`,
      t.hasHigherTransactionFees !== (t.transactionFeeStructure === 'Higher per-transaction fees') && `${t.label}: higher-fee flag and structure disagree`,
      t.hasHigherTransactionFees !== (t.maxRecommendedMonthlyVolume !== null) && `${t.label}: higher-fee flag and volume ceiling disagree`,
      t.hasHigherTransactionFees !== (t.lowVolumeWarning !== null) && `${t.label}: higher-fee flag and warning disagree`,
    ]);
    expect(found).toEqual([]);
    expect(terminals.some((t) => t.hasHigherTransactionFees)).toBe(true);
  });
});

describe('industry default seed data', () => {
  it('keeps every split between 0 and 100 and every figure positive', () => {
    const found = problems(INDUSTRY_DEFAULT_SEEDS, (row) => [
      ...[row.creditDebitSplitDefault, row.personalCorporateSplitDefault, row.ukInternationalSplitDefault, row.f2fCnpSplitDefault].map(
        (split) => (split < 0 || split > 100) && `${row.businessSector}: split ${split}`,
      ),
      (row.monthlyTurnoverDefault <= 0 || row.averageTransactionDefault <= 0) && `${row.businessSector}: non-positive figure`,
      !/^\d{4}-\d{2}-\d{2}$/.test(row.researchDate ?? '') && `${row.businessSector}: research date ${row.researchDate}`,
      !row.researchSource && `${row.businessSector}: no source`,
    ]);
    expect(found).toEqual([]);
  });
});

describe('email template seed data', () => {
  it('uses only the placeholders its type offers', () => {
    const found = problems(EMAIL_TEMPLATE_SEEDS, (template) => {
      const allowed: readonly string[] = template.type === 'manual' ? TEMPLATE_PLACEHOLDERS.manual : TEMPLATE_PLACEHOLDERS.automated;
      const used = [...`${template.subject}\n${template.content}`.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      return used.map((name) => !allowed.includes(name) && `${template.name}: {{${name}}}`);
    });
    expect(found).toEqual([]);
    expect(Object.keys(TEMPLATE_SAMPLE_VALUES).sort()).toEqual([...TEMPLATE_PLACEHOLDERS.automated].sort());
  });

  it('writes the task reminder as plain text with its own placeholders, all of them used', () => {
    const { subject, content, category, type } = TASK_REMINDER_TEMPLATE;
    const used = [...`${subject}\n${content}`.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    expect([...new Set(used)].sort()).toEqual([...TASK_REMINDER_PLACEHOLDERS].sort());
    expect({ category, type }).toEqual({ category: 'reminder', type: 'automated' });
    expect(content).not.toMatch(/^</);
    expect(EMAIL_TEMPLATE_SEEDS.map((template) => template.name)).not.toContain(TASK_REMINDER_TEMPLATE.name);
  });

  it("keeps the templates' promises word for word (15-minute call, under 15 minutes, within 2 / 24 hours)", () => {
    const content = (name: string) => EMAIL_TEMPLATE_SEEDS.find((template) => template.name === name)?.content ?? '';
    expect(content('quote_followup')).toContain('15-minute call');
    expect(content('application_reminder')).toContain('under 15 minutes');
    expect(content('quote-saved')).toContain('within 24 hours');
    expect(content('application-submitted')).toMatch(/within 2 hours[\s\S]*within 24 hours/);
  });

  it('writes the quote emails as HTML with the figures table, and the switching one with projected savings', () => {
    const newCustomer = EMAIL_TEMPLATE_SEEDS.find((template) => template.name === 'quote_email_new_customer')?.content ?? '';
    const switching = EMAIL_TEMPLATE_SEEDS.find((template) => template.name === 'quote_email_switching_customer')?.content ?? '';
    for (const html of [newCustomer, switching]) {
      expect(html).toMatch(/^<!DOCTYPE html>/);
      for (const figure of [
        'monthlyVolume',
        'averageTransaction',
        'transactionFees',
        'terminalRental',
        'totalMonthlyCost',
        'summaryBox',
        'renewalReminderLink',
      ]) {
        expect(html).toContain(`{{${figure}}}`);
      }
    }
    expect(newCustomer).not.toContain('{{monthlySavings}}');
    expect(switching).toContain('Projected savings');
    expect(switching).toContain('{{monthlySavings}}');
    expect(switching).toContain('{{annualSavings}}');
  });
});
