/**
 * Ranking of providers for a business profile: cost, savings, match score, badges, terminal and
 * reasoning. See README.md for the rules in prose.
 */
import { estimateCurrentMonthlyCost } from './current-cost';
import type { CurrentCostEstimate } from './current-cost';
import { assessIntegrationFit } from './integration';
import type { IntegrationFit } from './integration';
import { calculateMatchScore, combinedRating } from './match-score';
import type { MatchScoreBreakdown } from './match-score';
import { toPence } from './money';
import { compareIds } from './ordering';
import { calculateProviderCost, calculateSavings } from './provider-cost';
import type { ProviderCostBreakdown, Savings } from './provider-cost';
import { buildReasoning } from './reasoning';
import { isTerminalAvailable, recommendTerminal } from './terminals';
import type { RecommendedTerminal } from './terminals';
import type { Badge, EntityId, EstimateSource, IntegrationNeed, PricingInputs, PricingProfileInput, ProviderInput, TerminalInput } from './types';
import { normalizePricingInputs } from './volumes';

type TerminalOf<P extends ProviderInput> = P['terminals'][number];

export interface RankedProvider<P extends ProviderInput = ProviderInput> {
  id: EntityId;
  name: string;
  /** 1-based position in the final ordering. */
  rank: number;
  provider: P;
  /** Monthly cost in pounds (costBreakdown.total). */
  estimatedMonthlyCost: number;
  costBreakdown: ProviderCostBreakdown;
  /** Annual savings; negative is an additional cost. */
  estimatedSavings: number;
  monthlySavings: number;
  isAdditionalCost: boolean;
  matchScore: number;
  matchScoreBreakdown: MatchScoreBreakdown;
  integrationFit: Exclude<IntegrationFit, 'unmet'>;
  isCheapest: boolean;
  isBestMatch: boolean;
  isTopChoice: boolean;
  /** In the order CHEAPEST, BEST MATCH, Top Choice. */
  badges: Badge[];
  recommendedTerminal: RecommendedTerminal<TerminalOf<P>>;
  reasoning: string;
}

export type ExclusionReason = 'integration_need_unmet' | 'no_available_terminal';

export interface ExcludedProvider<P extends ProviderInput = ProviderInput> {
  id: EntityId;
  name: string;
  provider: P;
  reason: ExclusionReason;
}

export interface ProviderRanking<P extends ProviderInput = ProviderInput> {
  inputs: PricingInputs;
  integrationNeed: IntegrationNeed;
  currentCost: CurrentCostEstimate;
  currentMonthlyCost: number;
  currentCostSource: EstimateSource;
  /** Eligible providers in final order: matchScore desc, monthly cost asc, id asc. */
  providers: RankedProvider<P>[];
  /** Ineligible providers, in input order. */
  excluded: ExcludedProvider<P>[];
}

interface Candidate<P extends ProviderInput> {
  provider: P;
  integrationFit: Exclude<IntegrationFit, 'unmet'>;
  terminal: RecommendedTerminal<TerminalOf<P>>;
  cost: ProviderCostBreakdown;
  savings: Savings;
}

type Assessment<P extends ProviderInput> = { kind: 'eligible'; candidate: Candidate<P> } | { kind: 'excluded'; reason: ExclusionReason };

function assessProvider<P extends ProviderInput>(provider: P, inputs: PricingInputs, currentMonthlyCost: number): Assessment<P> {
  const terminals: readonly TerminalOf<P>[] = provider.terminals;
  const available = terminals.filter((terminal: TerminalInput) => isTerminalAvailable(terminal, inputs.cardTurnover));
  const integrationFit = assessIntegrationFit(inputs.integrationNeed, provider, available);
  if (integrationFit === 'unmet') {
    return { kind: 'excluded', reason: 'integration_need_unmet' };
  }
  const terminal = recommendTerminal(terminals, {
    integrationNeed: inputs.integrationNeed,
    businessType: inputs.businessType,
    monthlyVolume: inputs.cardTurnover,
  });
  if (terminal === null) {
    return { kind: 'excluded', reason: 'no_available_terminal' };
  }
  const cost = calculateProviderCost(inputs, provider);
  const savings = calculateSavings(currentMonthlyCost, cost.total);
  return { kind: 'eligible', candidate: { provider, integrationFit, terminal, cost, savings } };
}

