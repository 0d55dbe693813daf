import { DataSource, EntityManager } from 'typeorm';
import { IndustryDefault } from '../../industry-defaults/entities/industry-default.entity';
import { EmailTemplate } from '../../mail/entities/email-template.entity';
import { Provider, ProviderStatus } from '../../providers/entities/provider.entity';
import { Terminal } from '../../providers/entities/terminal.entity';
import { EMAIL_TEMPLATE_SEEDS } from './email-templates.data';
import { INDUSTRY_DEFAULT_SEEDS } from './industry-defaults.data';
import { PROVIDER_SEEDS } from './providers.data';

/** The data-quality scoring of providers and terminals (0-100; 100 means complete). */
export interface SeedScoring {
  scoreProvider(provider: Partial<Provider>): number;
  scoreTerminal(terminal: Partial<Terminal>): number;
}

/** Rows inserted by one run, per kind. */
export interface SeedCounts {
  providers: number;
  terminals: number;
  industryDefaults: number;
  templates: number;
}

/** Live only when complete; inactive when the data says so; draft otherwise (back-office.md §4). */
function statusFor(score: number, seededStatus: 'inactive' | undefined): ProviderStatus {
  if (seededStatus === 'inactive') return 'inactive';
  return score === 100 ? 'live' : 'draft';
}

/** Names already present, compared case-insensitively like the unique index on MySQL. */
async function existingKeys<T extends object>(manager: EntityManager, entity: new () => T, column: keyof T & string): Promise<Set<string>> {
  const rows = await manager.getRepository(entity).createQueryBuilder('row').select(`row.${column}`, 'key').getRawMany<{ key: string }>();
  return new Set(rows.map((row) => row.key.toLowerCase()));
}

async function seedProviders(manager: EntityManager, scoring: SeedScoring): Promise<Pick<SeedCounts, 'providers' | 'terminals'>> {
  const providers = manager.getRepository(Provider);
  const terminals = manager.getRepository(Terminal);
  const existing = await existingKeys(manager, Provider, 'name');
  const counts = { providers: 0, terminals: 0 };

  for (const seed of PROVIDER_SEEDS) {
    if (existing.has(seed.name.toLowerCase())) continue;
    const { terminals: terminalSeeds, status: seededStatus, ...fields } = structuredClone(seed);
    const values: Partial<Provider> = { ...fields, logo: null };
    const score = scoring.scoreProvider(values);
    const provider = await providers.save(providers.create({ ...values, dataQualityScore: score, status: statusFor(score, seededStatus) }));
    existing.add(seed.name.toLowerCase());
    counts.providers += 1;

    const rows = terminalSeeds.map(({ status: terminalStatus, ...terminalFields }) => {
      const terminalValues: Partial<Terminal> = { ...terminalFields, providerId: provider.id, imageUrl: null };
      const terminalScore = scoring.scoreTerminal(terminalValues);
      return terminals.create({ ...terminalValues, dataQualityScore: terminalScore, status: statusFor(terminalScore, terminalStatus) });
    });
    await terminals.save(rows);
    counts.terminals += rows.length;
  }
  return counts;
}

async function seedIndustryDefaults(manager: EntityManager): Promise<number> {
  const repository = manager.getRepository(IndustryDefault);
  const existing = await existingKeys(manager, IndustryDefault, 'businessSector');
  const missing = INDUSTRY_DEFAULT_SEEDS.filter((seed) => !existing.has(seed.businessSector.toLowerCase()));
  if (missing.length > 0) await repository.save(missing.map((seed) => repository.create(structuredClone(seed))));
  return missing.length;
}

async function seedEmailTemplates(manager: EntityManager): Promise<number> {
  const repository = manager.getRepository(EmailTemplate);
  const existing = await existingKeys(manager, EmailTemplate, 'name');
  const missing = EMAIL_TEMPLATE_SEEDS.filter((seed) => !existing.has(seed.name.toLowerCase()));
  if (missing.length > 0) await repository.save(missing.map((seed) => repository.create({ ...seed })));
  return missing.length;
}

/**
 * Inserts the reference data (providers with their terminals, industry defaults, email templates)
 * in one transaction. Idempotent: a row is inserted only when its key (provider name, sector,
 * template name) is missing, so re-running never duplicates rows or overwrites staff edits.
 * A provider's terminals are inserted only together with the provider.
 */
export async function seedReferenceData(dataSource: DataSource, scoring: SeedScoring): Promise<SeedCounts> {
  return dataSource.transaction(async (manager) => {
    const { providers, terminals } = await seedProviders(manager, scoring);
    const industryDefaults = await seedIndustryDefaults(manager);
    const templates = await seedEmailTemplates(manager);
    return { providers, terminals, industryDefaults, templates };
  });
}
