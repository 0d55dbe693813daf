import { DataSource, EntityManager } from 'typeorm';
import { IndustryDefault } from '../../industry-defaults/entities/industry-default.entity';
import { EmailTemplate } from '../../mail/entities/email-template.entity';
import { Provider, ProviderStatus } from '../../providers/entities/provider.entity';
import { Terminal } from '../../providers/entities/terminal.entity';
import { derivedStatus } from '../../domain/catalogue-rules/status';
import { EMAIL_TEMPLATE_SEEDS } from './email-templates.data';
import { INDUSTRY_DEFAULT_SEEDS } from './industry-defaults.data';
import { PROVIDER_SEEDS } from './providers.data';
import { ReferenceSeed, ReferenceSeedKind } from './reference-seed.entity';

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

/** The status rule (domain/catalogue-rules/status.ts): live only when complete, inactive when the seed data says so, draft otherwise. */
function statusFor(score: number, seededStatus: 'inactive' | undefined): ProviderStatus {
  return derivedStatus(score === 100, seededStatus === 'inactive');
}

/** Keys of a table's rows, lower case (compared case-insensitively like the unique indexes on MySQL). */
async function existingKeys<T extends object>(manager: EntityManager, entity: new () => T, column: keyof T & string): Promise<Set<string>> {
  const rows = await manager.getRepository(entity).createQueryBuilder('row').select(`row.${column}`, 'key').getRawMany<{ key: string }>();
  return new Set(rows.map((row) => row.key.toLowerCase()));
}

/**
 * The seeds of one kind that were never seeded: a key is seeded once, whatever has become of
 * its record since (renamed, deleted). Each is recorded as seeded; `insert` is called for those
 * whose key no row holds now (a row staff made with that key is kept as it is).
 */
async function seedOnce<S>(
  manager: EntityManager,
  kind: ReferenceSeedKind,
  seeds: readonly S[],
  keyOf: (seed: S) => string,
  taken: Set<string>,
  insert: (seed: S) => Promise<void>,
): Promise<number> {
  const markers = manager.getRepository(ReferenceSeed);
  const done = new Set((await markers.find({ where: { kind }, select: { seedKey: true } })).map((marker) => marker.seedKey));
  let inserted = 0;
  for (const seed of seeds) {
    const key = keyOf(seed).toLowerCase();
    if (done.has(key)) continue;
    if (!taken.has(key)) {
      await insert(seed);
      taken.add(key);
      inserted += 1;
    }
    await markers.insert({ kind, seedKey: key });
    done.add(key);
  }
  return inserted;
}

async function seedProviders(manager: EntityManager, scoring: SeedScoring): Promise<Pick<SeedCounts, 'providers' | 'terminals'>> {
  const providers = manager.getRepository(Provider);
  const terminals = manager.getRepository(Terminal);
  const counts = { providers: 0, terminals: 0 };
  counts.providers = await seedOnce(
    manager,
    'provider',
    PROVIDER_SEEDS,
    (seed) => seed.name,
    await existingKeys(manager, Provider, 'name'),
    async (seed) => {
      const { terminals: terminalSeeds, status: seededStatus, ...fields } = structuredClone(seed);
      const values: Partial<Provider> = { ...fields, logo: null };
      const score = scoring.scoreProvider(values);
      const provider = await providers.save(providers.create({ ...values, dataQualityScore: score, status: statusFor(score, seededStatus) }));
      const rows = terminalSeeds.map(({ status: terminalStatus, ...terminalFields }) => {
        const terminalValues: Partial<Terminal> = { ...terminalFields, providerId: provider.id, imageUrl: null };
        const terminalScore = scoring.scoreTerminal(terminalValues);
        return terminals.create({ ...terminalValues, dataQualityScore: terminalScore, status: statusFor(terminalScore, terminalStatus) });
      });
      await terminals.save(rows);
      counts.terminals += rows.length;
    },
  );
  return counts;
}

async function seedIndustryDefaults(manager: EntityManager): Promise<number> {
  const repository = manager.getRepository(IndustryDefault);
  return seedOnce(
    manager,
    'industry_default',
    INDUSTRY_DEFAULT_SEEDS,
    (seed) => seed.businessSector,
    await existingKeys(manager, IndustryDefault, 'businessSector'),
    async (seed) => {
      await repository.save(repository.create(structuredClone(seed)));
    },
  );
}

async function seedEmailTemplates(manager: EntityManager): Promise<number> {
  const repository = manager.getRepository(EmailTemplate);
  return seedOnce(
    manager,
    'email_template',
    EMAIL_TEMPLATE_SEEDS,
    (seed) => seed.name,
    await existingKeys(manager, EmailTemplate, 'name'),
    async (seed) => {
      await repository.save(repository.create({ ...seed }));
    },
  );
}

/**
 * Inserts the reference data (providers with their terminals, industry defaults, email templates)
 * in one transaction, each seed once: a seed is recorded in reference_seeds when
 * first inserted, and never inserted again, so staff renaming or deleting a seeded provider,
 * sector or template lasts across restarts, and re-running never duplicates or overwrites
 * anything. A fresh database gets every seed at its first start; a seed added in a later
 * release reaches existing databases once. A provider's terminals come only with the provider.
 */
export async function seedReferenceData(dataSource: DataSource, scoring: SeedScoring): Promise<SeedCounts> {
  return dataSource.transaction(async (manager) => {
    const { providers, terminals } = await seedProviders(manager, scoring);
    const industryDefaults = await seedIndustryDefaults(manager);
    const templates = await seedEmailTemplates(manager);
    return { providers, terminals, industryDefaults, templates };
  });
}
