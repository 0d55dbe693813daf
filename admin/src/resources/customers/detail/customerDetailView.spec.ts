import { describe, expect, it } from '@jest/globals';
import type { CustomerActivity, CustomerDetail, CustomerEmail, CustomerLead, CustomerProfile, CustomerQuote, CustomerTask } from '../../../api/types';
import { cardVolumeFacts, formatDuration, NOT_GIVEN, toCustomerDetailView } from './customerDetailView';

const NOW = new Date('2026-03-01T12:00:00Z');

const profile = (fields: Partial<CustomerProfile> = {}): CustomerProfile => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  businessName: 'Golf Garage',
  businessType: 'retail',
  businessSector: 'food_beverage',
  paymentStatus: 'existing',
  monthlyTurnover: 12500,
  averageTransaction: 23.5,
  transactionsPerMonth: 1234,
  cardTypes: ['standard_cards', 'amex'],
  paymentMethods: ['pdq', 'online_gateway'],
  numberOfTerminals: 2,
  source: 'phone',
  lastActivityAt: '2026-02-01T10:00:00Z',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  status: 'quoted',
  selectedProvider: { id: 3, name: 'Worldpay' },
  latestLead: {
    id: 12,
    firstName: 'Mia',
    lastName: 'Khan',
    email: 'mia@golf.example',
    phone: '07700 900123',
    status: 'quoted',
    applicationReference: 'MC-7K3P9QXA',
  },
  // The fields the wizard has not filled in yet answer null.
  debitCardVolume: null,
  creditCardVolume: null,
  corporateCardVolume: null,
  currentProvider: null,
  needsIntegration: null,
  integrationSpecific: null,
  terminalTypePreference: null,
  softwareIntegrationPrefs: null,
  connectivityPreferences: null,
  merchantAccounts: null,
  currentTotalMonthlyCost: null,
  currentDebitFee: null,
  currentCreditFee: null,
  currentCorporateCreditFee: null,
  currentAuthFee: null,
  currentCnpFee: null,
  currentInternationalFee: null,
  currentMonthlyFees: null,
  currentTerminalRental: null,
  currentOtherFees: null,
  personalCorporateSplit: null,
  ukInternationalSplit: null,
  f2fCnpSplit: null,
  calculatedPricing: null,
  step3CalculatedCurrentCost: null,
  ...fields,
});

const task = (id: number, fields: Partial<CustomerTask>): CustomerTask => ({
  id,
  title: `Task ${id}`,
  description: null,
  type: 'follow_up',
  priority: 'medium',
  status: 'pending',
  dueDate: '2026-03-10T09:00:00Z',
  outcome: null,
  notes: null,
  reminderMinutes: 15,
  businessProfileId: 'c0ffee00-0000-4000-8000-000000000001',
  assignedToCrmUserId: 2,
  assignedTo: 'Jane Staff',
  createdByCrmUserId: 2,
  googleCalendarEventId: null,
  completedAt: null,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  ...fields,
});

const activity = (id: number, createdAt: string, fields: Partial<CustomerActivity> = {}): CustomerActivity => ({
  id,
  businessProfileId: 'c0ffee00-0000-4000-8000-000000000001',
  type: 'call',
  subject: 'Phone call',
  description: 'Talked about terminals',
  outcome: 'no_answer',
  duration: 330,
  attachments: null,
  files: [],
  emailData: null,
  googleCalendarEventId: null,
  scheduledFor: null,
  crmUserId: 2,
  crmUserName: 'Jane Staff',
  createdAt,
  ...fields,
});

const email = (fields: Partial<CustomerEmail>): CustomerEmail => ({
  id: 1,
  subject: 'Your quote',
  recipient: 'mia@golf.example',
  content: 'Hello Mia,\nThanks.',
  status: 'sent',
  via: 'smtp',
  templateId: null,
  sentByCrmUserId: null,
  createdAt: '2026-02-02T09:00:00Z',
  sentAt: '2026-02-02T09:00:05Z',
  ...fields,
});

const detail = (fields: Partial<CustomerDetail> = {}): CustomerDetail => ({
  customer: profile(),
  leads: [],
  quotes: [],
  activities: [],
  tasks: [],
  emails: [],
  ...fields,
});

const factsOf = (view: ReturnType<typeof toCustomerDetailView>) => Object.fromEntries(view.facts.map((fact) => [fact.label, fact.value]));