/** The first item by a comparator, or undefined for an empty list. */
function firstBy<T>(items: readonly T[], compare: (a: T, b: T) => number): T | undefined {
  return [...items].sort(compare)[0];
}

/**
 * Ranks providers for a profile.
 * Eligibility: a provider is excluded when its integration fit is unmet for the profile's need,
 * or when it has no available terminal (step 4 needs a terminal).
 * Badges: CHEAPEST = lowest monthly cost (ties: id); BEST MATCH = first of the final ordering
 * (highest match score, then cost, then id); Top Choice = highest combined rating
 * (merchantCompareRating + trustpilotRating; ties: final ordering), given only when that rating
 * is above 0. Each badge goes to exactly one provider.
 */
export function rankProviders<P extends ProviderInput>(profile: PricingProfileInput, providers: readonly P[]): ProviderRanking<P> {
  const inputs = normalizePricingInputs(profile);
  const currentCost = estimateCurrentMonthlyCost(profile, undefined, inputs);

  const candidates: Candidate<P>[] = [];
  const excluded: ExcludedProvider<P>[] = [];
  for (const provider of providers) {
    const assessment = assessProvider(provider, inputs, currentCost.total);
    if (assessment.kind === 'eligible') {
      candidates.push(assessment.candidate);
    } else {
      excluded.push({ id: provider.id, name: provider.name, provider, reason: assessment.reason });
    }
  }

  const byCostThenId = (a: Candidate<P>, b: Candidate<P>): number => toPence(a.cost.total) - toPence(b.cost.total) || compareIds(a.provider.id, b.provider.id);
  const cheapest = firstBy(candidates, byCostThenId);
  const cheapestMonthlyCost = cheapest ? cheapest.cost.total : 0;

  const scored = candidates.map((candidate) => ({
    candidate,
    score: calculateMatchScore({
      monthlyCost: candidate.cost.total,
      cheapestMonthlyCost,
      merchantCompareRating: candidate.provider.merchantCompareRating,
      trustpilotRating: candidate.provider.trustpilotRating,
      integrationFit: candidate.integrationFit,
      isPreferredTerminal: candidate.terminal.isPreferredType,
    }),
  }));
  scored.sort((a, b) => b.score.total - a.score.total || byCostThenId(a.candidate, b.candidate));

  const rating = (candidate: Candidate<P>): number => combinedRating(candidate.provider.merchantCompareRating, candidate.provider.trustpilotRating);
  // Stable sort: equal ratings keep the final ordering.
  const topRated = firstBy(
    scored.map((entry) => entry.candidate),
    (a, b) => rating(b) - rating(a),
  );
  const topChoice = topRated !== undefined && rating(topRated) > 0 ? topRated : undefined;

  const ranked = scored.map(({ candidate, score }, index): RankedProvider<P> => {
    const isCheapest = candidate === cheapest;
    const isBestMatch = index === 0;
    const isTopChoice = candidate === topChoice;
    const badges: Badge[] = [];
    if (isCheapest) {
      badges.push('CHEAPEST');
    }
    if (isBestMatch) {
      badges.push('BEST MATCH');
    }
    if (isTopChoice) {
      badges.push('Top Choice');
    }
    return {
      id: candidate.provider.id,
      name: candidate.provider.name,
      rank: index + 1,
      provider: candidate.provider,
      estimatedMonthlyCost: candidate.cost.total,
      costBreakdown: candidate.cost,
      estimatedSavings: candidate.savings.annual,
      monthlySavings: candidate.savings.monthly,
      isAdditionalCost: candidate.savings.isAdditionalCost,
      matchScore: score.total,
      matchScoreBreakdown: score,
      integrationFit: candidate.integrationFit,
      isCheapest,
      isBestMatch,
      isTopChoice,
      badges,
      recommendedTerminal: candidate.terminal,
      reasoning: buildReasoning({
        inputs,
        cost: candidate.cost,
        currentMonthlyCost: currentCost.total,
        currentCostSource: currentCost.source,
        savings: candidate.savings,
        terminal: candidate.terminal,
        matchScore: score,
      }),
    };
  });

  return {
    inputs,
    integrationNeed: inputs.integrationNeed,
    currentCost,
    currentMonthlyCost: currentCost.total,
    currentCostSource: currentCost.source,
    providers: ranked,
    excluded,
  };
}
