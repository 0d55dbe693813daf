/**
 * The match score (0-100 integer): see README.md "Match score" for the rule in prose.
 */
import type { IntegrationFit } from './integration';
import { roundHalfAwayFromZero, toPence } from './money';

/** Points available per component; they add up to 100. */
export const MATCH_SCORE_WEIGHTS = {
  /** Cheapest eligible provider gets all; others cheapest / own cost of it. */
  cost: 50,
  /** Half for merchantCompareRating, half for trustpilotRating, each out of 5. */
  ratings: 30,
  /** Full fit 10, partial fit 5. */
  integration: 10,
  /** Recommended terminal of a preferred type 10, otherwise 0. */
  terminal: 10,
} as const;

/** Ratings are on a 0-5 scale; values outside are clamped and null counts as 0. */
export const RATING_SCALE_MAX = 5;

export interface MatchScoreInput {
  monthlyCost: number;
  cheapestMonthlyCost: number;
  merchantCompareRating: number | null;
  trustpilotRating: number | null;
  integrationFit: Exclude<IntegrationFit, 'unmet'>;
  isPreferredTerminal: boolean;
}

/** Component points (rounded to 1 decimal for display) and the integer total. */
export interface MatchScoreBreakdown {
  cost: number;
  ratings: number;
  integration: number;
  terminal: number;
  /** Exact sum of the components, rounded half away from zero to an integer, 0..100. */
  total: number;
}

/** A rating clamped to 0..5; null or non-finite -> 0. */
export function normalizeRating(rating: number | null): number {
  if (rating === null || !Number.isFinite(rating)) {
    return 0;
  }
  return Math.min(RATING_SCALE_MAX, Math.max(0, rating));
}

/** Sum of both ratings (0..10), the Top Choice measure. */
export function combinedRating(merchantCompareRating: number | null, trustpilotRating: number | null): number {
  return normalizeRating(merchantCompareRating) + normalizeRating(trustpilotRating);
}

export function calculateMatchScore(input: MatchScoreInput): MatchScoreBreakdown {
  const costPence = toPence(input.monthlyCost);
  const cheapestPence = toPence(input.cheapestMonthlyCost);
  const cost = costPence <= 0 ? MATCH_SCORE_WEIGHTS.cost : (MATCH_SCORE_WEIGHTS.cost * cheapestPence) / costPence;
  const halfRatings = MATCH_SCORE_WEIGHTS.ratings / 2;
  const ratings =
    (halfRatings * normalizeRating(input.merchantCompareRating)) / RATING_SCALE_MAX +
    (halfRatings * normalizeRating(input.trustpilotRating)) / RATING_SCALE_MAX;
  const integration = input.integrationFit === 'full' ? MATCH_SCORE_WEIGHTS.integration : MATCH_SCORE_WEIGHTS.integration / 2;
  const terminal = input.isPreferredTerminal ? MATCH_SCORE_WEIGHTS.terminal : 0;
  const total = Math.min(100, Math.max(0, roundHalfAwayFromZero(cost + ratings + integration + terminal, 0)));
  return {
    cost: roundHalfAwayFromZero(cost, 1),
    ratings: roundHalfAwayFromZero(ratings, 1),
    integration,
    terminal,
    total,
  };
}
