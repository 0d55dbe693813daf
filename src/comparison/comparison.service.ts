import { Injectable, NotFoundException } from '@nestjs/common';
import { ProfilesService } from '../profiles/profiles.service';
import { CompareProvidersDto, ComparedProviderDto, ComparisonResultDto } from './dto/compare-providers.dto';
import { QuoteSummaryBoxDto } from './dto/summary-box.dto';
import {
  buildSummaryBox,
  effectiveRatePercent,
  PricingProfileInput,
  ProviderRanking,
  publishedCostBreakdown,
  rankProviders,
  RankedProvider,
  summaryBoxText,
} from '../domain/pricing';
import { formatUkDate } from '../domain/uk-time';
import { renderSummaryBoxesPdf } from './summary-box-pdf';
import { QuoteRecorder, QuoteRow } from '../quotes/quote-recorder';
import { CatalogueProvider, ProviderCatalogue, providerTerms } from './provider-catalogue';

/** Quotes are stored for the best four providers of each comparison. */
export const QUOTES_PER_COMPARISON = 4;

@Injectable()
export class ComparisonService {
  constructor(
    private readonly catalogue: ProviderCatalogue,
    private readonly profiles: ProfilesService,
    private readonly quotes: QuoteRecorder,
  ) {}

  /** Without a profile the ranking is answered and nothing is stored; naming one needs its owner's session. */
  async compare(dto: CompareProvidersDto, sessionId: string | undefined): Promise<ComparisonResultDto> {
    const profileId = dto.id ?? dto.businessProfileId;
    const profile = profileId ? await this.profiles.assertOwned(profileId, sessionId) : null;
    const priced = await this.price({ ...dto, businessType: dto.businessType ?? profile?.businessType });
    if (profile) this.quotes.record(profile.id, priced.quotesOf(profile.id));
    return priced.result;
  }

  /**
   * The summary boxes of a profile's quotes as a PDF, one page each, for its owner only (404 for
   * anyone else, as every public profile call). The quotes are the profile's saved figures priced
   * with today's catalogue: its best QUOTES_PER_COMPARISON providers, as its comparison records them.
   */
  async summaryBoxesPdf(profileId: string, sessionId: string | undefined, now = new Date()): Promise<{ filename: string; pdf: Buffer }> {
    const profile = await this.profiles.findOwned(profileId, sessionId);
    const ranking = rankProviders(profile, await this.catalogue.live());
    const boxes = ranking.providers.slice(0, QUOTES_PER_COMPARISON).map((ranked) => summaryBoxText(summaryBoxOf(ranked, ranking)));
    const pdf = await renderSummaryBoxesPdf(boxes, profile.businessName ?? null, formatUkDate(now));
    return { filename: 'quote-summary-boxes.pdf', pdf };
  }

  /**
   * One provider's summary box for a profile, for its owner only (404 for anyone else, as every
   * public profile call): every line the profile's saved figures pay with that provider, its terms
   * and effective rates, priced with today's catalogue as the comparison prices them. The
   * comparison's answer leaves the boxes out (the wizard opens one at a time); 404 also for a
   * provider the comparison does not rank.
   */
  async summaryBox(profileId: string, providerId: number, sessionId: string | undefined): Promise<QuoteSummaryBoxDto> {
    const profile = await this.profiles.findOwned(profileId, sessionId);
    const ranking = rankProviders(profile, await this.catalogue.live());
    const ranked = ranking.providers.find((candidate) => Number(candidate.id) === providerId);
    if (!ranked) throw new NotFoundException('This provider is not among the comparison’s providers');
    return summaryBoxOf(ranked, ranking);
  }

  /**
   * The comparison of business data, without storing anything: the answer the wizard gets and the
   * quotes a comparison records for a profile (its best QUOTES_PER_COMPARISON providers). The
   * wizard's comparison and an enquiry staff enter by hand are both priced here.
   */
  async price(fields: PricingProfileInput): Promise<PricedComparison> {
    const ranking = rankProviders(fields, await this.catalogue.live());
    const top = ranking.providers.slice(0, QUOTES_PER_COMPARISON);
    return {
      result: {
        providers: ranking.providers.map(toComparedProvider),
        currentMonthlyCost: ranking.currentMonthlyCost,
        currentCostSource: ranking.currentCostSource,
        cardTurnover: ranking.inputs.cardTurnover,
        currentEffectiveRatePercent: effectiveRatePercent(ranking.currentMonthlyCost, ranking.inputs.cardTurnover),
      },
      quotesOf: (profileId) => top.map((ranked) => toQuoteRow(profileId, ranked)),
    };
  }
}

/** A comparison's answer, and the quote rows it gives a profile. */
export interface PricedComparison {
  result: ComparisonResultDto;
  quotesOf(profileId: string): QuoteRow[];
}

/** One of a comparison's top providers as the profile's quote (none selected yet). */
function toQuoteRow(profileId: string, ranked: RankedProvider<CatalogueProvider>): QuoteRow {
  return {
    businessProfileId: profileId,
    providerId: Number(ranked.id),
    terminalId: Number(ranked.recommendedTerminal.terminal.id),
    providerName: ranked.name,
    estimatedMonthlyCost: ranked.estimatedMonthlyCost,
    potentialSavings: ranked.estimatedSavings,
    matchScore: ranked.matchScore,
    rank: ranked.rank,
    isSelected: false,
  };
}

/** A ranked provider's summary box: its lines for the visitor's figures, its terms, its effective rate. */
function summaryBoxOf(ranked: RankedProvider<CatalogueProvider>, ranking: ProviderRanking<CatalogueProvider>): QuoteSummaryBoxDto {
  return buildSummaryBox({
    providerName: ranked.name,
    inputs: ranking.inputs,
    fees: ranked.provider,
    cost: ranked.costBreakdown,
    terms: providerTerms(ranked.provider.entity),
    currentMonthlyCost: ranking.currentMonthlyCost,
  });
}

function toComparedProvider(ranked: RankedProvider<CatalogueProvider>): ComparedProviderDto {
  const p = ranked.provider.entity;
  const terminal = ranked.recommendedTerminal.terminal;
  return {
    id: p.id,
    name: p.name,
    logo: p.logo,
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
    otherMonthlyFees: ranked.provider.otherMonthlyFees,
    estimatedMonthlyCost: ranked.estimatedMonthlyCost,
    estimatedSavings: ranked.estimatedSavings,
    monthlySavings: ranked.monthlySavings,
    costBreakdown: publishedCostBreakdown(ranked.costBreakdown),
    reasoning: ranked.reasoning,
    merchantCompareRating: p.merchantCompareRating,
    trustpilotRating: p.trustpilotRating,
    trustpilotUrl: p.trustpilotUrl,
    features: p.features ?? [],
    eposIntegration: p.eposIntegration,
    recommendedTerminal: terminal
      ? { id: Number(terminal.id), name: terminal.name, type: terminal.type, monthlyRental: terminal.monthlyRental, setupFee: terminal.setupFee }
      : null,
  };
}
