import { Webhook } from 'standardwebhooks';
import { WebhookAttempt } from '../../src/webhooks/entities/webhook-attempt.entity';
import { WebhookDelivery } from '../../src/webhooks/entities/webhook-delivery.entity';
import { freezeClock, newCustomer, quotedProviders, TEST_ENV } from '../customers/customer-fixtures';
import { ADMIN, createUser, signIn, startApp, TestApp } from '../support/app';
import { MovingClock, runDeliveries, settledDeliveries, sharedDatabase } from './webhook-support';
import { WebhookReceiver } from './webhook-receiver';

const MINUTE = 60_000;
/** The receiver runs on this machine: only tests let webhooks reach a loopback address. */
const ALLOW_LOCAL = { ...TEST_ENV, WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMIT_LOGIN: '100000' };

describe('Leads delivered to partners: webhooks signed as Standard Webhooks, from a durable outbox', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let partner: string;
  let otherPartner: string;
  let p1: number;
  let p2: number;
  let receiver: WebhookReceiver;
  let failing: WebhookReceiver;
  let secret: string;
  let clock: MovingClock;

  beforeAll(async () => {
    t = await startApp(ALLOW_LOCAL);
    receiver = await WebhookReceiver.start();
    failing = await WebhookReceiver.start();
    failing.fallback = { status: 503, body: 'Service Unavailable' };
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    staff = await (await createUser(t, admin, 'staff')).cookie();
    [p1, p2] = await quotedProviders(t);
    partner = await (await createUser(t, admin, 'partner', { providerId: p1 })).cookie();
    otherPartner = await (await createUser(t, admin, 'partner', { providerId: p2 })).cookie();
    clock = new MovingClock(t);
  });
  afterAll(async () => {
    clock.restore();
    await t.close();
    await receiver.close();
    await failing.close();
  });

  it('lets an admin set a webhook and shows its secret once, never again', async () => {
    const before = await t.http.get(`/api/crm/providers/${p1}/webhook`).set('Cookie', admin).expect(200);
    expect(before.body).toEqual({ providerId: p1, url: null, secretCreatedAt: null, previousSecretExpiresAt: null });
    const set = await t.http.put(`/api/crm/providers/${p1}/webhook`).set('Cookie', admin).send({ url: receiver.url() }).expect(200);
    expect(set.body).toMatchObject({ providerId: p1, url: receiver.url(), secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) });
    secret = set.body.secret;
    const read = await t.http.get(`/api/crm/providers/${p1}/webhook`).set('Cookie', partner).expect(200);
    expect(read.body).toEqual({ providerId: p1, url: receiver.url(), secretCreatedAt: expect.any(String), previousSecretExpiresAt: null });
    expect(JSON.stringify(read.body)).not.toContain(secret.slice(6));
    // Changing the URL keeps the secret and does not show it.
    const changed = await t.http.put(`/api/crm/providers/${p1}/webhook`).set('Cookie', partner).send({ url: receiver.url() }).expect(200);
    expect(changed.body.secret).toBeUndefined();
  });

  it("lets a partner manage only its own provider's webhook; staff only read", async () => {
    await t.http.get(`/api/crm/providers/${p1}/webhook`).set('Cookie', otherPartner).expect(404);
    await t.http.put(`/api/crm/providers/${p1}/webhook`).set('Cookie', otherPartner).send({ url: failing.url() }).expect(404);
    await t.http.post(`/api/crm/providers/${p1}/webhook/rotate-secret`).set('Cookie', otherPartner).expect(404);
    await t.http.put(`/api/crm/providers/${p1}/webhook`).set('Cookie', staff).send({ url: failing.url() }).expect(403);
    await t.http.get(`/api/crm/providers/${p1}/webhook`).set('Cookie', staff).expect(200);
    const bad = await t.http.put(`/api/crm/providers/${p1}/webhook`).set('Cookie', admin).send({ url: 'ftp://partner.example.co.uk/x' }).expect(400);
    expect(bad.body.message).toEqual(['url must start with https:// or http://']);
    const withPassword = await t.http
      .put(`/api/crm/providers/${p1}/webhook`)
      .set('Cookie', admin)
      .send({ url: 'https://u:p@partner.example.co.uk/x' })
      .expect(400);
    expect(withPassword.body.message).toEqual(['url must not carry a user name or password']);
  });

  it('POSTs a new lead signed so that an independent Standard Webhooks implementation verifies it, and logs the attempt', async () => {
    const customer = await newCustomer(t, { applyFor: p1 });
    const [hook] = await receiver.waitFor(1);
    const message = new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
      type: string;
      data: { lead: { id: number; applicationReference: string; status: string; selectedProviderId: number; email: string } };
    };
    expect(message.type).toBe('lead.created');
    expect(message.data.lead).toMatchObject({
      id: customer.leadId,
      applicationReference: customer.applicationReference,
      status: 'created',
      selectedProviderId: p1,
    });
    expect(hook.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(() => new Webhook('whsec_' + Buffer.alloc(32, 7).toString('base64')).verify(hook.body, hook.headers as Record<string, string>)).toThrow(
      'No matching signature found',
    );
    const [delivery] = await settledDeliveries(t, admin, customer.leadId!);
    expect(delivery).toMatchObject({ messageId: hook.headers['webhook-id'], eventType: 'lead.created', status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(delivery.attemptLog).toEqual([
      {
        attemptedAt: expect.any(String),
        url: receiver.url(),
        statusCode: 200,
        durationMs: expect.any(Number),
        responseExcerpt: '{"ok":true}',
        isResponseCut: false,
        error: null,
      },
    ]);
    expect(JSON.stringify(delivery)).not.toContain(secret.slice(6));
  });

  it('POSTs each status change, and a partner sees deliveries only of its own leads', async () => {
    const customer = await newCustomer(t, { applyFor: p1 });
    await settledDeliveries(t, admin, customer.leadId!);
    const sent = receiver.received.length;
    await t.http.patch(`/api/crm/leads/${customer.leadId}/status`).set('Cookie', partner).send({ status: 'quoted' }).expect(200);
    const hook = (await receiver.waitFor(sent + 1))[sent];
    const message = new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
      type: string;
      data: { lead: { status: string }; previousStatus: string };
    };
    expect(message).toMatchObject({ type: 'lead.status_changed', data: { lead: { status: 'quoted' }, previousStatus: 'created' } });
    const deliveries = await settledDeliveries(t, partner, customer.leadId!, 2);
    expect(deliveries.map((d) => [d.eventType, d.status])).toEqual([
      ['lead.status_changed', 'delivered'],
      ['lead.created', 'delivered'],
    ]);
    await t.http.get(`/api/crm/leads/${customer.leadId}/webhook-deliveries`).set('Cookie', otherPartner).expect(404);
    await t.http.post(`/api/crm/webhook-deliveries/${deliveries[0].id}/redeliver`).set('Cookie', otherPartner).expect(404);
    // A lead of a provider without a webhook sends nothing.
    const unsent = await newCustomer(t, { applyFor: p2 });
    expect(await settledDeliveries(t, admin, unsent.leadId!, 0)).toEqual([]);
  });

  it('retries a failed attempt with exponential backoff, and Redeliver sends the same message again', async () => {
    receiver.answers.push({ status: 500, body: 'Internal Server Error' });
    const customer = await newCustomer(t, { applyFor: p1 });
    const [first] = await settledDeliveries(t, admin, customer.leadId!);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'Answered HTTP 500' });
    expect(new Date(first.nextAttemptAt!).getTime() - new Date(first.attemptLog[0].attemptedAt).getTime()).toBe(MINUTE);
    // Not due yet: nothing is sent.
    const sent = receiver.received.length;
    await runDeliveries(t);
    expect(receiver.received.length).toBe(sent);
    clock.to(new Date(first.nextAttemptAt!));
    expect(await runDeliveries(t)).toBe(1);
    const [second] = await settledDeliveries(t, admin, customer.leadId!);
    expect(second).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, nextAttemptAt: null });
    expect(second.attemptLog.map((a) => a.statusCode)).toEqual([200, 500]);
    const ids = receiver.received.slice(-2).map((hook) => hook.headers['webhook-id']);
    expect(ids).toEqual([first.messageId, first.messageId]);
    const again = await t.http.post(`/api/crm/webhook-deliveries/${first.id}/redeliver`).set('Cookie', partner).expect(200);
    expect(again.body).toMatchObject({ id: first.id, status: 'delivered', attempts: 1 });
    expect(again.body.attemptLog).toHaveLength(3);
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(first.messageId);
  });

  it('after a rotation signs with both secrets for 24 hours, then with the new one only', async () => {
    const rotated = await t.http.post(`/api/crm/providers/${p1}/webhook/rotate-secret`).set('Cookie', partner).expect(200);
    const newSecret: string = rotated.body.secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    expect(new Date(rotated.body.previousSecretExpiresAt).getTime() - new Date(rotated.body.secretCreatedAt).getTime()).toBe(24 * 60 * MINUTE);
    const sent = receiver.received.length;
    await newCustomer(t, { applyFor: p1 });
    const hook = (await receiver.waitFor(sent + 1))[sent];
    expect(String(hook.headers['webhook-signature']).split(' ')).toHaveLength(2);
    // A receiver holding either secret verifies the message.
    for (const key of [secret, newSecret])
      expect(new Webhook(key).verify(hook.body, hook.headers as Record<string, string>)).toMatchObject({ type: 'lead.created' });
    clock.by(24 * 60 * MINUTE + 1000);
    // A day later the sessions have ended: sign in again.
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    const customer = await newCustomer(t, { applyFor: p1 });
    const later = (await receiver.waitFor(sent + 2))[sent + 1];
    await settledDeliveries(t, admin, customer.leadId!);
    const signatures = String(later.headers['webhook-signature']).split(' ');
    const signedAt = new Date(Number(later.headers['webhook-timestamp']) * 1000);
    // The message is stamped with the (moved) server time: the signature is checked as the library computes it.
    expect(signatures).toEqual([new Webhook(newSecret).sign(String(later.headers['webhook-id']), signedAt, later.body)]);
  });

  it('keeps retrying for 24 hours (1, 2, 4 ... 512 minutes, then a last attempt at the end), then gives up', async () => {
    await t.http.put(`/api/crm/providers/${p2}/webhook`).set('Cookie', admin).send({ url: failing.url() }).expect(200);
    const customer = await newCustomer(t, { applyFor: p2 });
    let [delivery] = await settledDeliveries(t, admin, customer.leadId!);
    const start = new Date(delivery.attemptLog[0].attemptedAt).getTime();
    while (delivery.status === 'pending') {
      clock.to(new Date(delivery.nextAttemptAt!));
      // Hours pass between attempts: the session has ended, sign in again.
      admin = await signIn(t, ADMIN.email, ADMIN.password);
      await runDeliveries(t);
      [delivery] = await settledDeliveries(t, admin, customer.leadId!);
    }
    const times = delivery.attemptLog.map((a) => new Date(a.attemptedAt).getTime()).reverse();
    const gaps = times.slice(1).map((time, i) => (time - times[i]) / MINUTE);
    expect(gaps).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 24 * 60 - 1023]);
    expect(times.at(-1)! - start).toBe(24 * 60 * MINUTE);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 12, lastStatusCode: 503, nextAttemptAt: null });
    expect(failing.received).toHaveLength(12);
    expect(delivery.attemptLog[0].responseExcerpt).toBe('Service Unavailable');
  });

  it('gives up on an attempt after 10 seconds without an answer, and retries it later', async () => {
    receiver.answers.push({ status: 200, body: 'too late', delayMs: 15_000 });
    const customer = await newCustomer(t, { applyFor: p1 });
    const [delivery] = await settledDeliveries(t, admin, customer.leadId!, 1, 15_000);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'Timed out after 10 seconds' });
    expect(delivery.attemptLog[0].durationMs).toBeGreaterThanOrEqual(10_000);
    expect(delivery.attemptLog[0].durationMs).toBeLessThan(12_000);
  }, 30_000);

  it('cuts an answer over 64 KB and keeps its first bytes', async () => {
    receiver.answers.push({ status: 200, body: 'x'.repeat(200 * 1024) });
    const customer = await newCustomer(t, { applyFor: p1 });
    const [delivery] = await settledDeliveries(t, admin, customer.leadId!);
    expect(delivery.status).toBe('delivered');
    expect(delivery.attemptLog[0]).toMatchObject({ statusCode: 200, isResponseCut: true, responseExcerpt: 'x'.repeat(1024) });
  });

  it("deletes a customer's deliveries and their attempt log with the customer (they carry its contact details)", async () => {
    const customer = await newCustomer(t, { applyFor: p1 });
    const [delivery] = await settledDeliveries(t, admin, customer.leadId!);
    await t.http.delete(`/api/crm/customers/${customer.id}`).set('Cookie', admin).expect(200);
    expect(await t.dataSource.getRepository(WebhookDelivery).countBy({ businessProfileId: customer.id })).toBe(0);
    expect(await t.dataSource.getRepository(WebhookAttempt).countBy({ deliveryId: delivery.id })).toBe(0);
  });
});

