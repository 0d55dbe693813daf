import { tmpdir } from 'node:os';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source';
import { MIGRATIONS } from '../../src/database/migrations';
import { QuoteEmailSummaryBox1766000000000 } from '../../src/database/migrations/1766000000000-quote-email-summary-box';
import { QUOTE_EMAIL_LATEST_EDITION, quoteEmailTemplates } from '../../src/database/seeds/email-templates.data';
import { createTestDatabase, TestDatabase } from '../support/database';

/**
 * Upgrading a database whose quote emails were stored before they carried the summary box and the
 * renewal reminder link: a built-in template still in its first edition moves to the second (and
 * on to the latest); one staff have edited keeps their text, word for word.
 */
describe('Upgrading the stored quote email templates (on the engine under test)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.url === 'sqlite::memory:') db = { url: `sqlite:${tmpdir()}/mc-quote-email-upgrade-${Date.now()}.sqlite`, drop: async () => undefined };
  });
  afterAll(() => db.drop());

  it('moves an unedited quote template to the summary box edition and leaves an edited one as staff wrote it', async () => {
    const options = await buildDataSourceOptions(db.url);
    const before = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(QuoteEmailSummaryBox1766000000000)) });
    await before.initialize();
    await before.runMigrations();
    const [newCustomer, switching] = quoteEmailTemplates(1);
    const edited = switching.content.replaceAll('Switch & Save Money', 'Switch with us and save');
    expect(edited).not.toBe(switching.content);
    for (const template of [newCustomer, { ...switching, content: edited }]) {
      const { name, subject, content, category, type, endpoint } = template;
      await before.createQueryBuilder().insert().into('email_templates').values({ name, subject, content, category, type, endpoint }).execute();
    }
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const stored = Object.fromEntries(
      ((await after.query('SELECT name, content FROM email_templates')) as Array<{ name: string; content: string }>).map((row) => [row.name, row.content]),
    );
    // The later editions' migrations bring it on to the latest (the other monthly fees line).
    const [newCustomerNow] = quoteEmailTemplates(QUOTE_EMAIL_LATEST_EDITION);
    expect(stored.quote_email_new_customer).toBe(newCustomerNow.content);
    expect(stored.quote_email_new_customer).toContain('{{summaryBox}}');
    expect(stored.quote_email_new_customer).toContain('{{renewalReminderLink}}');
    expect(stored.quote_email_new_customer).toContain('{{otherMonthlyFees}}');
    expect(stored.quote_email_switching_customer).toBe(edited);
    expect(stored.quote_email_switching_customer).not.toContain('{{summaryBox}}');
    await after.destroy();
  });
});
