import { type RollupEvent, sessionContribution, ukDayOf } from './tracking-rollups';

/**
 * Daily roll-ups of the customers, quotes and leads, so the dashboard's funnel, breakdowns, top
 * providers and time to complete read a few pre-counted rows per day instead of the period's
 * records. Days are UK (Europe/London) days, as for the tracking events' roll-ups.
 *
 * Every row has a scope: providerId 0 is what admins and staff see (every record); providerId p
 * is what a partner of provider p sees: the customers in p's set (a selected quote of p, or a lead
 * whose selected provider is p), p's own quotes on them and p's own leads, and (visit:<measure>)
 * the tracking roll-ups' figures of the visits that made those customers (the admins' visit
 * figures are in tracking_rollups, see tracking-rollups.ts). One measure,
 * providerQuotes, is the admins' top-providers figure: every quote of provider p, on whatever
 * customer.
 *
 * Plain counts (customers created, quotes, applications) add up over days: they are stored with
 * prevDay ''. Counts of distinct customers (quoted, selected, applied) are stored as (customer,
 * day) pairs per (day, prevDay), prevDay being that customer's previous day with the measure in
 * that scope: a customer is counted in a period [a, b] exactly once, on its first day there,
 * which is the one pair with a <= day <= b and prevDay < a. The applied rows also carry the
 * milliseconds from the start of the customer's visit to that day's first application, so the
 * average time to complete of a period is one SUM divided by one count.
 *
 * Each customer's contribution is worked out from its records alone (customerContribution), and
 * stored beside the roll-ups, so a change is applied as the difference between the customer's
 * old and new contributions.
 */
export const CUSTOMER_ROLLUP_TABLE = 'customer_rollups';
/** Each customer's contribution to customer_rollups, as last applied (JSON). */
export const CUSTOMER_CONTRIBUTION_TABLE = 'customer_rollup_contributions';
/** What each visit (session) puts in its partners' scopes, as last applied (JSON). */
export const CUSTOMER_VISIT_TABLE = 'customer_rollup_visits';
/** Customers whose records changed since their contribution was last worked out. */
export const CUSTOMER_STALE_TABLE = 'customer_rollup_stale';

/** The scope of admins and staff: every record. */
export const EVERYONE = 0;

export const CUSTOMER_MEASURES = {
  created: 'created',
  quotes: 'quotes',
  selectedQuotes: 'selectedQuotes',
  quoted: 'quoted',
  selected: 'selected',
  applications: 'applications',
  applied: 'applied',
  /** Every quote of the provider (the scope's providerId), on any customer: the admins' top providers. */
  providerQuotes: 'providerQuotes',
  /** providerQuotes and applications by UK month (day 'YYYY-MM'): a long period's top providers read its whole months from these. */
  providerQuotesByMonth: 'providerQuotesByMonth',
  applicationsByMonth: 'applicationsByMonth',
} as const;

/** The UK month (YYYY-MM) of a UK day (YYYY-MM-DD). */
export const monthOf = (day: string): string => day.slice(0, 7);

/**
 * The UK days first..last (YYYY-MM-DD) as the whole months they hold (YYYY-MM, first..last; null
 * when none) and the days outside those months (at most two ranges).
 */
export function monthsAndDays(first: string, last: string): { months: { first: string; last: string } | null; days: { first: string; last: string }[] } {
  const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  // The first whole month starts on or after `first`; the last whole month ends on or before `last`.
  const firstMonth = first.endsWith('-01') ? monthOf(first) : monthOf(nextMonthStart(first));
  const lastMonth = monthOf(dayAfter(last)) !== monthOf(last) ? monthOf(last) : monthOf(dayBefore(`${monthOf(last)}-01`));
  if (firstMonth > lastMonth) return { months: null, days: [{ first, last }] };
  const days: { first: string; last: string }[] = [];
  if (`${firstMonth}-01` > first) days.push({ first, last: dayBefore(`${firstMonth}-01`) });
  const afterMonths = nextMonthStart(`${lastMonth}-01`);
  if (afterMonths <= last) days.push({ first: afterMonths, last });
  return { months: { first: firstMonth, last: lastMonth }, days };
}

/** The first day (YYYY-MM-DD) of the month after the day's. */
function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
export const sectorMeasure = (sector: string): string => `sector:${sector}`;
export const sourceMeasure = (source: string): string => `source:${source}`;

export interface CustomerRecords {
  createdAt: Date;
  businessSector: string | null;
  source: string;
  /** The start of the customer's visit: its session's first tracking event, or the profile's creation if earlier. */
  visitStartedAt: Date;
  quotes: { providerId: number; isSelected: boolean; createdAt: Date }[];
  leads: { selectedProviderId: number | null; createdAt: Date }[];
}

/** One row's figures: how many, and (applied rows) the milliseconds to complete. */
export interface RollupFigures {
  total: number;
  millis: number;
}
/** A customer's (or several customers') rows: `measure\tproviderId\tday\tprevDay` -> figures. */
export type CustomerContribution = Map<string, RollupFigures>;

export const rollupKey = (measure: string, providerId: number, day: string, prevDay: string): string => `${measure}\t${providerId}\t${day}\t${prevDay}`;

function add(into: CustomerContribution, key: string, total: number, millis = 0): void {
  const figures = into.get(key);
  if (figures) {
    figures.total += total;
    figures.millis += millis;
  } else into.set(key, { total, millis: millis + 0 }); // + 0: never -0
}

/** Rows of a count that adds up over days: one per record, on its day. */
function addCounts(into: CustomerContribution, measure: string, providerId: number, instants: Date[]): void {
  for (const instant of instants) add(into, rollupKey(measure, providerId, ukDayOf(instant), ''), 1);
}

