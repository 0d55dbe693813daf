import { SUMMARY_TERM_FIELDS } from '../../src/domain/catalogue-rules/quality';
import { CrmWorld, startCrmWorld } from '../support/crm';
import { compare, createProfile } from '../support/visitor';
import { addProvider, auditOf, COMPLETE_PROVIDER, COMPLETE_TERMINAL, patchProvider, providerName, providerWithScores } from '../support/catalogue';

/**
 * A provider's other fixed monthly fees and the summary-box terms in provider management: bounded
 * on create and change, audited, counted by the summary-terms score (which never changes the
 * data-quality score or the status), and priced once into the provider's monthly cost.
 */
describe('Provider summary-box terms and other monthly fees (admin, staff)', () => {
  let w: CrmWorld;

  beforeAll(async () => {
    w = await startCrmWorld();
  });
  afterAll(() => w.t.close());

  /** The provider as the comparison of a £12,000-a-month retailer ranks it. */
  async function compared(id: number): Promise<{ estimatedMonthlyCost: number; otherMonthlyFees: number; costBreakdown: Record<string, number> }> {
    const visitor = await createProfile(w.t);
    const res = await compare(w.t, visitor, { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 12000 }).expect(200);
    return res.body.providers.find((provider: { id: number }) => provider.id === id);
  }

  it.each([
    [{ otherMonthlyFees: -0.01 }, 'otherMonthlyFees must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
    [{ otherMonthlyFees: 4.999 }, 'otherMonthlyFees must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
    [{ otherMonthlyFees: 100000.01 }, 'otherMonthlyFees must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
    [{ otherMonthlyFees: '4.50' }, 'otherMonthlyFees must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
    [{ otherMonthlyFeesLabel: 'x'.repeat(61) }, 'otherMonthlyFeesLabel must be a text of 1 to 60 characters'],
  ])('refuses a new provider with %j, naming the field, and creates nothing', async (body, message) => {
    const name = providerName('Refused Fees');
    const res = await addProvider(w.t, w.admin.cookie, { ...COMPLETE_PROVIDER, name, ...body }, [COMPLETE_TERMINAL]).expect(400);
    expect(res.body.message).toEqual([`provider.${message}`]);
    const list = await w.t.http
      .get('/api/crm/providers/with-scores')
      .query({ filter: JSON.stringify({ q: name }) })
      .set('Cookie', w.admin.cookie)
      .expect(200);
    expect(list.body).toEqual([]);
  });

  it('creates a provider with its other monthly fees, scores the terms it states apart from the live gate, and prices the fees once a month', async () => {
    const created = await addProvider(
      w.t,
      w.staff.cookie,
      { ...COMPLETE_PROVIDER, name: providerName('Fees Acquirer'), otherMonthlyFees: 4.5, otherMonthlyFeesLabel: 'PCI compliance' },
      [COMPLETE_TERMINAL],
    ).expect(201);
    const id = created.body.providerId as number;
    // the data-quality score and status do not count the summary terms
    expect(created.body).toMatchObject({ dataQualityScore: 100, status: 'live' });
    const row = await providerWithScores(w.t, w.staff.cookie, id);
    // 1 of the 6 terms stated: 17%
    expect(row).toMatchObject({
      otherMonthlyFees: 4.5,
      otherMonthlyFeesLabel: 'PCI compliance',
      dataQualityScore: 100,
      missingFields: [],
      summaryTermsScore: 17,
      missingSummaryTerms: ['noticePeriodDays', 'exitFee', 'terminalLeaseMonths', 'settlementTime', 'supportHours'],
    });
    const detail = await w.t.http.get(`/api/crm/providers/${id}`).set('Cookie', w.staff.cookie).expect(200);
    expect(detail.body).toMatchObject({ summaryTermsScore: 17, missingSummaryTerms: row.missingSummaryTerms, otherMonthlyFees: 4.5 });
    const [audit] = await auditOf(w.t, w.admin.cookie, id);
    expect(audit.changedFields).toEqual(
      expect.arrayContaining([
        { field: 'otherMonthlyFees', oldValue: null, newValue: 4.5 },
        { field: 'otherMonthlyFeesLabel', oldValue: null, newValue: 'PCI compliance' },
      ]),
    );

    const withFees = await compared(id);
    const { transactionFees, terminalRental, otherMonthlyFees, total } = withFees.costBreakdown;
    expect(withFees.otherMonthlyFees).toBe(4.5);
    expect(otherMonthlyFees).toBe(4.5);
    expect(Math.round(total * 100)).toBe(Math.round(transactionFees * 100) + Math.round(terminalRental * 100) + 450);
    expect(withFees.estimatedMonthlyCost).toBe(total);

    // cleared: not stated, priced as £0, and the score says so
    const cleared = await patchProvider(w.t, w.staff.cookie, id, { otherMonthlyFees: null, reason: 'Fee withdrawn' }).expect(200);
    expect(cleared.body).toMatchObject({ otherMonthlyFees: null, summaryTermsScore: 0, missingSummaryTerms: [...SUMMARY_TERM_FIELDS], status: 'live' });
    const without = await compared(id);
    expect(without.otherMonthlyFees).toBe(0);
    expect(Math.round(without.estimatedMonthlyCost * 100)).toBe(Math.round(withFees.estimatedMonthlyCost * 100) - 450);
  });

  describe('PATCH /api/crm/providers/{id}', () => {
    let id: number;

    beforeAll(async () => {
      id = (await addProvider(w.t, w.admin.cookie, { ...COMPLETE_PROVIDER, name: providerName('Terms Acquirer') }, [COMPLETE_TERMINAL]).expect(201)).body
        .providerId;
    });

    it.each([
      [{ otherMonthlyFees: -1 }, 'otherMonthlyFees must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
      [{ otherMonthlyFees: 1.234 }, 'otherMonthlyFees must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
      [{ otherMonthlyFees: true }, 'otherMonthlyFees must be a number with at most 2 decimal places from 0 to 100000 (pounds)'],
      [{ otherMonthlyFeesLabel: 'y'.repeat(61) }, 'otherMonthlyFeesLabel must be a text of 1 to 60 characters'],
      [{ otherMonthlyFeesLabel: 7 }, 'otherMonthlyFeesLabel must be a text of 1 to 60 characters'],
      [{ summaryTermsScore: 100 }, 'property summaryTermsScore should not exist'],
    ])('refuses %j with a 400 naming the field, changing nothing', async (body, message) => {
      const before = await providerWithScores(w.t, w.admin.cookie, id);
      const res = await patchProvider(w.t, w.admin.cookie, id, body).expect(400);
      expect(res.body.message).toEqual([message]);
      expect(await providerWithScores(w.t, w.admin.cookie, id)).toEqual(before);
    });

    it('fills every summary term: the summary-terms score reaches 100, the data-quality score and status stay, and the audit lists each change', async () => {
      expect(await providerWithScores(w.t, w.admin.cookie, id)).toMatchObject({ summaryTermsScore: 0, dataQualityScore: 100, status: 'live', dataVersion: 1 });
      const terms = {
        noticePeriodDays: 30,
        exitFee: 0,
        terminalLeaseMonths: 18,
        settlementTime: 'Next working day',
        supportHours: '24/7',
        otherMonthlyFees: 0,
        otherMonthlyFeesLabel: '  Account fee  ',
      };
      const res = await patchProvider(w.t, w.staff.cookie, id, { ...terms, reason: 'Terms from the contract' }).expect(200);
      expect(res.body).toMatchObject({
        ...terms,
        otherMonthlyFeesLabel: 'Account fee',
        summaryTermsScore: 100,
        missingSummaryTerms: [],
        dataQualityScore: 100,
        status: 'live',
        dataVersion: 2,
      });
      const [entry] = await auditOf(w.t, w.admin.cookie, id);
      expect(entry).toMatchObject({ action: 'update', reason: 'Terms from the contract', user: { id: w.staff.id, name: expect.any(String) } });
      expect(entry.changedFields).toEqual([
        { field: 'noticePeriodDays', oldValue: null, newValue: 30 },
        { field: 'exitFee', oldValue: null, newValue: 0 },
        { field: 'terminalLeaseMonths', oldValue: null, newValue: 18 },
        { field: 'settlementTime', oldValue: null, newValue: 'Next working day' },
        { field: 'supportHours', oldValue: null, newValue: '24/7' },
        { field: 'otherMonthlyFees', oldValue: null, newValue: 0 },
        { field: 'otherMonthlyFeesLabel', oldValue: null, newValue: 'Account fee' },
      ]);

      const changed = await patchProvider(w.t, w.admin.cookie, id, { otherMonthlyFees: 12.99, settlementTime: null }).expect(200);
      expect(changed.body).toMatchObject({ otherMonthlyFees: 12.99, summaryTermsScore: 83, missingSummaryTerms: ['settlementTime'], dataVersion: 3 });
      const [latest] = await auditOf(w.t, w.admin.cookie, id);
      expect(latest.changedFields).toEqual([
        { field: 'settlementTime', oldValue: 'Next working day', newValue: null },
        { field: 'otherMonthlyFees', oldValue: 0, newValue: 12.99 },
      ]);
    });
  });
});
