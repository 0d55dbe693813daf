import { randomUUID } from 'node:crypto';
import type { TestApp } from './app';

/** What a wizard visitor sends: a session id and the business data, step by step. */
export interface Visitor {
  sessionId: string;
  profileId: string;
}

export const NEW_RETAILER = {
  businessType: 'retail',
  businessName: 'The Corner Shop',
  businessSector: 'retail',
  paymentStatus: 'new',
};

/** A restaurant with a card machine today: its comparison ranks every eligible provider (an answer well over 1 KB). */
export const EXISTING_RESTAURANT = {
  businessType: 'restaurant',
  paymentStatus: 'existing',
  monthlyTurnover: '20,000',
  debitCardVolume: 14000,
  creditCardVolume: 6000,
  averageTransaction: 30,
  numberOfTerminals: 2,
  currentTotalMonthlyCost: 450,
  paymentMethods: ['pdq'],
  personalCorporateSplit: [80],
  ukInternationalSplit: [95],
};

export async function createProfile(t: TestApp, fields: Record<string, unknown> = NEW_RETAILER): Promise<Visitor> {
  const sessionId = randomUUID();
  const res = await t.http
    .post('/api/business-profiles')
    .send({ ...fields, sessionId })
    .expect(201);
  return { sessionId, profileId: res.body.id };
}

export function compare(t: TestApp, visitor: Visitor, fields: Record<string, unknown>) {
  return t.http.post('/api/compare-providers').send({ ...fields, id: visitor.profileId, sessionId: visitor.sessionId });
}

/** The profile's quotes, read as its owner. */
export async function quotesOf(
  t: TestApp,
  visitor: Visitor,
): Promise<Array<{ id: number; providerId: number; terminalId: number | null; isSelected: boolean }>> {
  return (await t.http.get(`/api/business-profiles/${visitor.profileId}/quotes`).set('X-Session-Id', visitor.sessionId).expect(200)).body;
}

/** POST /api/leads for the visitor's profile, as its owner (X-Session-Id). */
export function apply(t: TestApp, visitor: Visitor, fields: Record<string, unknown> = {}) {
  return t.http
    .post('/api/leads')
    .set('X-Session-Id', visitor.sessionId)
    .send({ ...LEAD, businessProfileId: visitor.profileId, ...fields });
}

export const LEAD = { firstName: 'Jane', lastName: 'Smith', email: 'jane@cornershop.co.uk', phone: '07700 900123', timeline: 'asap' };
