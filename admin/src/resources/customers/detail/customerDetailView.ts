/**
 * What the customer detail shows, computed from GET /api/crm/customers/{id} (pure: no React, no
 * fetching), so the screen's components only lay it out.
 */
import { VOLUME_PERCENT_THRESHOLD } from '@domain/pricing/constants';
import { customerSourceLabel } from '@domain/vocabulary/customer-sources';
import { isLeadStatus } from '@domain/vocabulary/lead-statuses';
import { TASK_PRIORITY_LABELS, TASK_TYPE_LABELS } from '@domain/vocabulary/tasks';
import type {
  CustomerActivity,
  CustomerDetail,
  CustomerEmail,
  CustomerLead,
  CustomerProfile,
  CustomerQuote,
  CustomerTask,
  LeadStatus,
} from '../../../api/types';
import { formatDateTime, formatGBP, formatNumber } from '../../../format';
import {
  ACTIVITY_TYPE_LABELS,
  businessTypeLabel,
  cardTypeLabel,
  EMAIL_STATUS_LABELS,
  outcomeLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  sectorLabel,
} from './labels';
import { isHtmlContent } from './emailContent';

/** The Overview shows 3 tasks. */
export const OVERVIEW_TASK_LIMIT = 3;

/** Shown for a profile field the visitor did not give. */
export const NOT_GIVEN = 'Not given';

export interface CustomerHeaderView {
  businessName: string;
  status: LeadStatus | null;
  applicationReference: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  providerName: string | null;
  /** The lead whose status the screen changes (the latest); null without a lead. */
  latestLeadId: number | null;
}

/** A lead's contact details as its correction form starts from them (the lead as stored). */
export interface LeadContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
}

/** One application of the customer: the provider it went to, its reference, status, quote and contact. */
export interface LeadRow {
  id: number;
  applicationReference: string;
  providerName: string;
  status: LeadStatus | null;
  /** The monthly cost of the quote it applied with; null when that quote is not shown. */
  monthlyCost: string | null;
  contactName: string;
  contact: LeadContact;
  date: string;
}

/** The business details staff may correct, as stored ('' for one not given). */
export interface BusinessDetails {
  businessName: string;
  businessType: string;
  businessSector: string;
  currentProvider: string;
}

export interface ProfileFact {
  label: string;
  value: string;
}

export interface QuoteRow {
  id: number;
  providerName: string;
  monthlyCost: string;
  annualSavings: string;
  /** Negative savings: the quote costs more than today. */
  isExtraCost: boolean;
  isSelected: boolean;
}

export type TaskState = 'pending' | 'overdue' | 'completed';

export interface TaskRow {
  id: number;
  title: string;
  description: string | null;
  typeLabel: string;
  priority: CustomerTask['priority'];
  priorityLabel: string;
  due: string;
  state: TaskState;
  assignee: string | null;
  outcome: string;
  notes: string | null;
}

export interface EmailRow {
  id: number;
  subject: string;
  recipient: string;
  status: CustomerEmail['status'];
  statusLabel: string;
  date: string;
  content: string;
  isHtml: boolean;
}

export interface ActivityRow {
  id: number;
  type: CustomerActivity['type'];
  typeLabel: string;
  who: string;
  when: string;
  subject: string;
  notes: string | null;
  outcome: string;
  duration: string;
  /** The files attached to a call or note, each with its download address. */
  files: CustomerActivity['files'];
  /** Calls and notes take attachments. */
  canAttach: boolean;
}

export interface CustomerDetailView {
  id: string;
  header: CustomerHeaderView;
  facts: ProfileFact[];
  businessDetails: BusinessDetails;
  /** Every lead the user sees, newest first (a partner: its own provider's). */
  leads: LeadRow[];
  quotes: QuoteRow[];
  /** Every task, pending (overdue included) first by due date, then completed ones. */
  tasks: TaskRow[];
  /** The first 3 of `tasks`. */
  overviewTasks: TaskRow[];
  pendingTasks: TaskRow[];
  emails: EmailRow[];
  activities: ActivityRow[];
}

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** A number, or the first number of a list ([80]), as the profile may store a split either way. */
const firstNumber = (value: unknown): number | null => {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'number' && Number.isFinite(candidate) ? candidate : null;
};

const or = (value: string, fallback = NOT_GIVEN): string => value || fallback;