describe('customer detail view', () => {
  it('heads the screen with the name, the latest lead status, reference, contact and selected provider', () => {
    expect(toCustomerDetailView(detail(), NOW).header).toEqual({
      businessName: 'Golf Garage',
      status: 'quoted',
      applicationReference: 'MC-7K3P9QXA',
      contactName: 'Mia Khan',
      email: 'mia@golf.example',
      phone: '07700 900123',
      providerName: 'Worldpay',
      latestLeadId: 12,
    });
  });

  it('has no status, reference or lead to change for a customer without an application', () => {
    const header = toCustomerDetailView(detail({ customer: profile({ status: null, latestLead: null, selectedProvider: null }) }), NOW).header;
    expect(header).toMatchObject({ status: null, applicationReference: null, contactName: null, latestLeadId: null, providerName: null });
  });

  it('shows the business profile in words, pounds through the one formatter, and says what was not given', () => {
    const facts = factsOf(toCustomerDetailView(detail(), NOW));
    expect(facts).toMatchObject({
      Source: 'Phone',
      'Business type': 'Retail',
      Sector: 'Food & Beverage',
      'Monthly turnover': '£12,500.00',
      'Transactions per month': '1,234',
      'Average transaction': '£23.50',
      'Card types': 'Visa & Mastercard, American Express',
      'Payment methods': 'Card machine (PDQ), Online payments',
      'Payment status': 'Currently processing',
      'Number of terminals': '2',
      'Debit card volume': NOT_GIVEN,
    });
    // Stored profiles answer null for what the visitor left out.
    const blank = factsOf(toCustomerDetailView(detail({ customer: profile({ monthlyTurnover: null as unknown as undefined, cardTypes: [] }) }), NOW));
    expect(blank['Monthly turnover']).toBe(NOT_GIVEN);
    expect(blank['Card types']).toBe(NOT_GIVEN);
  });

  it('reads card volumes as pounds above 100 in total, else as percentages (the pricing rule)', () => {
    expect(cardVolumeFacts(profile({ debitCardVolume: 8000, creditCardVolume: 2000, corporateCardVolume: 500 }))).toEqual([
      { label: 'Debit card volume', value: '£8,000.00' },
      { label: 'Credit card volume', value: '£2,000.00' },
      { label: 'Corporate card volume', value: '£500.00' },
    ]);
    expect(cardVolumeFacts(profile({ debitCardVolume: 70, creditCardVolume: 30 }))).toEqual([
      { label: 'Debit card volume', value: '70%' },
      { label: 'Credit card volume', value: '30%' },
    ]);
  });

  it('reads a split stored as a number or as a list', () => {
    const facts = factsOf(
      toCustomerDetailView(detail({ customer: profile({ personalCorporateSplit: [80] as unknown as number, ukInternationalSplit: 95 }) }), NOW),
    );
    expect(facts['Personal / corporate cards']).toBe('80% personal / 20% corporate');
    expect(facts['UK / international cards']).toBe('95% UK / 5% international');
  });

  it('lists quotes with pounds and the selected mark, and flags a negative saving as an extra cost', () => {
    const quote = {
      id: 1,
      businessProfileId: 'x',
      providerId: 3,
      terminalId: null,
      providerName: 'Worldpay',
      estimatedMonthlyCost: 236.4,
      potentialSavings: -120,
      matchScore: 80,
      rank: 1,
      isSelected: true,
      selectionReasoning: null,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(toCustomerDetailView(detail({ quotes: [quote] }), NOW).quotes).toEqual([
      { id: 1, providerName: 'Worldpay', monthlyCost: '£236.40', annualSavings: '-£120.00', isExtraCost: true, isSelected: true },
    ]);
  });

  it('shows 3 tasks in the Overview, pending (overdue too) first by due date, then completed', () => {
    const tasks = [
      task(1, { status: 'completed', dueDate: '2026-01-01T09:00:00Z', outcome: 'no_answer', notes: 'Voicemail' }),
      task(2, { dueDate: '2026-04-01T09:00:00Z' }),
      task(3, { dueDate: '2026-02-01T09:00:00Z' }),
      task(4, { dueDate: '2026-03-05T09:00:00Z', priority: 'high' }),
    ];
    const view = toCustomerDetailView(detail({ tasks }), NOW);
    expect(view.overviewTasks.map((row) => [row.id, row.state])).toEqual([
      [3, 'overdue'],
      [4, 'pending'],
      [2, 'pending'],
    ]);
    expect(view.pendingTasks.map((row) => row.id)).toEqual([3, 4, 2]);
    expect(view.tasks[3]).toMatchObject({ id: 1, state: 'completed', outcome: 'No answer', notes: 'Voicemail', typeLabel: 'Follow-up' });
    expect(view.tasks[1]).toMatchObject({ priorityLabel: 'High', assignee: 'Jane Staff' });
  });

  it('puts the timeline newest first with who, when, outcome and duration', () => {
    const view = toCustomerDetailView(
      detail({
        activities: [
          activity(1, '2026-02-01T10:00:00Z'),
          activity(2, '2026-02-03T10:00:00Z', { type: 'system', crmUserName: null, subject: null, outcome: null, duration: null }),
        ],
      }),
      NOW,
    );
    expect(view.activities.map((row) => row.id)).toEqual([2, 1]);
    expect(view.activities[0]).toMatchObject({ who: 'System', subject: 'System', outcome: '', duration: '' });
    expect(view.activities[1]).toMatchObject({
      who: 'Jane Staff',
      typeLabel: 'Call',
      outcome: 'No answer',
      duration: '5 min 30 s',
      notes: 'Talked about terminals',
    });
    expect(view.activities[1].when).toMatch(/^01\/02\/2026 \d{2}:\d{2}$/);
  });

  it('tells HTML email from plain text and dates it en-GB', () => {
    const view = toCustomerDetailView(
      detail({ emails: [email({}), email({ id: 2, content: '<p>Your <strong>quote</strong></p>', status: 'failed', sentAt: null })] }),
      NOW,
    );
    expect(view.emails.map((row) => [row.isHtml, row.statusLabel])).toEqual([
      [false, 'Sent'],
      [true, 'Failed'],
    ]);
    expect(view.emails[1].date).toMatch(/^02\/02\/2026 \d{2}:\d{2}$/);
  });

  it('writes durations in hours, minutes and seconds', () => {
    expect([45, 300, 330, 3900, 7200].map(formatDuration)).toEqual(['45 s', '5 min', '5 min 30 s', '1 h 5 min', '2 h']);
    expect(formatDuration(null)).toBe('');
  });

  it('lists every lead with the provider and monthly cost of the quote it applied with, its own status and contact', () => {
    const lead = (id: number, fields: Partial<CustomerLead>): CustomerLead => ({
      id,
      businessProfileId: 'c1',
      applicationReference: `MC-${id}`,
      firstName: 'Mia',
      lastName: 'Khan',
      email: 'mia@golf.example',
      phone: '07700 900123',
      companyName: null,
      timeline: 'asap',
      additionalRequirements: null,
      consentMarketing: false,
      status: 'created',
      quoteId: null,
      selectedProviderId: null,
      selectedTerminalId: null,
      createdAt: '2026-02-01T10:00:00Z',
      updatedAt: '2026-02-01T10:00:00Z',
      ...fields,
    });
    const quote = (id: number, providerId: number, providerName: string, estimatedMonthlyCost: number): CustomerQuote => ({
      id,
      businessProfileId: 'c1',
      providerId,
      terminalId: null,
      providerName,
      estimatedMonthlyCost,
      potentialSavings: 100,
      matchScore: 80,
      rank: 1,
      isSelected: false,
      selectionReasoning: null,
      createdAt: '2026-02-01T10:00:00Z',
    });
    const view = toCustomerDetailView(
      detail({
        leads: [lead(2, { status: 'applied', quoteId: 11, selectedProviderId: 5, companyName: 'Golf Ltd' }), lead(1, { selectedProviderId: 6 })],
        quotes: [quote(11, 5, 'Worldpay', 236.4), quote(12, 6, 'Dojo', 199)],
      }),
      NOW,
    );
    expect(
      view.leads.map(({ id, providerName, status, monthlyCost, applicationReference }) => ({ id, providerName, status, monthlyCost, applicationReference })),
    ).toEqual([
      { id: 2, providerName: 'Worldpay', status: 'applied', monthlyCost: '£236.40', applicationReference: 'MC-2' },
      { id: 1, providerName: 'Dojo', status: 'created', monthlyCost: '£199.00', applicationReference: 'MC-1' },
    ]);
    expect(view.leads[0].contact).toEqual({ firstName: 'Mia', lastName: 'Khan', email: 'mia@golf.example', phone: '07700 900123', companyName: 'Golf Ltd' });
  });
});