/** Rows of a distinct-customer count: one per day with the measure, chained by prevDay; `millisOf` gives a day's milliseconds. */
function addDays(into: CustomerContribution, measure: string, providerId: number, instants: Date[], millisOf?: (day: string) => number): void {
  const days = [...new Set(instants.map(ukDayOf))].sort();
  days.forEach((day, index) => add(into, rollupKey(measure, providerId, day, index === 0 ? '' : days[index - 1]), 1, millisOf?.(day) ?? 0));
}

/** The providers whose partners see the customer: a selected quote of theirs, or a lead whose selected provider they are. */
export function providersOf(records: CustomerRecords): number[] {
  const ids = new Set<number>();
  for (const quote of records.quotes) if (quote.isSelected) ids.add(quote.providerId);
  for (const lead of records.leads) if (lead.selectedProviderId !== null) ids.add(lead.selectedProviderId);
  return [...ids].sort((a, b) => a - b);
}

/** What one customer's records put in the roll-ups. */
export function customerContribution(records: CustomerRecords): CustomerContribution {
  const into: CustomerContribution = new Map();
  const created = ukDayOf(records.createdAt);
  for (const quote of records.quotes) {
    const day = ukDayOf(quote.createdAt);
    add(into, rollupKey(CUSTOMER_MEASURES.providerQuotes, quote.providerId, day, ''), 1);
    add(into, rollupKey(CUSTOMER_MEASURES.providerQuotesByMonth, quote.providerId, monthOf(day), ''), 1);
  }
  for (const lead of records.leads) {
    if (lead.selectedProviderId !== null)
      add(into, rollupKey(CUSTOMER_MEASURES.applicationsByMonth, lead.selectedProviderId, monthOf(ukDayOf(lead.createdAt)), ''), 1);
  }
  for (const scope of [EVERYONE, ...providersOf(records)]) {
    const quotes = scope === EVERYONE ? records.quotes : records.quotes.filter((quote) => quote.providerId === scope);
    const selected = quotes.filter((quote) => quote.isSelected);
    const leads = scope === EVERYONE ? records.leads : records.leads.filter((lead) => lead.selectedProviderId === scope);
    add(into, rollupKey(CUSTOMER_MEASURES.created, scope, created, ''), 1);
    if (records.businessSector !== null) add(into, rollupKey(sectorMeasure(records.businessSector), scope, created, ''), 1);
    add(into, rollupKey(sourceMeasure(records.source), scope, created, ''), 1);
    addCounts(
      into,
      CUSTOMER_MEASURES.quotes,
      scope,
      quotes.map((quote) => quote.createdAt),
    );
    addCounts(
      into,
      CUSTOMER_MEASURES.selectedQuotes,
      scope,
      selected.map((quote) => quote.createdAt),
    );
    addCounts(
      into,
      CUSTOMER_MEASURES.applications,
      scope,
      leads.map((lead) => lead.createdAt),
    );
    addDays(
      into,
      CUSTOMER_MEASURES.quoted,
      scope,
      quotes.map((quote) => quote.createdAt),
    );
    addDays(
      into,
      CUSTOMER_MEASURES.selected,
      scope,
      selected.map((quote) => quote.createdAt),
    );
    const firstOfDay = new Map<string, number>();
    for (const lead of leads) {
      const day = ukDayOf(lead.createdAt);
      firstOfDay.set(day, Math.min(firstOfDay.get(day) ?? Infinity, lead.createdAt.getTime()));
    }
    addDays(
      into,
      CUSTOMER_MEASURES.applied,
      scope,
      leads.map((lead) => lead.createdAt),
      (day) => firstOfDay.get(day)! - records.visitStartedAt.getTime(),
    );
  }
  return into;
}

/** `next` less `previous`, without the rows that do not change. */
export function contributionChange(previous: CustomerContribution, next: CustomerContribution): CustomerContribution {
  const change: CustomerContribution = new Map();
  for (const [key, figures] of next) add(change, key, figures.total, figures.millis);
  for (const [key, figures] of previous) add(change, key, -figures.total, -figures.millis);
  for (const [key, figures] of change) if (figures.total === 0 && figures.millis === 0) change.delete(key);
  return change;
}

/** A contribution as stored (JSON: [key, total, millis] triples), and back. */
export function contributionText(contribution: CustomerContribution): string {
  return JSON.stringify([...contribution].map(([key, figures]) => [key, figures.total, figures.millis]));
}
export function contributionOfText(text: string | null | undefined): CustomerContribution {
  if (!text) return new Map();
  return new Map((JSON.parse(text) as [string, number, number][]).map(([key, total, millis]) => [key, { total, millis }]));
}

/** A partner's visit measure: the tracking roll-ups' measure (MEASURES, reached<k>) in a provider's scope. */
export const visitMeasure = (measure: string): string => `visit:${measure}`;

/**
 * What one visit (its session's events) puts in its partners' scopes: for each provider one of
 * its customers belongs to, the tracking roll-ups' rows of the session (sessionContribution), left
 * out of the drop-off counts when one of those customers has a lead of that provider (`applied`).
 * The same figures a partner's dashboard counts over the raw events of its own customers' visits.
 */
export function visitContribution(events: readonly RollupEvent[], providers: readonly { providerId: number; applied: boolean }[]): CustomerContribution {
  const into: CustomerContribution = new Map();
  for (const { providerId, applied } of providers) {
    for (const [key, count] of sessionContribution(events, applied)) {
      const [measure, day, prevDay] = key.split('\t');
      add(into, rollupKey(visitMeasure(measure), providerId, day, prevDay), count);
    }
  }
  return into;
}
