import type { TestApp } from './app';
import { compare, createProfile } from './visitor';

/** Every one of the 17 required provider fields, and a few optional ones. */
export const COMPLETE_PROVIDER = {
  supportLocation: 'UK',
  escalationPoint: 'Complaints team, then the Financial Ombudsman Service',
  contractTermMonths: 12,
  debitFeeMin: 0.2,
  debitFeeMax: 0.6,
  creditFeeMin: 0.4,
  creditFeeMax: 0.9,
  authorizationFee: 1.5,
  monthlyMinimumFee: 0,
  setupFee: 0,
  terminalRentalMin: 9.95,
  terminalRentalMax: 14.99,
  deliveryDays: '1-2 days',
  paymentTypes: 'All cards + digital wallets',
  connectionMethods: 'All connectivity options',
  eposIntegration: true,
  merchantCompareRating: 5,
  trustpilotRating: 4.6,
  trustpilotUrl: 'https://uk.trustpilot.com/review/example.co.uk',
  companyDescription: 'A test acquirer with keen rates.',
};

/** A terminal with its 8 required fields. */
export const COMPLETE_TERMINAL = {
  name: 'Test Countertop',
  type: 'countertop',
  monthlyRental: 9.95,
  setupFee: 0,
  features: ['Receipt printer'],
  connectivity: ['wifi', 'ethernet'],
  specialFeatures: ['Tap to pay'],
  suitableFor: ['Retail'],
  description: 'A countertop card machine',
};

let counter = 0;

/** A unique provider name for this test run. */
export function providerName(base = 'Test Acquirer'): string {
  counter += 1;
  return `${base} ${counter} ${Date.now().toString(36)}`;
}

/** POST /api/crm/providers/with-terminals as `cookie`, answering the response. */
export function addProvider(
  t: TestApp,
  cookie: string,
  provider: Record<string, unknown>,
  terminals: Array<Record<string, unknown>> = [],
  extra: Record<string, unknown> = {},
) {
  return t.http
    .post('/api/crm/providers/with-terminals')
    .set('Cookie', cookie)
    .send({ provider, terminals, ...extra });
}

/** PATCH /api/crm/providers/{id} as `cookie`. */
export function patchProvider(t: TestApp, cookie: string, id: number, body: Record<string, unknown>) {
  return t.http.patch(`/api/crm/providers/${id}`).set('Cookie', cookie).send(body);
}

/** The ids of the providers a retailer's comparison ranks (only live providers reach it). */
export async function comparedProviderIds(t: TestApp): Promise<number[]> {
  const visitor = await createProfile(t);
  const res = await compare(t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
  return (res.body.providers as Array<{ id: number }>).map((provider) => provider.id);
}

/** One provider of GET /api/crm/providers/with-scores, by id. */
export async function providerWithScores(t: TestApp, cookie: string, id: number): Promise<Record<string, unknown>> {
  const res = await t.http
    .get('/api/crm/providers/with-scores')
    .query({ filter: JSON.stringify({ id: [id] }) })
    .set('Cookie', cookie)
    .expect(200);
  return res.body[0];
}

/** A provider's audit history, newest first. */
export async function auditOf(t: TestApp, cookie: string, providerId: number): Promise<Array<Record<string, unknown>>> {
  return (await t.http.get(`/api/crm/providers/${providerId}/audit`).set('Cookie', cookie).expect(200)).body;
}
