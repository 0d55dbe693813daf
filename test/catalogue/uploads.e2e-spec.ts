import sharp from 'sharp';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import { Provider } from '../../src/providers/entities/provider.entity';
import { Terminal } from '../../src/providers/entities/terminal.entity';
import { CrmWorld, startCrmWorld } from '../support/crm';
import { auditOf, patchProvider } from '../support/catalogue';
import { EXE, filesUnder, jpegWithExif, pngBomb, pngPicture, truncatedPng, webpPicture } from './image-fixtures';

const MB = 1024 * 1024;
const GENERATED = /^\/uploads\/(logos|terminal-images)\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

/** Provider logos, terminal images and the gallery (admin and staff; partners may not upload). */
describe('Image uploads and the gallery (admin, staff, partner)', () => {
  let w: CrmWorld;
  let uploadDir: string;
  let providerId: number;
  let terminalId: number;

  const uploadLogo = (id: number, data: Buffer, filename = 'logo.png', cookie = w.staff.cookie, field = 'logo') =>
    w.t.http.post(`/api/upload/provider-logo/${id}`).set('Cookie', cookie).attach(field, data, { filename, contentType: 'image/png' });
  const uploadImage = (id: number, data: Buffer, filename = 'terminal.jpg', cookie = w.staff.cookie) =>
    w.t.http.post(`/api/upload/terminal-image/${id}`).set('Cookie', cookie).attach('image', data, { filename, contentType: 'image/jpeg' });

  beforeAll(async () => {
    w = await startCrmWorld();
    uploadDir = w.t.app.get<AppConfig>(APP_CONFIG).uploadDir;
    providerId = (await w.t.dataSource.getRepository(Provider).findOneByOrFail({ name: 'Teya' })).id;
    terminalId = (await w.t.dataSource.getRepository(Terminal).findOneByOrFail({ providerId })).id;
  });
  afterAll(() => w.t.close());

  it("stores a logo re-encoded as WEBP fitted into 200x80, sets it as the provider's logo (audited, new version) and serves it cached for a year", async () => {
    const before = await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId });
    const res = await uploadLogo(providerId, await pngPicture(1000, 250)).expect(201);
    expect(res.body).toEqual({
      filename: expect.any(String),
      url: expect.stringMatching(GENERATED),
      type: 'logo',
      size: expect.any(Number),
      width: 200,
      height: 50,
      recordId: providerId,
    });
    expect(res.body.url).toBe(`/uploads/logos/${res.body.filename}`);
    const provider = await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId });
    expect(provider).toMatchObject({ logo: res.body.url, dataVersion: before.dataVersion + 1 });
    const [entry] = await auditOf(w.t, w.admin.cookie, providerId);
    expect(entry).toMatchObject({
      action: 'update',
      reason: 'Logo uploaded',
      changedFields: [{ field: 'logo', oldValue: before.logo, newValue: res.body.url }],
      user: { id: w.staff.id },
    });

    const served = await w.t.http
      .get(res.body.url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 50, hasAlpha: true });
  });

  it('strips the metadata of a terminal photo, turns it into a 400x300-fitted WEBP and sets the imageUrl', async () => {
    const res = await uploadImage(terminalId, await jpegWithExif(1600, 1200)).expect(201);
    expect(res.body).toMatchObject({
      type: 'terminal-image',
      width: 400,
      height: 300,
      recordId: terminalId,
      url: expect.stringMatching(/^\/uploads\/terminal-images\//),
    });
    const stored = filesUnder(uploadDir).find((file) => file.endsWith(res.body.filename))!;
    const metadata = await sharp(`${uploadDir}/${stored}`).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect((await w.t.dataSource.getRepository(Terminal).findOneByOrFail({ id: terminalId })).imageUrl).toBe(res.body.url);
    const entry = await w.t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ tableName: 'terminals', recordId: String(terminalId), reason: 'Image uploaded' });
    expect(entry.changedFields).toEqual([{ field: 'imageUrl', oldValue: null, newValue: res.body.url }]);
  });

  it('accepts a WEBP and never enlarges a small picture', async () => {
    const res = await uploadLogo(providerId, await webpPicture(120, 40), 'small.webp').expect(201);
    expect(res.body).toMatchObject({ width: 120, height: 40 });
  });

  describe('refuses clearly and leaves nothing on disk', () => {
    let before: string[];
    beforeEach(() => {
      before = filesUnder(uploadDir);
    });
    afterEach(() => {
      expect(filesUnder(uploadDir)).toEqual(before);
    });

    it('a Windows program renamed logo.png (judged by content)', async () => {
      const res = await uploadLogo(providerId, EXE, 'logo.png').expect(415);
      expect(res.body).toEqual({ statusCode: 415, message: 'Only PNG, JPG, and WEBP images are allowed', error: 'Unsupported Media Type' });
    });

    it('a 6 MB terminal image and a 3 MB logo', async () => {
      const big = Buffer.concat([await pngPicture(10, 10), Buffer.alloc(6 * MB)]);
      expect((await uploadImage(terminalId, big, 'big.png').expect(413)).body.message).toBe('File size must be less than 5MB');
      expect((await uploadLogo(providerId, big.subarray(0, 3 * MB)).expect(413)).body.message).toBe('File size must be less than 2MB');
    });

    it('a truncated PNG', async () => {
      const res = await uploadLogo(providerId, await truncatedPng()).expect(422);
      expect(res.body.message).toBe('The image could not be read. It may be damaged or incomplete.');
    });

    it('a PNG whose name carries a folder path (sent as written: form libraries would cut it to its last part)', async () => {
      const png = await pngPicture(50, 20);
      for (const filename of ['../../etc/evil.png', '..\\..\\evil.png', '/tmp/evil.png']) {
        const boundary = 'mc-test-boundary';
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await w.t.http
          .post(`/api/upload/provider-logo/${providerId}`)
          .set('Cookie', w.staff.cookie)
          .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
          .send(body);
        expect({ filename, status: res.status, message: res.body.message }).toEqual({
          filename,
          status: 400,
          message: 'The file name must not contain a folder path',
        });
      }
    });

    it('a 20000 x 20000 PNG bomb, before decoding it', async () => {
      const started = Date.now();
      const res = await uploadLogo(providerId, pngBomb()).expect(422);
      expect(res.body.message).toBe('The image is too large in pixels (at most 40 megapixels)');
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('no file, a file in another field, and an unknown provider or terminal', async () => {
      expect((await w.t.http.post(`/api/upload/provider-logo/${providerId}`).set('Cookie', w.staff.cookie).expect(400)).body.message).toBe(
        'Please choose an image to upload (multipart field "logo")',
      );
      await uploadLogo(providerId, await pngPicture(50, 20), 'logo.png', w.staff.cookie, 'image').expect(400, {
        statusCode: 400,
        message: ['property image should not exist'],
        error: 'Bad Request',
      });
      await uploadLogo(999999, await pngPicture(50, 20)).expect(404);
      await uploadImage(999999, await jpegWithExif(50, 20)).expect(404);
    });

    it('a partner, even for its own provider', async () => {
      await uploadLogo(w.providerId, await pngPicture(50, 20), 'logo.png', w.partner.cookie).expect(403);
      await w.t.http.get('/api/uploads').set('Cookie', w.partner.cookie).expect(403);
    });
  });

  describe('the gallery', () => {
    it('lists the real files with their size, date and the records that show them', async () => {
      const res = await w.t.http.get('/api/uploads').query({ range: '[0,99]' }).set('Cookie', w.admin.cookie).expect(200);
      const files = filesUnder(uploadDir);
      expect(res.headers['content-range']).toBe(`uploads 0-${files.length - 1}/${files.length}`);
      expect(res.body.map((image: { url: string }) => image.url).sort()).toEqual(files.map((file) => `/uploads/${file}`).sort());
      const logo = (await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId })).logo;
      const shown = res.body.find((image: { url: string }) => image.url === logo);
      expect(shown).toMatchObject({
        type: 'logo',
        inUse: true,
        usedBy: [{ type: 'provider', id: providerId, name: 'Teya' }],
        size: expect.any(Number),
        lastModified: expect.any(String),
      });
      const unused = await w.t.http.get('/api/uploads').query({ filter: '{"inUse":false,"type":"logo"}' }).set('Cookie', w.admin.cookie).expect(200);
      expect(unused.body.length).toBe(1);
      expect(unused.body[0]).toMatchObject({ inUse: false, usedBy: [] });
    });

    it('lets a provider take an image of the gallery, and refuses one that is not there', async () => {
      const [unused] = (await w.t.http.get('/api/uploads').query({ filter: '{"inUse":false}' }).set('Cookie', w.admin.cookie).expect(200)).body;
      const other = (await w.t.dataSource.getRepository(Provider).findOneByOrFail({ name: 'Adyen' })).id;
      await patchProvider(w.t, w.admin.cookie, other, { logo: unused.url }).expect(200);
      const res = await patchProvider(w.t, w.admin.cookie, other, { logo: '/uploads/logos/00000000-0000-4000-8000-000000000000.webp' }).expect(400);
      expect(res.body.message).toEqual(['logo must be an image of the gallery; /uploads/logos/00000000-0000-4000-8000-000000000000.webp was not found']);
      await patchProvider(w.t, w.admin.cookie, other, { logo: null }).expect(200);
    });

    it('refuses to delete an image in use (409) and deletes an unused one (audited)', async () => {
      const logo = (await w.t.dataSource.getRepository(Provider).findOneByOrFail({ id: providerId })).logo!;
      const inUse = await w.t.http
        .delete(`/api/uploads/logos/${logo.split('/').pop()}`)
        .set('Cookie', w.staff.cookie)
        .expect(409);
      expect(inUse.body.message).toBe('The image is in use by provider Teya: choose another image there first');
      const [unused] = (await w.t.http.get('/api/uploads').query({ filter: '{"inUse":false}' }).set('Cookie', w.admin.cookie).expect(200)).body;
      const res = await w.t.http.delete(`/api/uploads/logos/${unused.filename}`).set('Cookie', w.staff.cookie).expect(200);
      expect(res.body).toMatchObject({ filename: unused.filename, inUse: false });
      expect(filesUnder(uploadDir)).not.toContain(`logos/${unused.filename}`);
      await w.t.http.get(unused.url).expect(404);
      const entry = await w.t.dataSource.getRepository(AuditLog).findOneByOrFail({ tableName: 'uploads', action: 'delete' });
      expect(entry).toMatchObject({
        recordId: unused.filename.replace('.webp', ''),
        crmUserId: w.staff.id,
        changedFields: [{ field: 'file', oldValue: unused.url, newValue: null }],
      });
    });

    it('refuses names that are not generated ones, and folders that do not exist, touching nothing', async () => {
      const before = filesUnder(uploadDir);
      for (const name of ['..%2F..%2Fapp.sqlite', 'evil.webp', '.%2E', '00000000-0000-4000-8000-000000000000.png']) {
        const res = await w.t.http.delete(`/api/uploads/logos/${name}`).set('Cookie', w.admin.cookie);
        expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status: 400, message: 'Not the name of an uploaded image' });
      }
      await w.t.http.delete('/api/uploads/logos/00000000-0000-4000-8000-000000000000.webp').set('Cookie', w.admin.cookie).expect(404);
      await w.t.http.delete('/api/uploads/secrets/00000000-0000-4000-8000-000000000000.webp').set('Cookie', w.admin.cookie).expect(404);
      expect(filesUnder(uploadDir)).toEqual(before);
    });

    it('serves only generated names under /uploads/, answering 404 JSON for anything else', async () => {
      for (const path of [
        '/uploads/logos/',
        '/uploads/',
        '/uploads/logos/.hidden.webp',
        '/uploads/logos/00000000-0000-4000-8000-000000000000.webp',
        '/uploads/logos/x.svg',
      ]) {
        const res = await w.t.http.get(path);
        expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({
          path,
          status: 404,
          type: expect.stringMatching(/application\/json/),
        });
      }
      const climbing = await w.t.http.get('/uploads/../package.json');
      expect([403, 404]).toContain(climbing.status);
    });
  });
});
