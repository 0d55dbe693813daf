import { createHash, randomUUID } from 'node:crypto';
import { TrackingEvent } from '../../src/analytics/entities/tracking-event.entity';
import { isMysql } from '../../src/database/engine';
import { rebuildTrackingRollups } from '../../src/domain/tracking-rollups';
import { Lead } from '../../src/leads/entities/lead.entity';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { Quote } from '../../src/quotes/entities/quote.entity';
import { newCustomer, quotedProviders, TestCustomer } from '../customers/customer-fixtures';
import type { TestApp } from '../support/app';
import { markCustomersStale } from '../support/customer-rollups';

/**
 * A hand-counted analytics fixture in July 2026 (British Summer Time, UTC+1). The period asked
 * for is 1-15 July (UK days): from 2026-06-30T23:00Z to 2026-07-15T23:00Z.
 *
 * Landing-page visits: 06-30 22:30Z (30 June UK: out), 06-30 23:30Z (00:30 on 1 July UK: in),
 * 07-05 10:00Z (in), 07-15 22:30Z (23:30 on 15 July UK: in), 07-15 23:30Z (16 July UK: out).
 *
 * Customers (each quoted by the same providers; P1 and P2 are the two best):
 *  A retail, applied for P1 (so its P1 quote is selected); wizard: user, steps 1-5, an upload
 *    (first event 07-02 09:00Z, profile 09:05Z, lead 09:20Z: 20 minutes to complete)
 *  B retail, selected P2's quote, no lead; wizard: user, steps 1-4 (drops off at Compare)
 *  C food_beverage, quoted only; wizard: user, steps 1-4 and an upload (drops off at Compare)
 *  D retail, applied for P1, but everything in June (out of the period)
 * Visits without a customer: E (user, step 1), F (user, steps 1-2).
 *
 * So: visitors 3, users 5 (A B C E F), created 3, quoted 3, selected 2 (A B), applied 1 (A);
 * unique sessions 5; quotes 3 x per customer; selected quotes 2; applications 1; conversion
 * 1/5 = 20 %; sectors retail 2 (66.7 %), food_beverage 1 (33.3 %); upload rate 2/5 = 0.4;
 * drop-off Compare (B, C) before Business Details (E) and Payment Methods (F); time to complete
 * 20 minutes; P1 3 quotes 1 application (33.3 %), P2 3 quotes 0 applications.
 */
export interface AnalyticsFixture {
  a: TestCustomer;
  b: TestCustomer;
  c: TestCustomer;
  d: TestCustomer;
  p1: number;
  p2: number;
  quotesPerCustomer: number;
}

export const JULY = { startDate: '2026-07-01', endDate: '2026-07-15' };

const at = (iso: string): Date => new Date(iso);

export async function track(t: TestApp, path: string, body: Record<string, unknown>, when: string): Promise<void> {
  await t.http.post(path).send(body).expect(204);
  const [latest] = await t.dataSource.getRepository(TrackingEvent).find({ order: { id: 'DESC' }, take: 1 });
  await t.dataSource.getRepository(TrackingEvent).update({ id: latest.id }, { createdAt: at(when) });
  // A visit's first event starts its customers' time to complete.
  await markCustomersStale(t);
}

/** A statement analysed for the visit: the analysis records it as the statements service does. */
async function recordUpload(t: TestApp, sessionId: string, when: Date): Promise<void> {
  const sessionHash = createHash('sha256').update(sessionId).digest('hex');
  const saved = await t.dataSource
    .getRepository(TrackingEvent)
    .save({ type: 'document_upload', sessionHash, step: null, path: '/api/analyze-document', data: { fileType: 'pdf', ocr: false, found: [] } });
  await t.dataSource.getRepository(TrackingEvent).update({ id: saved.id }, { createdAt: when });
  await markCustomersStale(t);
}

/** The wizard events of one visit: 'user' at `start`, then each step a minute apart, uploads after the given steps. */
async function wizardVisit(t: TestApp, sessionId: string, start: string, lastStep: number, uploadAfter: number[] = []): Promise<void> {
  const base = at(start).getTime();
  await track(t, '/api/track-user', { sessionId }, start);
  for (let step = 1; step <= lastStep; step += 1) {
    await track(t, '/api/track-step', { sessionId, step }, new Date(base + step * 60_000).toISOString());
    if (uploadAfter.includes(step)) await recordUpload(t, sessionId, new Date(base + step * 60_000 + 30_000));
  }
}

/** Moves a customer's profile, quotes and leads to the given times. */
export async function dateCustomer(t: TestApp, customer: TestCustomer, profileAt: string, leadAt?: string): Promise<void> {
  await t.dataSource.getRepository(BusinessProfile).update({ id: customer.id }, { createdAt: at(profileAt) });
  await t.dataSource.getRepository(Quote).update({ businessProfileId: customer.id }, { createdAt: at(profileAt) });
  if (leadAt) await t.dataSource.getRepository(Lead).update({ businessProfileId: customer.id }, { createdAt: at(leadAt) });
  await markCustomersStale(t, [customer.id]);
}

export async function buildAnalyticsFixture(t: TestApp): Promise<AnalyticsFixture> {
  const [p1, p2] = await quotedProviders(t);
  const a = await newCustomer(t, { businessName: 'Alpha Stores', businessSector: 'retail', monthlyTurnover: 15000, applyFor: p1 });
  const b = await newCustomer(t, { businessName: 'Beta Boutique', businessSector: 'retail', selectQuoteOf: p2 });
  const c = await newCustomer(t, { businessName: 'Cafe Gamma', businessSector: 'food_beverage' });
  const d = await newCustomer(t, { businessName: 'Delta Hardware', businessSector: 'retail', applyFor: p1 });
  // Tracking events made while creating the customers are not part of the fixture.
  await t.dataSource.getRepository(TrackingEvent).clear();

  for (const when of ['2026-06-30T22:30:00Z', '2026-06-30T23:30:00Z', '2026-07-05T10:00:00Z', '2026-07-15T22:30:00Z', '2026-07-15T23:30:00Z']) {
    await track(t, '/api/track-visitor', {}, when);
  }
  await wizardVisit(t, a.visitor.sessionId, '2026-07-02T09:00:00Z', 5, [3]);
  await wizardVisit(t, b.visitor.sessionId, '2026-07-03T10:00:00Z', 4);
  await wizardVisit(t, c.visitor.sessionId, '2026-07-04T11:00:00Z', 4, [3]);
  await wizardVisit(t, randomUUID(), '2026-07-06T12:00:00Z', 1);
  await wizardVisit(t, randomUUID(), '2026-07-07T13:00:00Z', 2);
  await wizardVisit(t, d.visitor.sessionId, '2026-06-10T08:00:00Z', 5);

  await dateCustomer(t, a, '2026-07-02T09:05:00Z', '2026-07-02T09:20:00Z');
  await dateCustomer(t, b, '2026-07-03T10:05:00Z');
  await dateCustomer(t, c, '2026-07-04T11:05:00Z');
  await dateCustomer(t, d, '2026-06-10T08:05:00Z', '2026-06-10T08:30:00Z');
  // The events were moved to their times behind the service's back: the daily roll-ups are built again from them.
  await rebuildTrackingRollups((sql, params) => t.dataSource.query(sql, params), isMysql(t.dataSource));
  return { a, b, c, d, p1, p2, quotesPerCustomer: a.quotes.length };
}
