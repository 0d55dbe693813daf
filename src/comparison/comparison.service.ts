import { Injectable } from '@nestjs/common';
import { Quote } from '../leads/entities/quote.entity';
import { Transactions } from '../database/transactions';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesService } from '../profiles/profiles.service';
import { CompareProvidersDto, ComparedProviderDto, ComparisonResultDto } from './dto/compare-providers.dto';
import { rankProviders, RankedProvider } from './pricing';
import { CatalogueProvider, ProviderCatalogue } from './provider-catalogue';

/** Quotes are stored for the best four providers of each comparison (back-office.md §3). */
export const QUOTES_PER_COMPARISON = 4;

@Injectable()
export class ComparisonService {
  constructor(
    private readonly catalogue: ProviderCatalogue,
    private readonly profiles: ProfilesService,
    private readonly transactions: Transactions,
  ) {}

  async compare(dto: CompareProvidersDto): Promise<ComparisonResultDto> {
    const profileId = dto.id ?? dto.businessProfileId;
    const profile = profileId ? await this.profiles.findOwned(profileId, dto.sessionId) : null;
    const ranking = rankProviders({ ...dto, businessType: dto.businessType ?? profile?.businessType }, await this.catalogue.live());
    const quoteIds = profile ? await this.recordQuotes(profile, ranking.providers.slice(0, QUOTES_PER_COMPARISON)) : new Map<number, number>();
    return {
      providers: ranking.providers.map((ranked) => toComparedProvider(ranked, quoteIds.get(Number(ranked.id)) ?? null)),
      currentMonthlyCost: ranking.currentMonthlyCost,
      currentCostSource: ranking.currentCostSource,
    };
  }

  /** Replaces the profile's earlier quotes with this comparison's top providers. */
  private recordQuotes(profile: BusinessProfile, top: RankedProvider<CatalogueProvider>[]): Promise<Map<number, number>> {
    return this.transactions.run(async (manager) => {
      const quotes = manager.getRepository(Quote);
      await quotes.delete({ businessProfileId: profile.id });
      const saved = await quotes.save(
        top.map((ranked) =>
          quotes.create({
            businessProfileId: profile.id,
            providerId: Number(ranked.id),
            terminalId: Number(ranked.recommendedTerminal.terminal.id),
            providerName: ranked.name,
            estimatedMonthlyCost: ranked.estimatedMonthlyCost,
            potentialSavings: ranked.estimatedSavings,
            matchScore: ranked.matchScore,
            rank: ranked.rank,
            isSelected: false,
          }),
        ),
      );
      await manager.getRepository(BusinessProfile).update(profile.id, { lastActivityAt: new Date() });
      return new Map(saved.map((quote) => [quote.providerId, quote.id]));
    });
  }
}

function toComparedProvider(ranked: RankedProvider<CatalogueProvider>, quoteId: number | null): ComparedProviderDto {
  const p = ranked.provider.entity;
  const terminal = ranked.recommendedTerminal.terminal;
  return {
    id: p.id,
    name: p.name,
    logo: p.logo,
    quoteId,
    rank: ranked.rank,
    isCheapest: ranked.isCheapest,
    isBestMatch: ranked.isBestMatch,
    isTopChoice: ranked.isTopChoice,
    badges: ranked.badges,
    matchScore: ranked.matchScore,
    supportLocation: p.supportLocation,
    deliveryDays: p.deliveryDays,
    contractTermMonths: p.contractTermMonths,
    debitFeeMin: ranked.provider.debitFeeMin,
    debitFeeMax: ranked.provider.debitFeeMax,
    creditFeeMin: ranked.provider.creditFeeMin,
    creditFeeMax: ranked.provider.creditFeeMax,
    authorizationFee: ranked.provider.authorizationFee,
    terminalRentalMin: ranked.provider.terminalRentalMin,
    terminalRentalMax: ranked.provider.terminalRentalMax,
    monthlyMinimumFee: ranked.provider.monthlyMinimumFee,
    setupFee: ranked.provider.setupFee,
    estimatedMonthlyCost: ranked.estimatedMonthlyCost,
    estimatedSavings: ranked.estimatedSavings,
    monthlySavings: ranked.monthlySavings,
    costBreakdown: { ...ranked.costBreakdown },
    reasoning: ranked.reasoning,
    merchantCompareRating: p.merchantCompareRating,
    trustpilotRating: p.trustpilotRating,
    trustpilotUrl: p.trustpilotUrl,
    features: p.features ?? [],
    eposIntegration: p.eposIntegration,
    companyDescription: p.companyDescription,
    recommendedTerminal: terminal ? { id: Number(terminal.id), name: terminal.name, type: terminal.type, monthlyRental: terminal.monthlyRental, setupFee: terminal.setupFee } : null,
  };
}
