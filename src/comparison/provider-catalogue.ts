import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import type { ProviderInput, TerminalInput } from './pricing';

export type CatalogueTerminal = TerminalInput & { entity: Terminal };
export type CatalogueProvider = ProviderInput<CatalogueTerminal> & { entity: Provider };

/** The live providers with their terminals, in the shape the pricing module reads. */
@Injectable()
export class ProviderCatalogue {
  constructor(@InjectRepository(Provider) private readonly providers: Repository<Provider>) {}

  async live(): Promise<CatalogueProvider[]> {
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

function toPricingTerminal(t: Terminal): CatalogueTerminal {
  return {
    id: t.id,
    name: t.name,
    type: t.type,
    monthlyRental: t.monthlyRental ?? 0,
    setupFee: t.setupFee ?? 0,
    hasHigherTransactionFees: t.hasHigherTransactionFees,
    maxRecommendedMonthlyVolume: t.maxRecommendedMonthlyVolume,
    status: t.status,
    entity: t,
  };
}

function toPricingProvider(p: Provider): CatalogueProvider {
  return {
    id: p.id,
    name: p.name,
    debitFeeMin: p.debitFeeMin ?? 0,
    debitFeeMax: p.debitFeeMax ?? 0,
    creditFeeMin: p.creditFeeMin ?? 0,
    creditFeeMax: p.creditFeeMax ?? 0,
    authorizationFee: p.authorizationFee ?? 0,
    monthlyMinimumFee: p.monthlyMinimumFee ?? 0,
    setupFee: p.setupFee ?? 0,
    terminalRentalMin: p.terminalRentalMin ?? 0,
    terminalRentalMax: p.terminalRentalMax ?? 0,
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
