import { DataSource } from 'typeorm';
import { IndustryDefault } from '../../industry-defaults/entities/industry-default.entity';
import { EmailTemplate } from '../../mail/entities/email-template.entity';
import { Provider } from '../../providers/entities/provider.entity';
import { Terminal, TERMINAL_TYPES } from '../../providers/entities/terminal.entity';
import { providerQualityScore, terminalQualityScore } from '../../domain/catalogue-rules/quality';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';
import { EMAIL_TEMPLATE_SEEDS, TASK_REMINDER_TEMPLATE } from './email-templates.data';
import { GENERAL_BUSINESS_DEFAULTS } from '../../domain/pricing';
import { WIZARD_SECTORS } from './industry-defaults.data';
import { PROVIDER_SEEDS } from './providers.data';
import { ReferenceSeed } from './reference-seed.entity';
import { SeedScoring, seedReferenceData } from './seed.service';

/** The real scoring, as BootstrapService injects it (its rules are tested in domain/catalogue-rules/quality.spec.ts). */
const scoring: SeedScoring = { scoreProvider: providerQualityScore, scoreTerminal: terminalQualityScore };

describe('seedReferenceData', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES, migrations: MIGRATIONS });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('inserts every provider with its terminals, every sector and every template on the first run', async () => {
    const counts = await seedReferenceData(dataSource, scoring);

    expect(counts.providers).toBe(PROVIDER_SEEDS.length);
    expect(counts.providers).toBeGreaterThanOrEqual(20);
    expect(counts.terminals).toBe(PROVIDER_SEEDS.reduce((sum, seed) => sum + seed.terminals.length, 0));
    expect(counts.industryDefaults).toBe(WIZARD_SECTORS.length);
    expect(counts.templates).toBe(EMAIL_TEMPLATE_SEEDS.length);
  });

  it('gives each provider 2 to 4 terminals and covers every terminal type', async () => {
    const providers = await dataSource.getRepository(Provider).find({ relations: { terminals: true } });
    expect(providers.length).toBeGreaterThanOrEqual(20);
    const outOfRange = providers.filter((provider) => provider.terminals.length < 2 || provider.terminals.length > 4);
    expect(outOfRange.map((provider) => `${provider.name}: ${provider.terminals.length}`)).toEqual([]);
    const terminals = await dataSource.getRepository(Terminal).find();
    for (const type of TERMINAL_TYPES) {
      expect(terminals.filter((terminal) => terminal.type === type).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('sets status from the score: live when complete, draft when fields are missing, inactive when the data says so', async () => {
    const providers = await dataSource.getRepository(Provider).find();
    const drafts = providers.filter((provider) => provider.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.length).toBeLessThanOrEqual(3);
    for (const provider of providers) {
      expect(provider.dataQualityScore).toBe(providerQualityScore(provider));
      expect(provider.status).toBe(provider.dataQualityScore === 100 ? 'live' : 'draft');
    }
    const terminals = await dataSource.getRepository(Terminal).find();
    for (const terminal of terminals) expect(terminal.dataQualityScore).toBe(terminalQualityScore(terminal));
    const inactive = terminals.filter((terminal) => terminal.status === 'inactive');
    expect(inactive.map((terminal) => terminal.name)).toEqual(['Ingenico Desk/3500']);
    expect(terminals.filter((terminal) => terminal.status !== 'inactive').every((terminal) => terminal.status === 'live')).toBe(true);
  });

  it('stores a row for every wizard sector, with the General Business values for other', async () => {
    const rows = await dataSource.getRepository(IndustryDefault).find();
    expect(rows.map((row) => row.businessSector).sort()).toEqual([...WIZARD_SECTORS].sort());
    const other = rows.find((row) => row.businessSector === 'other');
    expect(other).toMatchObject({ ...GENERAL_BUSINESS_DEFAULTS, isActive: true });
  });

  it('stores the eight built-in templates (the duplicate quote_saved_automated is gone), and the task reminder, account and renewal reminder emails that their migrations add', async () => {
    const names = (await dataSource.getRepository(EmailTemplate).find()).map((template) => template.name).sort();
    expect(names).toEqual(
      [
        'welcome',
        'quote_followup',
        'application_reminder',
        'quote_email_new_customer',
        'quote_email_switching_customer',
        'quote-saved',
        'application-submitted',
        'save-progress',
        'task-reminder',
        'user-invitation',
        'password-reset',
        'renewal-reminder',
        'renewal-reminder-confirmation',
      ].sort(),
    );
  });

  it('inserts nothing on a second run', async () => {
    const before = await Promise.all([Provider, Terminal, IndustryDefault, EmailTemplate].map((entity) => dataSource.getRepository(entity).count()));
    expect(await seedReferenceData(dataSource, scoring)).toEqual({ providers: 0, terminals: 0, industryDefaults: 0, templates: 0 });
    const after = await Promise.all([Provider, Terminal, IndustryDefault, EmailTemplate].map((entity) => dataSource.getRepository(entity).count()));
    expect(after).toEqual(before);
  });

  it('keeps staff edits, renames and deletions: each seed is seeded once', async () => {
    const providers = dataSource.getRepository(Provider);
    const worldpay = await providers.findOneByOrFail({ name: 'Worldpay' });
    await providers.update(worldpay.id, { debitFeeMin: 0.123, status: 'inactive' });
    const dojo = await providers.findOneByOrFail({ name: 'Dojo' });
    await providers.update(dojo.id, { name: 'Dojo UK' });
    await providers.delete({ name: 'Square' });
    await dataSource.getRepository(IndustryDefault).update({ businessSector: 'retail' }, { monthlyTurnoverDefault: 12345 });
    await dataSource.getRepository(IndustryDefault).delete({ businessSector: 'education' });
    await dataSource.getRepository(EmailTemplate).delete({ name: 'welcome' });

    expect(await seedReferenceData(dataSource, scoring)).toEqual({ providers: 0, terminals: 0, industryDefaults: 0, templates: 0 });

    expect(await providers.findOneByOrFail({ name: 'Worldpay' })).toMatchObject({ debitFeeMin: 0.123, status: 'inactive' });
    expect(await providers.countBy({ name: 'Dojo' })).toBe(0);
    expect(await providers.countBy({ name: 'Dojo UK' })).toBe(1);
    expect(await providers.countBy({ name: 'Square' })).toBe(0);
    expect(await dataSource.getRepository(IndustryDefault).findOneByOrFail({ businessSector: 'retail' })).toMatchObject({ monthlyTurnoverDefault: 12345 });
    expect(await dataSource.getRepository(IndustryDefault).countBy({ businessSector: 'education' })).toBe(0);
    expect(await dataSource.getRepository(EmailTemplate).countBy({ name: 'welcome' })).toBe(0);
  });

  it('seeds a key never seeded before (a seed added in a later release) once, with its terminals', async () => {
    const markers = dataSource.getRepository(ReferenceSeed);
    await markers.delete({ kind: 'provider', seedKey: 'square' });
    await markers.delete({ kind: 'email_template', seedKey: 'welcome' });
    const square = PROVIDER_SEEDS.find((seed) => seed.name === 'Square')!;

    expect(await seedReferenceData(dataSource, scoring)).toEqual({ providers: 1, terminals: square.terminals.length, industryDefaults: 0, templates: 1 });
    expect(await seedReferenceData(dataSource, scoring)).toEqual({ providers: 0, terminals: 0, industryDefaults: 0, templates: 0 });
    expect(await dataSource.getRepository(Provider).countBy({ name: 'Square' })).toBe(1);
  });

  it('records a seed whose key a row already holds without inserting a second one', async () => {
    const markers = dataSource.getRepository(ReferenceSeed);
    await markers.delete({ kind: 'provider', seedKey: 'stripe' });
    expect((await seedReferenceData(dataSource, scoring)).providers).toBe(0);
    expect(await dataSource.getRepository(Provider).countBy({ name: 'Stripe' })).toBe(1);
    expect(await markers.countBy({ kind: 'provider', seedKey: 'stripe' })).toBe(1);
  });

  it('does not bring back a deleted task reminder: its migration added it once', async () => {
    await dataSource.getRepository(EmailTemplate).delete({ name: TASK_REMINDER_TEMPLATE.name });
    expect((await seedReferenceData(dataSource, scoring)).templates).toBe(0);
    expect(await dataSource.getRepository(EmailTemplate).countBy({ name: TASK_REMINDER_TEMPLATE.name })).toBe(0);
  });

  it('fits every seeded string into its column', async () => {
    const tooLong: string[] = [];
    for (const entity of [Provider, Terminal, IndustryDefault, EmailTemplate]) {
      const metadata = dataSource.getMetadata(entity);
      const rows = await dataSource.getRepository(entity).find();
      for (const column of metadata.columns.filter((candidate) => candidate.type === 'varchar' && candidate.length)) {
        for (const row of rows) {
          const value: unknown = column.getEntityValue(row);
          if (typeof value === 'string' && value.length > Number(column.length)) tooLong.push(`${metadata.name}.${column.propertyName}: ${value}`);
        }
      }
    }
    expect(tooLong).toEqual([]);
  });
});
