import { Clock } from '../../src/common/clock/clock';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import type { TestApp } from '../support/app';
import { apply, compare, createProfile, LEAD, quotesOf, Visitor } from '../support/visitor';
import { markCustomersStale } from '../support/customer-rollups';

/** Customers for the back-office tests, made the way the wizard makes them (public API). */
export interface TestCustomer {
  visitor: Visitor;
  id: string;
  quotes: Array<{ id: number; providerId: number; terminalId: number | null; isSelected: boolean }>;
  /** The lead applied with, if any. */
  leadId?: number;
  applicationReference?: string;
}

export interface CustomerOptions {
  businessName?: string;
  businessSector?: string;
  /** Stored on the profile (the comparison is always made with the same figures). */
  monthlyTurnover?: number;
  /** Apply (a lead) for this provider, with these contact fields. */
  applyFor?: number;
  lead?: Partial<typeof LEAD>;
  /** Select this provider's quote without applying (the older wizard). */
  selectQuoteOf?: number;
}

/** The public limit would stop a test that creates many customers. */
export const TEST_ENV = { RATE_LIMIT_PUBLIC: '1000000' };

let counter = 0;

export async function newCustomer(t: TestApp, options: CustomerOptions = {}): Promise<TestCustomer> {
  counter += 1;
  const visitor = await createProfile(t, {
    businessType: 'retail',
    businessName: options.businessName ?? `Customer ${counter}`,
    businessSector: options.businessSector ?? 'retail',
    paymentStatus: 'new',
    ...(options.monthlyTurnover === undefined ? {} : { monthlyTurnover: options.monthlyTurnover }),
  });
  // The same figures for every customer, so every customer is quoted by the same providers.
  await compare(t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
  const quotes = await quotesOf(t, visitor);
  const customer: TestCustomer = { visitor, id: visitor.profileId, quotes };
  if (options.applyFor !== undefined) {
    const res = await apply(t, visitor, { selectedProvider: options.applyFor, ...options.lead }).expect(201);
    customer.leadId = res.body.id;
    customer.applicationReference = res.body.applicationReference;
  }
  if (options.selectQuoteOf !== undefined) {
    const quote = quotes.find((q) => q.providerId === options.selectQuoteOf);
    if (!quote) throw new Error(`provider ${options.selectQuoteOf} did not quote`);
    await t.http.post(`/api/quotes/${quote.id}/select`).set('X-Session-Id', visitor.sessionId).send({}).expect(200);
  }
  return customer;
}

/** The providers every test customer is quoted by (same business data, same ranking), best first. */
export async function quotedProviders(t: TestApp): Promise<number[]> {
  const probe = await newCustomer(t, { businessName: 'Probe' });
  await t.dataSource.getRepository(BusinessProfile).delete({ id: probe.id });
  await markCustomersStale(t, [probe.id]);
  return probe.quotes.map((q) => q.providerId);
}

/** Sets when a customer was created (the presets and date filters read createdAt). */
export async function setCreatedAt(t: TestApp, id: string, at: Date): Promise<void> {
  await t.dataSource.getRepository(BusinessProfile).update({ id }, { createdAt: at });
  await markCustomersStale(t, [id]);
}

/** Freezes the server's clock at `at` (until restored). */
export function freezeClock(t: TestApp, at: Date): jest.SpyInstance {
  return jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(at.getTime()));
}
