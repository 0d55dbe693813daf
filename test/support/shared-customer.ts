import { randomUUID } from 'node:crypto';
import type { TestApp } from './app';
import { ADMIN, createUser, signIn, startApp } from './app';
import { CRM_TEST_ENV, CrmActor, postTask } from './crm';
import type { TestDatabase } from './database';
import { apply, compare, quotesOf, Visitor } from './visitor';

const COMPARISON = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 };
const BUSINESS = { businessType: 'retail', businessSector: 'retail', paymentStatus: 'new' };

/** What one partner (or the platform) owns on the shared customer, as the tests read it back. */
export interface OwnedRecords {
  /** The lead of this provider on the shared customer (none for partner C's provider). */
  leadId: number | null;
  /** The applicant's address on that lead. */
  applicantEmail: string | null;
  /** A task its partner created for itself on the shared customer. */
  taskId: number;
  /** The subject of a call its partner logged on the shared customer. */
  callSubject: string;
  /** The subject of an email its partner sent to its own applicant. */
  emailSubject: string;
}

export type PartnerKey = 'partnerA' | 'partnerB' | 'partnerC';

/** A partner of the world, with its sign-in for a browser. */
export interface PartnerActor extends CrmActor {
  email: string;
  password: string;
}

/**
 * A customer shared by two providers, the case where partners must never touch or read each
 * other's records: one visitor compares and applies with provider A and with provider B (two
 * leads, two automated quote emails), then starts a second profile in the same visit and applies
 * with A only. Partner A and partner B each work on the shared customer (a task, a call, an
 * email to their own applicant); partner C's provider was quoted but never chosen. The admin
 * writes a note of the platform's own. Admin and staff see everything.
 */
export interface SharedCustomerWorld {
  t: TestApp;
  admin: CrmActor;
  staff: CrmActor;
  partnerA: PartnerActor;
  partnerB: PartnerActor;
  partnerC: PartnerActor;
  providers: { A: number; B: number; C: number };
  visitor: Visitor;
  /** The customer with leads for A and B. */
  sharedCustomer: string;
  /** The same visit's second profile, with a lead for A only. */
  siblingCustomer: string;
  A: OwnedRecords;
  B: OwnedRecords;
  /** The subject of the admin's note on the shared customer. */
  platformNoteSubject: string;
}

async function partnerRecords(
  t: TestApp,
  actor: CrmActor,
  label: string,
  customer: string,
  leadId: number | null,
  applicantEmail: string | null,
): Promise<OwnedRecords> {
  const task = await postTask(t, actor.cookie, { title: `${label} follow-up`, dueDate: '2030-05-01T09:00:00Z', businessProfileId: customer }).expect(201);
  const callSubject = `${label} call`;
  await t.http
    .post('/api/crm/activities')
    .set('Cookie', actor.cookie)
    .send({ businessProfileId: customer, type: 'call', subject: callSubject, notes: `${label} talked prices` })
    .expect(201);
  const emailSubject = `${label} offer`;
  if (applicantEmail) {
    await t.http
      .post('/api/crm/emails/send')
      .set('Cookie', actor.cookie)
      .send({ businessProfileId: customer, recipient: applicantEmail, subject: emailSubject, content: `${label} private price: 1.23%` })
      .expect(201);
  }
  return { leadId, applicantEmail, taskId: task.body.id, callSubject, emailSubject };
}

export async function startSharedCustomerWorld(env: Record<string, string> = {}, database?: TestDatabase): Promise<SharedCustomerWorld> {
  return seedSharedCustomer(await startApp({ ...CRM_TEST_ENV, ...env }, database));
}

/** The shared-customer world made in a running application (its public limit lifted as CRM_TEST_ENV does). */
export async function seedSharedCustomer(t: TestApp): Promise<SharedCustomerWorld> {
  const adminCookie = await signIn(t, ADMIN.email, ADMIN.password);
  const adminId = (await t.http.get('/api/crm/auth/user').set('Cookie', adminCookie).expect(200)).body.id as number;
  const staff = await createUser(t, adminCookie, 'staff');

  const sessionId = randomUUID();
  const first = await t.http
    .post('/api/business-profiles')
    .send({ ...BUSINESS, businessName: 'Shared Florist', sessionId })
    .expect(201);
  const visitor: Visitor = { sessionId, profileId: first.body.id };
  await compare(t, visitor, COMPARISON).expect(200);
  const quoted = [...new Set((await quotesOf(t, visitor)).map((quote) => quote.providerId))];
  if (quoted.length < 3) throw new Error('the shared-customer fixture needs three quoted providers');
  const [A, B, C] = quoted;

  const leadA = await apply(t, visitor, { selectedProvider: A, email: 'ann@sharedflorist.co.uk', firstName: 'Ann' }).expect(201);
  const leadB = await apply(t, visitor, { selectedProvider: B, email: 'bob@sharedflorist.co.uk', firstName: 'Bob' }).expect(201);

  const second = await t.http
    .post('/api/business-profiles')
    .send({ ...BUSINESS, businessName: 'Shared Florist Two', sessionId: visitor.sessionId })
    .expect(201);
  const sibling: Visitor = { sessionId: visitor.sessionId, profileId: second.body.id };
  await compare(t, sibling, COMPARISON).expect(200);
  await apply(t, sibling, { selectedProvider: A, email: 'ann@sharedflorist.co.uk', firstName: 'Ann' }).expect(201);

  const partnerUsers = {
    partnerA: await createUser(t, adminCookie, 'partner', { providerId: A }),
    partnerB: await createUser(t, adminCookie, 'partner', { providerId: B }),
    partnerC: await createUser(t, adminCookie, 'partner', { providerId: C }),
  };
  const actor = async (user: { id: number; cookie: () => Promise<string> }): Promise<CrmActor> => ({ id: user.id, cookie: await user.cookie() });
  const partner = async (user: { id: number; email: string; password: string; cookie: () => Promise<string> }): Promise<PartnerActor> => ({
    ...(await actor(user)),
    email: user.email,
    password: user.password,
  });
  const partnerA = await partner(partnerUsers.partnerA);
  const partnerB = await partner(partnerUsers.partnerB);
  const partnerC = await partner(partnerUsers.partnerC);

  const platformNoteSubject = 'Platform note';
  await t.http
    .post('/api/crm/activities')
    .set('Cookie', adminCookie)
    .send({ businessProfileId: visitor.profileId, type: 'note', subject: platformNoteSubject, notes: 'Checked by the platform' })
    .expect(201);

  return {
    t,
    admin: { id: adminId, cookie: adminCookie },
    staff: await actor(staff),
    partnerA,
    partnerB,
    partnerC,
    providers: { A, B, C },
    visitor,
    sharedCustomer: visitor.profileId,
    siblingCustomer: sibling.profileId,
    A: await partnerRecords(t, partnerA, 'Partner A', visitor.profileId, leadA.body.id, 'ann@sharedflorist.co.uk'),
    B: await partnerRecords(t, partnerB, 'Partner B', visitor.profileId, leadB.body.id, 'bob@sharedflorist.co.uk'),
    platformNoteSubject,
  };
}
