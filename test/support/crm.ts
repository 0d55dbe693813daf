import { IsNull } from 'typeorm';
import { Clock } from '../../src/common/clock/clock';
import { Email } from '../../src/mail/entities/email.entity';
import { waitFor } from '../mail/smtp-test-server';
import { ADMIN, createUser, signIn, startApp, TestApp } from './app';
import type { TestDatabase } from './database';
import { apply, compare, createProfile, quotesOf, Visitor } from './visitor';

/** Enough public writes for a file that creates many customers through the wizard's calls. */
export const CRM_TEST_ENV = { RATE_LIMIT_PUBLIC: '100000' };

const COMPARISON = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 };

/** A customer nobody has chosen a provider for: no partner sees it. */
export async function createCustomer(t: TestApp, businessName: string): Promise<string> {
  return (await createProfile(t, { businessType: 'retail', businessName, businessSector: 'retail', paymentStatus: 'new' })).profileId;
}

/** The provider that the test comparison ranks first (the same inputs always rank alike). */
export async function quotedProvider(t: TestApp): Promise<number> {
  const visitor = await createProfile(t);
  await compare(t, visitor, COMPARISON).expect(200);
  return (await quotesOf(t, visitor))[0].providerId;
}

/** A customer of `providerId`: it selected that provider's quote, which makes it that provider's customer. */
export async function createProviderCustomer(t: TestApp, providerId: number, businessName: string): Promise<string> {
  const visitor = await createProfile(t, { businessType: 'retail', businessName, businessSector: 'retail', paymentStatus: 'new' });
  await compare(t, visitor, COMPARISON).expect(200);
  const quote = (await quotesOf(t, visitor)).find((candidate) => candidate.providerId === providerId);
  if (!quote) throw new Error(`provider ${providerId} was not quoted`);
  await t.http.post(`/api/quotes/${quote.id}/select`).set('X-Session-Id', visitor.sessionId).send({}).expect(200);
  return visitor.profileId;
}

/**
 * A customer of `providerId` through a lead: the visitor compares and applies with that provider,
 * as `email` (the applicant a partner of the provider may email). Answers the customer's id and
 * the visitor, so a test can add another lead.
 */
export async function createApplicantCustomer(
  t: TestApp,
  providerId: number,
  businessName: string,
  email: string,
): Promise<{ customer: string; visitor: Visitor }> {
  const visitor = await createProfile(t, { businessType: 'retail', businessName, businessSector: 'retail', paymentStatus: 'new' });
  await compare(t, visitor, COMPARISON).expect(200);
  await apply(t, visitor, { selectedProvider: providerId, email }).expect(201);
  await quoteEmailsStored(t, visitor.profileId, 1);
  return { customer: visitor.profileId, visitor };
}

/**
 * Waits until `count` automated emails (the quote emails an application sends) are stored for the
 * customer. The application answers before its quote email is queued, so a test that counts the
 * customer's emails right after applying would otherwise count one that lands later.
 */
export async function quoteEmailsStored(t: TestApp, customer: string, count: number): Promise<void> {
  const emails = t.dataSource.getRepository(Email);
  await waitFor(
    async () => (await emails.countBy({ businessProfileId: customer, sentByCrmUserId: IsNull() })) >= count,
    10_000,
    `${count} quote email(s) stored for customer ${customer}`,
  );
}

export interface CrmActor {
  id: number;
  cookie: string;
}

/**
 * The actors of the CRM tests: the first admin, a staff member and a partner of the provider
 * the test comparison ranks first, with a customer of that provider (own) and one of nobody's (other).
 */
export interface CrmWorld {
  t: TestApp;
  admin: CrmActor;
  staff: CrmActor;
  partner: CrmActor;
  providerId: number;
  ownCustomer: string;
  otherCustomer: string;
}

export async function startCrmWorld(env: Record<string, string> = {}, database?: TestDatabase): Promise<CrmWorld> {
  const t = await startApp({ ...CRM_TEST_ENV, ...env }, database);
  const adminCookie = await signIn(t, ADMIN.email, ADMIN.password);
  const adminId = (await t.http.get('/api/crm/auth/user').set('Cookie', adminCookie).expect(200)).body.id as number;
  const staff = await createUser(t, adminCookie, 'staff');
  const providerId = await quotedProvider(t);
  const partner = await createUser(t, adminCookie, 'partner', { providerId });
  return {
    t,
    admin: { id: adminId, cookie: adminCookie },
    staff: { id: staff.id, cookie: await staff.cookie() },
    partner: { id: partner.id, cookie: await partner.cookie() },
    providerId,
    ownCustomer: await createProviderCustomer(t, providerId, 'Partner Own Bakery'),
    otherCustomer: await createCustomer(t, 'Somebody Else Garage'),
  };
}

/** Fixes the application's clock at `iso` (until restored) and answers the spy. */
export function fixClock(t: TestApp, iso: string): jest.SpyInstance<Date, []> {
  const clock = t.app.get(Clock);
  const spy = jest.isMockFunction(clock.now) ? (clock.now as unknown as jest.SpyInstance<Date, []>) : jest.spyOn(clock, 'now');
  spy.mockImplementation(() => new Date(iso));
  return spy;
}

/** POST /api/crm/tasks as `cookie`, answering the response. */
export function postTask(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return t.http.post('/api/crm/tasks').set('Cookie', cookie).send(body);
}

/** GET /api/crm/tasks with a filter object, answering the response. */
export function listTasks(t: TestApp, cookie: string, filter: Record<string, unknown> = {}, extra: Record<string, string> = {}) {
  return t.http
    .get('/api/crm/tasks')
    .query({ filter: JSON.stringify(filter), range: '[0,499]', ...extra })
    .set('Cookie', cookie);
}
