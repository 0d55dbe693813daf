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

export async function createProfile(t: TestApp, fields: Record<string, unknown> = NEW_RETAILER): Promise<Visitor> {
  const sessionId = randomUUID();
  const res = await t.http.post('/api/business-profiles').send({ ...fields, sessionId }).expect(201);
  return { sessionId, profileId: res.body.id };
}

export function compare(t: TestApp, visitor: Visitor, fields: Record<string, unknown>) {
  return t.http.post('/api/compare-providers').send({ ...fields, id: visitor.profileId, sessionId: visitor.sessionId });
}

export const LEAD = { firstName: 'Jane', lastName: 'Smith', email: 'jane@cornershop.co.uk', phone: '07700 900123', timeline: 'asap' };
