import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, Repository, UpdateEvent } from 'typeorm';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import { SharedCaches } from '../redis/shared-caches';
import type { ProviderFees, ProviderInput, SummaryBoxTerms, TerminalInput } from '../domain/pricing';

export type CatalogueProvider = ProviderInput & { entity: Provider };

/** Changes made outside the ORM (raw SQL) show after at most this long. */
export const CATALOGUE_TTL_MS = 60_000;
/** The catalogue's name among the shared caches' versions. */
const CATALOGUE_CACHE = 'provider-catalogue';

/**
 * The live providers with their terminals, in the shape the pricing module reads. Loading and
 * hydrating them is most of a comparison's cost, so they are kept in memory and dropped whenever
 * the ORM writes a provider or terminal (bench/RESULTS.md has the figures). With REDIS_URL, such
 * a write on any instance bumps the catalogue's shared version (SharedCaches), and every instance
 * reloads when the version differs from the one its copy was loaded at: a provider edited through
 * one instance is priced by every instance's next comparison.
 */
@Injectable()
export class ProviderCatalogue implements EntitySubscriberInterface {
  private cached: { at: number; version: string | undefined; value: Promise<CatalogueProvider[]> } | null = null;

  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectDataSource() dataSource: DataSource,
    private readonly shared: SharedCaches,
  ) {
    dataSource.subscribers.push(this);
  }

  async live(): Promise<CatalogueProvider[]> {
    // Read before loading: a change bumped after this read makes the next call load again.
    const version = this.shared.isShared ? await this.shared.version(CATALOGUE_CACHE) : undefined;
    const isStale = (cached: NonNullable<typeof this.cached>) =>
      Date.now() - cached.at > CATALOGUE_TTL_MS || (version !== undefined && cached.version !== version);
    if (!this.cached || isStale(this.cached)) {
      const value = this.load();
      this.cached = { at: Date.now(), version, value };
      value.catch(() => {
        if (this.cached?.value === value) this.cached = null;
      });
    }
    return this.cached.value;
  }

  /** Drops this process's copy and, with REDIS_URL, every instance's (their next use reloads). */
  invalidate(): void {
    this.cached = null;
    // Never fails the write that changed the catalogue: SharedCaches logs a Redis outage itself.
    void this.shared.bump(CATALOGUE_CACHE);
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.onWrite(event.metadata.target);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.onWrite(event.metadata.target);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.onWrite(event.metadata.target);
  }

  private onWrite(target: unknown): void {
    if (target === Provider || target === Terminal) this.invalidate();
  }

  private async load(): Promise<CatalogueProvider[]> {
    const rows = await this.providers
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.terminals', 't')
      .where('p.status = :live', { live: 'live' })
      .orderBy('p.id', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
    return rows.map(toPricingProvider);
  }
}

function toPricingTerminal(t: Terminal): TerminalInput {
  return {
    id: t.id,
    name: t.name,
    type: t.type,
    monthlyRental: t.monthlyRental ?? 0,
    setupFee: t.setupFee ?? 0,
    hasHigherTransactionFees: t.hasHigherTransactionFees,
    maxRecommendedMonthlyVolume: t.maxRecommendedMonthlyVolume,
    status: t.status,
  };
}

/** A provider's fees as the pricing module reads them (a figure not filled in counts as 0: other monthly fees not stated add nothing). */
export function providerFees(p: Provider): ProviderFees {
  return {
    debitFeeMin: p.debitFeeMin ?? 0,
    debitFeeMax: p.debitFeeMax ?? 0,
    creditFeeMin: p.creditFeeMin ?? 0,
    creditFeeMax: p.creditFeeMax ?? 0,
    authorizationFee: p.authorizationFee ?? 0,
    monthlyMinimumFee: p.monthlyMinimumFee ?? 0,
    setupFee: p.setupFee ?? 0,
    terminalRentalMin: p.terminalRentalMin ?? 0,
    terminalRentalMax: p.terminalRentalMax ?? 0,
    otherMonthlyFees: p.otherMonthlyFees ?? 0,
  };
}

/** The terms a quote's summary box shows besides the fees (null: the provider has not stated it). */
export function providerTerms(p: Provider): SummaryBoxTerms {
  return {
    contractTermMonths: p.contractTermMonths,
    noticePeriodDays: p.noticePeriodDays,
    exitFee: p.exitFee,
    terminalLeaseMonths: p.terminalLeaseMonths,
    settlementTime: p.settlementTime,
    supportHours: p.supportHours,
    supportLocation: p.supportLocation,
    otherMonthlyFees: p.otherMonthlyFees ?? null,
    otherMonthlyFeesLabel: p.otherMonthlyFeesLabel ?? null,
  };
}

export function toPricingProvider(p: Provider): CatalogueProvider {
  return {
    id: p.id,
    name: p.name,
    ...providerFees(p),
    merchantCompareRating: p.merchantCompareRating,
    trustpilotRating: p.trustpilotRating,
    eposIntegration: p.eposIntegration,
    features: p.features ?? [],
    paymentGateways: p.paymentGateways ?? [],
    ecommercePlatforms: p.ecommercePlatforms ?? [],
    eposSystems: p.eposSystems ?? [],
    apiIntegrations: p.apiIntegrations ?? [],
    contractTermMonths: p.contractTermMonths,
    deliveryDays: p.deliveryDays,
    supportLocation: p.supportLocation,
    terminals: (p.terminals ?? []).map(toPricingTerminal),
    entity: p,
  };
}
