import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, Repository, UpdateEvent } from 'typeorm';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import type { ProviderFees, ProviderInput, TerminalInput } from '../domain/pricing';

export type CatalogueProvider = ProviderInput & { entity: Provider };

/** Changes made outside the ORM (raw SQL) show after at most this long. */
export const CATALOGUE_TTL_MS = 60_000;

/**
 * The live providers with their terminals, in the shape the pricing module reads. Loading and
 * hydrating them is most of a comparison's cost, so they are kept in memory and dropped whenever
 * the ORM writes a provider or terminal (bench/RESULTS.md has the figures).
 */
@Injectable()
export class ProviderCatalogue implements EntitySubscriberInterface {
  private cached: { at: number; value: Promise<CatalogueProvider[]> } | null = null;

  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectDataSource() dataSource: DataSource,
  ) {
    dataSource.subscribers.push(this);
  }

  live(): Promise<CatalogueProvider[]> {
    if (!this.cached || Date.now() - this.cached.at > CATALOGUE_TTL_MS) {
      const value = this.load();
      this.cached = { at: Date.now(), value };
      value.catch(() => {
        if (this.cached?.value === value) this.cached = null;
      });
    }
    return this.cached.value;
  }

  invalidate(): void {
    this.cached = null;
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

/** A provider's fees as the pricing module reads them (a figure not filled in counts as 0). */
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
  };
}

function toPricingProvider(p: Provider): CatalogueProvider {
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