describe('Webhooks never reach private addresses unless a non-production setting allows it', () => {
  let t: TestApp;
  let admin: string;
  let receiver: WebhookReceiver;
  let p1: number;

  beforeAll(async () => {
    t = await startApp(TEST_ENV);
    receiver = await WebhookReceiver.start();
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    [p1] = await quotedProviders(t);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('refuses a URL written as a loopback, private or link-local address', async () => {
    for (const [url, address] of [
      [receiver.url(), '127.0.0.1'],
      ['http://10.1.2.3/hooks', '10.1.2.3'],
      ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['http://[::1]:8080/hooks', '::1'],
    ]) {
      const res = await t.http.put(`/api/crm/providers/${p1}/webhook`).set('Cookie', admin).send({ url }).expect(400);
      expect(res.body.message).toEqual([`Refused: ${address} is a private, loopback or link-local address`]);
    }
  });

  it('checks a host name at send time, after DNS: localhost is refused and nothing reaches it', async () => {
    await t.http
      .put(`/api/crm/providers/${p1}/webhook`)
      .set('Cookie', admin)
      .send({ url: receiver.url('localhost') })
      .expect(200);
    const customer = await newCustomer(t, { applyFor: p1 });
    const [delivery] = await settledDeliveries(t, admin, customer.leadId!);
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: null });
    expect(delivery.attemptLog[0].error).toMatch(/^Refused: (127\.0\.0\.1|::1) is a private, loopback or link-local address$/);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('The outbox survives a restart', () => {
  it('a delivery that failed before the app stopped is sent by a new app instance on the same database', async () => {
    const receiver = await WebhookReceiver.start();
    const database = await sharedDatabase();
    const first = await startApp(ALLOW_LOCAL, database);
    const admin = await signIn(first, ADMIN.email, ADMIN.password);
    const [p1] = await quotedProviders(first);
    const { secret } = (await first.http.put(`/api/crm/providers/${p1}/webhook`).set('Cookie', admin).send({ url: receiver.url() }).expect(200)).body;
    receiver.answers.push({ status: 502, body: 'Bad Gateway' });
    const customer = await newCustomer(first, { applyFor: p1 });
    const [failed] = await settledDeliveries(first, admin, customer.leadId!);
    expect(failed.status).toBe('pending');
    await first.close();

    const second = await startApp(ALLOW_LOCAL, database);
    try {
      const clock = freezeClock(second, new Date(new Date(failed.nextAttemptAt!).getTime() + 1000));
      expect(await runDeliveries(second)).toBe(1);
      clock.mockRestore();
      const [delivered] = await settledDeliveries(second, await signIn(second, ADMIN.email, ADMIN.password), customer.leadId!);
      expect(delivered).toMatchObject({ id: failed.id, status: 'delivered', attempts: 2 });
      expect(receiver.received.map((hook) => hook.headers['webhook-id'])).toEqual([failed.messageId, failed.messageId]);
      expect(new Webhook(secret).verify(receiver.received[1].body, receiver.received[1].headers as Record<string, string>)).toMatchObject({
        type: 'lead.created',
      });
    } finally {
      await second.close();
      await database.drop();
      await receiver.close();
    }
  });
});
