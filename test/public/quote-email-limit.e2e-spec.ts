import { Logger } from '@nestjs/common';
import { AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR } from '../../src/mail/automated-email-limit';
import { waitFor } from '../mail/smtp-test-server';
import { startApp, TestApp } from '../support/app';
import { apply, compare, createProfile } from '../support/visitor';

const DATA = { businessType: 'retail', paymentStatus: 'new', monthlyTurnover: 15000, averageTransaction: 25, paymentMethods: ['pdq'] };

/**
 * One address receives at most AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR automated emails an hour
 * (the mail module's rule). An application past it is never lost: the lead is stored, only its
 * quote email is left out, and the log says so without the address.
 */
describe('Applying after the hourly email cap of an address (anonymous visitor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_PUBLIC: '1000' });
  });
  afterAll(() => t.close());

  const emailsTo = async (address: string): Promise<Array<{ name: string }>> =>
    t.dataSource.query('SELECT t.name FROM emails e JOIN email_templates t ON t.id = e.templateId WHERE e.recipient = ? ORDER BY e.id', [address]);

  it('stores the lead but queues no quote email, and logs that without the address', async () => {
    const address = 'capped@cornershop.co.uk';
    for (let i = 0; i < AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR; i += 1) {
      await t.http
        .post('/api/progress')
        .send({ email: address, state: { currentStep: i } })
        .expect(201);
    }
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const visitor = await createProfile(t);
      const top = (await compare(t, visitor, DATA).expect(200)).body.providers[0];
      const res = await apply(t, visitor, { email: 'Capped@CornerShop.co.uk', selectedProvider: top.id }).expect(201);

      const leads: Array<{ email: string; selectedProviderId: number }> = await t.dataSource.query('SELECT email, selectedProviderId FROM leads WHERE id = ?', [
        res.body.id,
      ]);
      expect(leads).toEqual([{ email: address, selectedProviderId: top.id }]);
      await waitFor(() => errors.mock.calls.some(([message]) => String(message).includes(`lead ${res.body.id} not queued`)), 10_000, 'the log line');
      const line = errors.mock.calls.map(([message]) => String(message)).find((message) => message.includes(`lead ${res.body.id}`)) ?? '';
      expect(line).toMatch(/Too many automated emails to this address/);
      expect(line.toLowerCase()).not.toContain('capped@');
      expect((await emailsTo(address)).map((email) => email.name)).toEqual(Array(AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR).fill('save-progress'));
    } finally {
      errors.mockRestore();
    }
  });

  it('still emails the quote to an address under the cap', async () => {
    const visitor = await createProfile(t);
    const top = (await compare(t, visitor, DATA).expect(200)).body.providers[0];
    await apply(t, visitor, { email: 'fresh@cornershop.co.uk', selectedProvider: top.id }).expect(201);
    await waitFor(async () => (await emailsTo('fresh@cornershop.co.uk')).length === 1, 10_000, 'the quote email');
    expect(await emailsTo('fresh@cornershop.co.uk')).toEqual([{ name: 'quote_email_new_customer' }]);
  });
});
