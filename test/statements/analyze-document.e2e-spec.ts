import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { TrackingEvent } from '../../src/analytics/entities/tracking-event.entity';
import { hashSessionId } from '../../src/profiles/visitor-session';
import { BusinessProfile } from '../../src/profiles/entities/business-profile.entity';
import { startApp, TestApp } from '../support/app';
import {
  BARCLAYCARD_FIGURES,
  barclaycardStatement,
  blankPng,
  DOJO_FIGURES,
  dojoStatement,
  pdfOf,
  scannedPdf,
  SUMUP_FIGURES,
  sumupStatementPng,
  WORLDPAY_FIGURES,
  worldpayStatement,
  worldpayStatementJpeg,
} from './statement-fixtures';
import { HELD_OUT_STATEMENTS, heldOutPhoto } from './held-out-statements';

const OCR_TIMEOUT = 60_000;

/** Every file and folder under `dir`, relative to it. */
function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => relative(dir, join(dir, entry)))
    .sort();
}

describe('POST /api/analyze-document (anonymous visitor in the wizard, step 3)', () => {
  let t: TestApp;
  let profileId: string;
  let sessionId: string;
  // The app's temp files (if any) land in a folder of this test's own, so it can prove none are left.
  const originalTmp = process.env.TMPDIR;
  const privateTmp = mkdtempSync(join(tmpdir(), 'mc-statements-'));
  let treeAfterStart: string[];

  beforeAll(async () => {
    process.env.TMPDIR = privateTmp;
    t = await startApp({ RATE_LIMIT_PUBLIC: '1000' });
    treeAfterStart = listTree(privateTmp);
    sessionId = randomUUID();
    const profiles = t.dataSource.getRepository(BusinessProfile);
    const profile = await profiles.save(
      profiles.create({ sessionHash: hashSessionId(sessionId), businessName: 'The Corner Cafe', businessType: 'restaurant', paymentStatus: 'existing' }),
    );
    profileId = profile.id;
  });

  afterAll(async () => {
    await t?.close();
    process.env.TMPDIR = originalTmp;
    rmSync(privateTmp, { recursive: true, force: true });
  });

  /** POST /api/analyze-document as the profile's owner (X-Session-Id). */
  const upload = (session: string = sessionId) => t.http.post('/api/analyze-document').set('X-Session-Id', session);
  const analyze = (buffer: Buffer, filename: string, id: string | null = profileId) => {
    const req = upload().attach('document', buffer, filename);
    return id === null ? req : req.field('businessProfileId', id);
  };

  it('reads a Worldpay-style statement with a card-type table', async () => {
    const res = await analyze(await worldpayStatement(), 'worldpay-march.pdf').expect(200);
    expect(res.body.extractedData).toEqual(WORLDPAY_FIGURES);
    expect(res.body.summary).toBe(
      'Found: card turnover £12,345.67, debit cards £9,045.00, credit cards £2,920.67, corporate cards £380.00, 412 transactions, average transaction £29.97, provider Worldpay, debit rate 0.359%, credit rate 1.214%, corporate rate 2.10%, authorisation fee 2.5p, monthly fees £12.00, terminal rental £19.95, other fees £4.50, total charges £122.62.',
    );
    // Every figure has a confidence; the card rows add up to the turnover and the charge lines to the total.
    expect(Object.keys(res.body.confidence).sort()).toEqual(Object.keys(WORLDPAY_FIGURES).sort());
    expect(res.body.confidence).toMatchObject({ monthlyTurnover: 'high', averageTransaction: 'medium', currentTotalMonthlyCost: 'high' });
    expect(res.body.checks).toEqual([]);
  });

  it(
    'names the figure that looks wrong in a phone photo whose average disagrees with turnover / transactions',
    async () => {
      const statement = HELD_OUT_STATEMENTS.find((s) => s.name === 'worldpay-average-misread');
      if (!statement) throw new Error('held-out statement missing');
      const res = await analyze(heldOutPhoto(statement, 5), 'IMG_0107.jpg').expect(200);
      expect(res.body.extractedData).toMatchObject({
        monthlyTurnover: 14980,
        transactionsPerMonth: 535,
        averageTransaction: 28,
        currentTotalMonthlyCost: 103.07,
      });
      expect(res.body.confidence).toMatchObject({ averageTransaction: 'low', monthlyTurnover: 'high', transactionsPerMonth: 'high' });
      expect(res.body.checks).toContainEqual({
        field: 'averageTransaction',
        message: 'The average transaction read (£82.00) does not match turnover / transactions (£28.00); £28.00 is shown: please check this figure.',
      });
    },
    OCR_TIMEOUT,
  );

  it('reads a Barclaycard-style summary with Total Transactions and Charges lines', async () => {
    const res = await analyze(await barclaycardStatement(), 'statement.pdf').expect(200);
    expect(res.body.extractedData).toEqual(BARCLAYCARD_FIGURES);
    expect(res.body.summary).toMatch(/^Found: card turnover £48,210\.55, .*1,284 transactions, .*provider Barclaycard Payments/);
    expect(res.body.summary).not.toMatch(/Not found/);
  });

  it('reads a Dojo-style simple monthly summary and says what it did not find', async () => {
    const res = await analyze(await dojoStatement(), 'dojo.pdf').expect(200);
    expect(res.body.extractedData).toEqual(DOJO_FIGURES);
    expect(res.body.summary).toBe(
      'Found: card turnover £8,450.20, debit cards £5,900.00, credit cards £2,550.20, 310 transactions, average transaction £27.26, provider Dojo, debit rate 0.30%, credit rate 0.70%, terminal rental £15.00, total charges £50.55.',
    );
  });

  it(
    'reads a photographed statement (PNG) with OCR',
    async () => {
      const res = await analyze(sumupStatementPng(), 'photo.png').expect(200);
      expect(res.body.extractedData).toEqual(SUMUP_FIGURES);
      expect(res.body.summary).toMatch(/^Found: card turnover £8,450\.20, .*provider SumUp/);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a photographed card-type table (JPEG) with OCR',
    async () => {
      const res = await analyze(worldpayStatementJpeg(), 'IMG_0042.jpg').expect(200);
      expect(res.body.extractedData).toEqual(WORLDPAY_FIGURES);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a scanned statement (a PDF without a text layer) by rendering its pages for OCR',
    async () => {
      const res = await analyze(await scannedPdf(sumupStatementPng()), 'scan.pdf').expect(200);
      expect(res.body.extractedData).toEqual(SUMUP_FIGURES);
    },
    OCR_TIMEOUT,
  );

  it(
    'answers 200 with nothing found for a picture without text',
    async () => {
      const res = await analyze(blankPng(), 'blank.png').expect(200);
      expect(res.body).toEqual({ extractedData: {}, confidence: {}, checks: [], summary: expect.stringMatching(/^Nothing was found in this document/) });
    },
    OCR_TIMEOUT,
  );

  it('judges the type by content: a text file named .pdf is refused with 415', async () => {
    const res = await analyze(Buffer.from('Total sales £1,000.00\n'), 'statement.pdf').expect(415);
    expect(res.body).toEqual({ statusCode: 415, message: 'File type not supported. Please upload: pdf, jpg, jpeg, png', error: 'Unsupported Media Type' });
  });

  it('accepts a real PDF whatever its name and declared type', async () => {
    const res = await upload()
      .field('businessProfileId', profileId)
      .attach('document', await dojoStatement(), { filename: 'statement.txt', contentType: 'text/plain' })
      .expect(200);
    expect(res.body.extractedData.currentProvider).toBe('Dojo');
  });

  it('refuses a file over 10 MB with 413 and the wizard message, the profile id coming after the file', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await upload().attach('document', big, 'big.pdf').field('businessProfileId', profileId).expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'File size must be less than 10MB', error: 'Payload Too Large' });
  });

  it('reads the profile id whether it comes before or after the file', async () => {
    const pdf = await dojoStatement();
    const after = await upload().attach('document', pdf, 'a.pdf').field('businessProfileId', profileId).expect(200);
    const before = await upload().field('businessProfileId', profileId).attach('document', pdf, 'a.pdf').expect(200);
    expect(after.body).toEqual(before.body);
  });

  it('needs the business profile: 400 without an id, 404 for an unknown one', async () => {
    const pdf = await dojoStatement();
    const missing = await analyze(pdf, 'a.pdf', null).expect(400);
    expect(missing.body).toEqual({ statusCode: 400, message: 'Please complete business details first', error: 'Bad Request' });
    const unknown = await analyze(pdf, 'a.pdf', randomUUID()).expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Please complete business details first', error: 'Not Found' });
  });

  it("reads a statement only for the profile's owner: another or no session id is 404, one that is not a UUID 400", async () => {
    const pdf = await dojoStatement();
    const foreign = await upload(randomUUID()).attach('document', pdf, 'a.pdf').field('businessProfileId', profileId).expect(404);
    expect(foreign.body.message).toBe('Please complete business details first');
    await t.http.post('/api/analyze-document').attach('document', pdf, 'a.pdf').field('businessProfileId', profileId).expect(404);
    await upload('not-a-uuid').attach('document', pdf, 'a.pdf').field('businessProfileId', profileId).expect(400);
  });

  it('needs a file: 400 without one; a request that is not multipart carries neither', async () => {
    const res = await upload().field('businessProfileId', profileId).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Please upload a statement file', error: 'Bad Request' });
    const json = await upload().send({ businessProfileId: profileId }).expect(400);
    expect(json.body.message).toBe('Please complete business details first');
  });

  it('takes one file only', async () => {
    const pdf = await dojoStatement();
    const res = await analyze(pdf, 'a.pdf').attach('document', pdf, 'b.pdf').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Please upload one statement file at a time', error: 'Bad Request' });
  });

  it('refuses a picture too large to decode safely, before OCR', async () => {
    // A PNG header announcing 10,000 x 10,000 pixels (a decompression bomb needs no more).
    const header = Buffer.from('89504e470d0a1a0a0000000d49484452000027100000271008060000000000000000', 'hex');
    const res = await analyze(header, 'huge.png').expect(422);
    expect(res.body.message).toBe('We could not read this image. It may be damaged or too large.');
  });

  it('refuses unknown form fields', async () => {
    const res = await analyze(await dojoStatement(), 'a.pdf')
      .field('note', 'hello')
      .expect(400);
    expect(res.body.message).toEqual(['property note should not exist']);
  });

  it('answers 422, never 500, for a damaged PDF', async () => {
    const whole = await worldpayStatement();
    const res = await analyze(whole.subarray(0, 400), 'broken.pdf').expect(422);
    expect(res.body).toEqual({
      statusCode: 422,
      message: 'We could not read this PDF. It may be damaged or password-protected.',
      error: 'Unprocessable Entity',
    });
  });

  it('answers 422 for a password-protected PDF', async () => {
    const locked = await pdfOf((doc) => doc.text('Total sales £1,000.00'), { userPassword: 'secret', ownerPassword: 'owner' });
    const res = await analyze(locked, 'locked.pdf').expect(422);
    expect(res.body.message).toBe('We could not read this PDF. It may be damaged or password-protected.');
  });

  it(
    'answers 422 for a picture that cannot be decoded',
    async () => {
      const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);
      const res = await analyze(broken, 'broken.png').expect(422);
      expect(res.body.message).toBe('We could not read this image. It may be damaged or too large.');
    },
    OCR_TIMEOUT,
  );

  it('records a document_upload event for the profile session after each successful analysis', async () => {
    const events = t.dataSource.getRepository(TrackingEvent);
    const before = await events.count({ where: { type: 'document_upload', sessionHash: hashSessionId(sessionId) } });
    await analyze(await dojoStatement(), 'a.pdf').expect(200);
    await analyze(Buffer.from('not a statement'), 'a.pdf').expect(415);
    expect(await events.count({ where: { type: 'document_upload', sessionHash: hashSessionId(sessionId) } })).toBe(before + 1);
    const last = await events.findOne({ where: { type: 'document_upload', sessionHash: hashSessionId(sessionId) }, order: { id: 'DESC' } });
    expect(last?.data).toEqual({ fileType: 'pdf', ocr: false, found: expect.arrayContaining(['monthlyTurnover', 'currentProvider']) });
  });

  it('keeps nothing on disk: no temp files, no uploads folder, no OCR cache', async () => {
    await analyze(await worldpayStatement(), 'a.pdf').expect(200);
    expect(listTree(privateTmp)).toEqual(treeAfterStart);
    expect(existsSync(join(process.cwd(), 'eng.traineddata'))).toBe(false);
  });
});
