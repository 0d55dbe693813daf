import { Repository } from 'typeorm';
import { AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR, AutomatedEmailLimitReached } from '../../src/mail/automated-email-limit';
import { Email } from '../../src/mail/entities/email.entity';
import { MailContext, MailService } from '../../src/mail/mail.service';
import { CrmUser } from '../../src/users/entities/crm-user.entity';
import { ADMIN, startApp, TestApp } from '../support/app';

const HOUR = 60 * 60_000;

/** The hourly cap on automated email to one address lives in MailService.queueTemplate. */
describe('The hourly cap on automated email to one address (system)', () => {
  let t: TestApp;
  let mail: MailService;
  let emails: Repository<Email>;
  const stored = (recipient: string): Promise<number> => emails.countBy({ recipient });
  const saveProgress = (to: string) => mail.queueTemplate('save-progress', to, { resumeLink: 'http://localhost/comparison-tool?resume=x' });
  const quote = (to: string, context: MailContext = {}) =>
    mail.queueTemplate('quote_email_new_customer', to, { firstName: 'Jane', providerName: 'Acme Pay' }, context);

  beforeAll(async () => {
    t = await startApp();
    mail = t.app.get(MailService);
    emails = t.dataSource.getRepository(Email);
  });
  afterAll(() => t.close());

  it(`allows ${AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR} an hour, counting Save Progress and quote emails together, whatever the case of the address, and stores nothing past the cap`, async () => {
    for (let i = 0; i < 5; i += 1) await saveProgress('cap@example.co.uk');
    for (let i = 0; i < 5; i += 1) await quote(i % 2 ? 'Cap@Example.co.uk' : ' cap@example.co.uk ');
    expect(await stored('cap@example.co.uk')).toBe(10);

    await expect(saveProgress('cap@example.co.uk')).rejects.toBeInstanceOf(AutomatedEmailLimitReached);
    await expect(quote('CAP@example.co.uk')).rejects.toThrow('Too many automated emails to this address in the last hour');
    expect(await stored('cap@example.co.uk')).toBe(10);
    // stored in lower case, so both engines count them alike
    expect([...new Set((await emails.findBy({ recipient: 'cap@example.co.uk' })).map((email) => email.recipient))]).toEqual(['cap@example.co.uk']);

    await saveProgress('someone-else@example.co.uk');
    expect(await stored('someone-else@example.co.uk')).toBe(1);
  });

  it('does not cap manual templates or a member of staff sending an automated one', async () => {
    const admin = await t.dataSource.getRepository(CrmUser).findOneByOrFail({ email: ADMIN.email });
    await mail.queueTemplate('welcome', 'cap@example.co.uk', { firstName: 'Jane' });
    await quote('cap@example.co.uk', { sentByCrmUserId: admin.id });
    expect(await stored('cap@example.co.uk')).toBe(12);
    await expect(saveProgress('cap@example.co.uk')).rejects.toBeInstanceOf(AutomatedEmailLimitReached);
  });

  it('counts only the last hour', async () => {
    await emails.update({ recipient: 'cap@example.co.uk' }, { createdAt: new Date(Date.now() - HOUR - 60_000) });
    await saveProgress('cap@example.co.uk');
    expect(await stored('cap@example.co.uk')).toBe(13);
  });

  it('lets through exactly 10 of 15 simultaneous emails to one address', async () => {
    const results = await Promise.allSettled(Array.from({ length: 15 }, (_, i) => (i % 2 ? quote : saveProgress)('burst@example.co.uk')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.map((result) => result.reason instanceof AutomatedEmailLimitReached)).toEqual([true, true, true, true, true]);
    expect(await stored('burst@example.co.uk')).toBe(10);
  });
});