const percent = (value: number): string => `${formatNumber(value)}%`;

const split = (first: unknown, names: [string, string]): string => {
  const share = firstNumber(first);
  return share === null ? NOT_GIVEN : `${percent(share)} ${names[0]} / ${percent(100 - share)} ${names[1]}`;
};

const list = (values: string[] | null | undefined, label: (value: string) => string): string =>
  values && values.length > 0 ? values.map(label).join(', ') : NOT_GIVEN;

/**
 * Debit and credit volumes are amounts in £ when they add up to more than 100, else percentages
 * of turnover (the pricing module's rule).
 */
export const cardVolumeFacts = (profile: CustomerProfile): ProfileFact[] => {
  const debit = firstNumber(profile.debitCardVolume);
  const credit = firstNumber(profile.creditCardVolume);
  const corporate = firstNumber(profile.corporateCardVolume);
  const isAmounts = (debit ?? 0) + (credit ?? 0) > VOLUME_PERCENT_THRESHOLD;
  const show = (value: number | null) => (value === null ? NOT_GIVEN : isAmounts ? formatGBP(value) : percent(value));
  const facts = [
    { label: 'Debit card volume', value: show(debit) },
    { label: 'Credit card volume', value: show(credit) },
  ];
  if (corporate !== null && corporate > 0) facts.push({ label: 'Corporate card volume', value: isAmounts ? formatGBP(corporate) : percent(corporate) });
  return facts;
};

export const profileFacts = (profile: CustomerProfile): ProfileFact[] => [
  { label: 'Source', value: customerSourceLabel(profile.source) },
  { label: 'Business type', value: or(businessTypeLabel(profile.businessType)) },
  { label: 'Sector', value: or(sectorLabel(profile.businessSector)) },
  { label: 'Monthly turnover', value: or(formatGBP(firstNumber(profile.monthlyTurnover))) },
  ...cardVolumeFacts(profile),
  { label: 'Transactions per month', value: or(formatNumber(firstNumber(profile.transactionsPerMonth))) },
  { label: 'Average transaction', value: or(formatGBP(firstNumber(profile.averageTransaction))) },
  { label: 'Personal / corporate cards', value: split(profile.personalCorporateSplit, ['personal', 'corporate']) },
  { label: 'UK / international cards', value: split(profile.ukInternationalSplit, ['UK', 'international']) },
  { label: 'Face to face / not present', value: split(profile.f2fCnpSplit, ['face to face', 'not present']) },
  { label: 'Card types', value: list(profile.cardTypes, cardTypeLabel) },
  { label: 'Payment methods', value: list(profile.paymentMethods, paymentMethodLabel) },
  { label: 'Payment status', value: or(paymentStatusLabel(profile.paymentStatus)) },
  { label: 'Current provider', value: or(text(profile.currentProvider) ?? '') },
  { label: 'Number of terminals', value: or(formatNumber(firstNumber(profile.numberOfTerminals))) },
];

export const headerView = (detail: CustomerDetail): CustomerHeaderView => {
  const { customer } = detail;
  const lead = customer.latestLead;
  const contactName = lead ? text(`${lead.firstName} ${lead.lastName}`) : null;
  return {
    businessName: text(customer.businessName) ?? 'Unnamed business',
    status: isLeadStatus(customer.status) ? customer.status : null,
    applicationReference: lead?.applicationReference ?? null,
    contactName,
    email: text(lead?.email),
    phone: text(lead?.phone),
    providerName: customer.selectedProvider?.name ?? null,
    latestLeadId: lead?.id ?? detail.leads[0]?.id ?? null,
  };
};

export const businessDetails = (profile: CustomerProfile): BusinessDetails => ({
  businessName: profile.businessName ?? '',
  businessType: profile.businessType ?? '',
  businessSector: profile.businessSector ?? '',
  currentProvider: profile.currentProvider ?? '',
});

/**
 * A lead with the quote it applied with (its quoteId, else the quote of its provider): that
 * quote names the provider and gives the monthly cost.
 */
