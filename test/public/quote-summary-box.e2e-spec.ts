import { randomUUID } from 'node:crypto';
import { formatGBP } from '../../src/domain/pricing';
import { PdfTextService } from '../../src/statements/pdf-text.service';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';
import { addProvider, COMPLETE_PROVIDER, COMPLETE_TERMINAL, patchProvider, providerName } from '../support/catalogue';
import { compare, createProfile, EXISTING_RESTAURANT, NEW_RETAILER, Visitor } from '../support/visitor';

/** At most `places` decimal places, read from the JSON text as a visitor's program would. */
function hasAtMostPlaces(value: unknown, places: number): boolean {
  if (typeof value !== 'number') return false;
  const [, fraction = ''] = String(value).split('.');
  return fraction.length <= places;
}

describe('Comparison answers as a person reads them (anonymous visitor)', () => {
  let t: TestApp;

  /** GET one provider's summary box for the visitor's profile, as `sessionId` (the owner's unless told). */
  function boxOf(visitor: Visitor, providerId: number | string, sessionId: string | null = visitor.sessionId) {
    const request = t.http.get(`/api/business-profiles/${visitor.profileId}/summary-boxes/${providerId}`);
    if (sessionId) request.set('X-Session-Id', sessionId);
    return request;
  }

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('answers rates to at most 2 places, money to the penny and whole transactions', async () => {
    const visitor = await createProfile(t);
    // £10,000 at an average of £15: 666.67 transactions a month
    const res = await compare(t, visitor, { businessType: 'retail', monthlyTurnover: 10000, averageTransaction: 15, paymentMethods: ['pdq'] }).expect(200);
    const providers = res.body.providers as Array<{ costBreakdown: Record<string, unknown> }>;
    expect(providers.length).toBeGreaterThan(0);
    for (const { costBreakdown } of providers) {
      expect(costBreakdown.transactions).toBe(667);
      for (const rate of ['debitRatePercent', 'creditRatePercent', 'authorizationFeePence']) expect(hasAtMostPlaces(costBreakdown[rate], 2)).toBe(true);
      for (const money of ['transactionFees', 'terminalRentalPerTerminal', 'terminalRental', 'setupFee', 'total'])
        expect(hasAtMostPlaces(costBreakdown[money], 2)).toBe(true);
    }
  });

  it('gives every ranked quote a summary box, asked for one at a time, whose lines add up to its monthly cost, with the effective rates today and with the quote', async () => {
    // The box prices the profile's saved figures, as the wizard saves them before it compares.
    const visitor = await createProfile(t, { ...NEW_RETAILER, ...EXISTING_RESTAURANT });
    const res = await compare(t, visitor, EXISTING_RESTAURANT).expect(200);
    // card turnover 14,000 + 6,000 = 20,000; today £450 a month = 2.25%
    expect(res.body.cardTurnover).toBe(20000);
    expect(res.body.currentEffectiveRatePercent).toBe(2.25);
    expect(res.body.providers.length).toBeGreaterThan(0);
    for (const provider of res.body.providers) {
      // The comparison's answer carries the cards; the boxes are asked for when opened.
      expect(provider).not.toHaveProperty('summaryBox');
      const box = (await boxOf(visitor, provider.id).expect(200)).body;
      expect(box.providerName).toBe(provider.name);
      const linesPence = box.lines.reduce((sum: number, line: { amount: number }) => sum + Math.round(line.amount * 100), 0);
      expect(linesPence).toBe(Math.round(provider.estimatedMonthlyCost * 100));
      expect(box.monthlyTotal).toBe(provider.estimatedMonthlyCost);
      expect(Math.round(box.annualTotal * 100)).toBe(linesPence * 12);
      expect(box.lines.map((line: { key: string }) => line.key)).toEqual(
        expect.arrayContaining(['uk_debit', 'uk_credit', 'commercial', 'international', 'card_not_present', 'authorisation', 'terminal_rental']),
      );
      expect(box.effectiveRate.currentRatePercent).toBe(2.25);
      expect(box.effectiveRate.quoteRatePercent).toBe(Math.round((provider.estimatedMonthlyCost / 20000) * 10000) / 100);
      expect(Math.round(box.effectiveRate.savingMonthly * 100)).toBe(45000 - Math.round(provider.estimatedMonthlyCost * 100));
    }
  });

  it("answers a summary box to the profile's owner only, and 404 for a provider the comparison does not rank", async () => {
    const visitor = await createProfile(t, { ...NEW_RETAILER, ...EXISTING_RESTAURANT });
    const ranked = (await compare(t, visitor, EXISTING_RESTAURANT).expect(200)).body.providers[0].id as number;
    await boxOf(visitor, ranked).expect(200);
    await boxOf(visitor, ranked, null).expect(404);
    await boxOf(visitor, ranked, randomUUID()).expect(404);
    await boxOf({ ...visitor, profileId: randomUUID() }, ranked).expect(404);
    await boxOf(visitor, 987654).expect(404);
    await boxOf(visitor, 'first').expect(400);
  });

  it('shows the summary terms staff record, bounded, and warns of a terminal lease past 18 months', async () => {
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    const name = providerName('Box Acquirer');
    const created = await addProvider(t, admin, { name, ...COMPLETE_PROVIDER }, [COMPLETE_TERMINAL]).expect(201);
    const id = created.body.providerId as number;
    await patchProvider(t, admin, id, { noticePeriodDays: 366 }).expect(400);
    await patchProvider(t, admin, id, { noticePeriodDays: 30.5 }).expect(400);
    await patchProvider(t, admin, id, { terminalLeaseMonths: -1 }).expect(400);
    await patchProvider(t, admin, id, { settlementTime: 'x'.repeat(61) }).expect(400);
    const patched = await patchProvider(t, admin, id, {
      noticePeriodDays: 30,
      exitFee: 150,
      terminalLeaseMonths: 48,
      settlementTime: 'Next working day',
      supportHours: '24/7',
    }).expect(200);
    expect(patched.body).toMatchObject({
      noticePeriodDays: 30,
      exitFee: 150,
      terminalLeaseMonths: 48,
      settlementTime: 'Next working day',
      supportHours: '24/7',
    });

    const figures = { businessType: 'retail', monthlyTurnover: 12000, paymentMethods: ['pdq'] };
    const visitor = await createProfile(t, { ...NEW_RETAILER, ...figures });
    const res = await compare(t, visitor, figures).expect(200);
    expect(res.body.providers.map((provider: { id: number }) => provider.id)).toContain(id);
    const box = (await boxOf(visitor, id).expect(200)).body;
    expect(box.terms).toEqual({
      contractTermMonths: 12,
      noticePeriodDays: 30,
      exitFee: 150,
      terminalLeaseMonths: 48,
      settlementTime: 'Next working day',
      supportHours: '24/7',
      supportLocation: 'UK',
      otherMonthlyFees: null,
      otherMonthlyFeesLabel: null,
    });
    expect(box.isLeaseOverCap).toBe(true);
    expect(box.leaseWarning).toContain('48 months, longer than the 18 months');

    await patchProvider(t, admin, id, { terminalLeaseMonths: 18, exitFee: null }).expect(200);
    const boxAgain = (await boxOf(visitor, id).expect(200)).body;
    expect(boxAgain.isLeaseOverCap).toBe(false);
    expect(boxAgain.terms.exitFee).toBeNull();
  });

  describe('the summary boxes as a PDF', () => {
    const reader = new PdfTextService();
    afterAll(() => reader.onModuleDestroy());

    /** GET the PDF as bytes. */
    function pdfOf(profileId: string, sessionId?: string) {
      const request = t.http.get(`/api/business-profiles/${profileId}/summary-boxes.pdf`);
      if (sessionId) request.set('X-Session-Id', sessionId);
      return request.buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    }

    it("gives the owner one page per quote with each box's lines and totals as selectable text, and nobody else", async () => {
      const visitor = await createProfile(t, {
        businessType: 'restaurant',
        businessName: 'The Olive Tree',
        businessSector: 'retail',
        paymentStatus: 'existing',
      });
      // The figures the wizard saves before it compares: the PDF prices these.
      const figures = {
        monthlyTurnover: 20000,
        debitCardVolume: 14000,
        creditCardVolume: 6000,
        averageTransaction: 30,
        numberOfTerminals: 2,
        currentTotalMonthlyCost: 450,
      };
      await t.http
        .put(`/api/business-profiles/${visitor.profileId}`)
        .send({ ...figures, sessionId: visitor.sessionId })
        .expect(200);
      const compared = await compare(t, visitor, { businessType: 'restaurant', ...figures }).expect(200);
      const top = compared.body.providers.slice(0, 4);

      const res = await pdfOf(visitor.profileId, visitor.sessionId).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="quote-summary-boxes.pdf"');
      const bytes = res.body as Buffer;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const { text, pageCount } = await reader.read(bytes);
      expect(pageCount).toBe(top.length);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('For The Olive Tree');
      for (const provider of top) {
        expect(flat).toContain(`${provider.name}: summary box`);
        expect(flat).toContain(formatGBP(provider.estimatedMonthlyCost));
        const box = (await boxOf(visitor, provider.id).expect(200)).body;
        expect(flat).toContain(formatGBP(box.annualTotal));
        // every line's amount; other monthly fees the catalogue does not state read 'not stated'
        for (const line of box.lines)
          expect(flat).toContain(line.key === 'other_monthly_fees' && box.terms.otherMonthlyFees === null ? 'not stated' : formatGBP(line.amount));
      }
      for (const words of [
        'UK debit cards',
        'UK credit cards',
        'Commercial cards',
        'Authorisation fee',
        'Terminal rental',
        'Other monthly fees',
        'Monthly total',
        'Effective rate today',
        '2.25%',
        'Notice period',
        'not stated',
      ]) {
        expect(flat).toContain(words);
      }

      await pdfOf(visitor.profileId).expect(404);
      await pdfOf(visitor.profileId, randomUUID()).expect(404);
      await pdfOf(randomUUID(), visitor.sessionId).expect(404);
    });
  });
});
