import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import { SharedCustomerWorld, startSharedCustomerWorld } from '../support/shared-customer';

const REFUSED = 'Only PDF, PNG and JPEG files up to 10 MB can be attached';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

interface ActivityRow {
  id: number;
  subject: string | null;
  files: { id: number; fileName: string; contentType: string; size: number; url: string }[];
}

describe('Attachments on calls and notes', () => {
  let w: SharedCustomerWorld;
  let folder: string;
  /** Partner A's and partner B's calls on the shared customer. */
  let callA: number;
  let callB: number;

  beforeAll(async () => {
    w = await startSharedCustomerWorld();
    folder = join(w.t.app.get<AppConfig>(APP_CONFIG).uploadDir, 'activity-attachments');
    const timeline = async (): Promise<ActivityRow[]> =>
      (await w.t.http.get(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', w.admin.cookie).expect(200)).body.activities;
    const activities = await timeline();
    callA = activities.find((a) => a.subject === w.A.callSubject)!.id;
    callB = activities.find((a) => a.subject === w.B.callSubject)!.id;
    // The shared-customer world (visits, comparisons, applications, three partners) takes a while on a busy machine.
  }, 180_000);
  afterAll(() => w?.t.close());

  const attach = (activityId: number, cookie: string, data: Buffer, name: string) =>
    w.t.http.post(`/api/crm/activities/${activityId}/attachments`).set('Cookie', cookie).attach('file', data, name);
  const storedFiles = (): string[] => (existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : []);

  it('accepts a PDF, a PNG and a JPEG, typed by content, stored beside the other uploads and listed on the timeline', async () => {
    const before = storedFiles().length;
    const pdf = await attach(callA, w.staff.cookie, PDF, 'signed application.pdf').expect(201);
    expect(pdf.body).toMatchObject({
      activityId: callA,
      fileName: 'signed application.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      crmUserId: w.staff.id,
    });
    expect(pdf.body.url).toBe(`/api/crm/activities/${callA}/attachments/${pdf.body.id}`);
    const png = await attach(callA, w.partnerA.cookie, PNG, 'terminal.png').expect(201);
    expect(png.body.contentType).toBe('image/png');
    // The name says PNG; the content is a JPEG: stored and served as what it is.
    const jpeg = await attach(callA, w.staff.cookie, JPEG, 'photo.png').expect(201);
    expect(jpeg.body.contentType).toBe('image/jpeg');
    expect(storedFiles().length).toBe(before + 3);

    const detail = await w.t.http.get(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', w.staff.cookie).expect(200);
    const call = (detail.body.activities as ActivityRow[]).find((a) => a.id === callA)!;
    expect(call.files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['signed application.pdf', 'application/pdf'],
      ['terminal.png', 'image/png'],
      ['photo.png', 'image/jpeg'],
    ]);
  });

  it('refuses by content (a text file named .pdf, a renamed program) with 400, and over 10 MB, leaving nothing on disk', async () => {
    const before = storedFiles();
    const text = await attach(callA, w.staff.cookie, Buffer.from('just some text, not a PDF'), 'notes.pdf').expect(400);
    expect(text.body.message).toBe(REFUSED);
    const program = await attach(callA, w.staff.cookie, EXE, 'invoice.pdf').expect(400);
    expect(program.body.message).toBe(REFUSED);
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length + 1, 0x20)]);
    const tooLarge = await attach(callA, w.staff.cookie, large, 'big.pdf').expect(413);
    expect(tooLarge.body.message).toBe(REFUSED);
    expect(storedFiles()).toEqual(before);
  });

  it('downloads for staff and for the partner of the provider the call belongs to, as an attachment with its name', async () => {
    const upload = await attach(callA, w.staff.cookie, PDF, 'quote.pdf').expect(201);
    for (const cookie of [w.staff.cookie, w.admin.cookie, w.partnerA.cookie]) {
      const res = await w.t.http
        .get(upload.body.url)
        .set('Cookie', cookie)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment; filename="quote.pdf"');
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    }
  });

  it("is 404 for a partner of another provider on the shared customer's other-provider call, for upload and download; never at a public address", async () => {
    const upload = await attach(callA, w.staff.cookie, PNG, 'private.png').expect(201);
    await w.t.http.get(upload.body.url).set('Cookie', w.partnerB.cookie).expect(404);
    await w.t.http.get(upload.body.url).set('Cookie', w.partnerC.cookie).expect(404);
    await w.t.http.get(upload.body.url).expect(401);
    await attach(callA, w.partnerB.cookie, PNG, 'mine.png').expect(404);
    // Partner B's own call on the same customer is its to attach to.
    await attach(callB, w.partnerB.cookie, PNG, 'b.png').expect(201);
    const detailB = await w.t.http.get(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', w.partnerB.cookie).expect(200);
    expect((detailB.body.activities as ActivityRow[]).some((a) => a.id === callA)).toBe(false);
    for (const name of storedFiles()) await w.t.http.get(`/uploads/activity-attachments/${name}`).expect(404);
  });

  it('goes with the customer: rows and files deleted once the deletion has committed', async () => {
    expect(storedFiles().length).toBeGreaterThan(0);
    await attach(callB, w.staff.cookie, JPEG, 'last.jpg').expect(201);
    await w.t.http.delete(`/api/crm/customers/${w.sharedCustomer}`).set('Cookie', w.admin.cookie).expect(200);
    expect(storedFiles()).toEqual([]);
    const rows = await w.t.dataSource.query('SELECT COUNT(*) AS n FROM activity_attachments');
    expect(Number(rows[0].n)).toBe(0);
  });
});