export const leadRow = (lead: CustomerLead, quotes: CustomerQuote[]): LeadRow => {
  const quote = quotes.find((candidate) => candidate.id === lead.quoteId) ?? quotes.find((candidate) => candidate.providerId === lead.selectedProviderId);
  return {
    id: lead.id,
    applicationReference: lead.applicationReference,
    providerName: quote?.providerName ?? (lead.selectedProviderId === null ? 'No provider chosen' : `Provider ${lead.selectedProviderId}`),
    status: isLeadStatus(lead.status) ? lead.status : null,
    monthlyCost: quote ? formatGBP(quote.estimatedMonthlyCost) : null,
    contactName: text(`${lead.firstName} ${lead.lastName}`) ?? 'Not given',
    contact: { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone, companyName: lead.companyName ?? '' },
    date: formatDateTime(lead.createdAt),
  };
};

export const quoteRow = (quote: CustomerQuote): QuoteRow => ({
  id: quote.id,
  providerName: quote.providerName,
  monthlyCost: formatGBP(quote.estimatedMonthlyCost),
  annualSavings: formatGBP(quote.potentialSavings),
  isExtraCost: quote.potentialSavings < 0,
  isSelected: quote.isSelected,
});

export const taskState = (task: CustomerTask, now: Date): TaskState => {
  if (task.status === 'completed') return 'completed';
  return new Date(task.dueDate).getTime() < now.getTime() ? 'overdue' : 'pending';
};

export const taskRow = (task: CustomerTask, now: Date): TaskRow => ({
  id: task.id,
  title: task.title,
  description: text(task.description),
  typeLabel: TASK_TYPE_LABELS[task.type],
  priority: task.priority,
  priorityLabel: TASK_PRIORITY_LABELS[task.priority],
  due: formatDateTime(task.dueDate),
  state: taskState(task, now),
  assignee: task.assignedTo,
  outcome: outcomeLabel(task.outcome),
  notes: text(task.notes),
});

/** Pending first (by due date), then completed; the server answers in this order, this keeps it so. */
export const orderTasks = (tasks: CustomerTask[]): CustomerTask[] =>
  [...tasks].sort((a, b) => {
    const byStatus = Number(a.status === 'completed') - Number(b.status === 'completed');
    return byStatus || new Date(a.dueDate).getTime() - new Date(b.dueDate).getTime() || a.id - b.id;
  });

export const emailRow = (email: CustomerEmail): EmailRow => ({
  id: email.id,
  subject: email.subject,
  recipient: email.recipient,
  status: email.status,
  statusLabel: EMAIL_STATUS_LABELS[email.status],
  date: formatDateTime(email.sentAt ?? email.createdAt),
  content: email.content,
  isHtml: isHtmlContent(email.content),
});

/** Seconds -> '45 s', '5 min', '5 min 30 s', '1 h 5 min'; none -> ''. */
export const formatDuration = (seconds: number | null | undefined): string => {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round(seconds % 60);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
};

export const activityRow = (activity: CustomerActivity): ActivityRow => ({
  id: activity.id,
  type: activity.type,
  typeLabel: ACTIVITY_TYPE_LABELS[activity.type],
  who: activity.crmUserName ?? 'System',
  when: formatDateTime(activity.createdAt),
  subject: text(activity.subject) ?? ACTIVITY_TYPE_LABELS[activity.type],
  notes: text(activity.description),
  outcome: outcomeLabel(activity.outcome),
  duration: formatDuration(activity.duration),
  files: activity.files,
  canAttach: activity.type === 'call' || activity.type === 'note',
});

/** Newest first, as the timeline reads (the server's order, kept if it ever changes). */
const newestFirst = (activities: CustomerActivity[]): CustomerActivity[] =>
  [...activities].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id - a.id);

export const toCustomerDetailView = (detail: CustomerDetail, now: Date = new Date()): CustomerDetailView => {
  const tasks = orderTasks(detail.tasks).map((task) => taskRow(task, now));
  return {
    id: detail.customer.id,
    header: headerView(detail),
    facts: profileFacts(detail.customer),
    businessDetails: businessDetails(detail.customer),
    leads: detail.leads.map((lead) => leadRow(lead, detail.quotes)),
    quotes: detail.quotes.map(quoteRow),
    tasks,
    overviewTasks: tasks.slice(0, OVERVIEW_TASK_LIMIT),
    pendingTasks: tasks.filter((task) => task.state !== 'completed'),
    emails: detail.emails.map(emailRow),
    activities: newestFirst(detail.activities).map(activityRow),
  };
};
