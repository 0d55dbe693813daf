/**
 * Terminal recommendation: which of a provider's terminals suits the business.
 */
import { roundMoney, toPence } from './money';
import { compareIds } from './ordering';
import { BUSINESS_TYPES } from './types';
import type { BusinessType, IntegrationNeed, TerminalInput, TerminalType } from './types';

/** Preferred terminal types by business type, used when the need is neither gateway nor epos. */
export const BUSINESS_TYPE_TERMINAL_TYPES: Readonly<Record<BusinessType, readonly TerminalType[]>> = {
  restaurant: ['portable', 'mobile', 'epos'],
  retail: ['epos', 'countertop'],
  online: ['gateway'],
  trade: ['countertop'],
};

/** Preferred types for any other (or missing) business type. */
export const DEFAULT_TERMINAL_TYPES: readonly TerminalType[] = ['countertop', 'portable'];

/** Terminal statuses that are not offered to the public. */
export const UNAVAILABLE_TERMINAL_STATUSES: readonly string[] = ['inactive', 'draft'];

export function isBusinessType(value: string): value is BusinessType {
  return (BUSINESS_TYPES as readonly string[]).includes(value);
}

/**
 * Preferred types: gateway need (mid_only and online_gateway lead there) -> gateway;
 * epos need -> epos; otherwise by business type (restaurant, retail, online, trade), else
 * countertop and portable.
 */
export function preferredTerminalTypes(need: IntegrationNeed, businessType: string | null): readonly TerminalType[] {
  if (need === 'gateway') {
    return ['gateway'];
  }
  if (need === 'epos') {
    return ['epos'];
  }
  if (businessType !== null && isBusinessType(businessType)) {
    return BUSINESS_TYPE_TERMINAL_TYPES[businessType];
  }
  return DEFAULT_TERMINAL_TYPES;
}

/**
 * A terminal can be offered when its status is not inactive/draft and it is not a
 * higher-transaction-fee terminal whose maxRecommendedMonthlyVolume the monthly card volume
 * exceeds (a null maximum means no limit).
 */
export function isTerminalAvailable(
  terminal: Pick<TerminalInput, 'status' | 'hasHigherTransactionFees' | 'maxRecommendedMonthlyVolume'>,
  monthlyVolume: number,
): boolean {
  if (UNAVAILABLE_TERMINAL_STATUSES.includes(terminal.status.trim().toLowerCase())) {
    return false;
  }
  return !(terminal.hasHigherTransactionFees && terminal.maxRecommendedMonthlyVolume !== null && monthlyVolume > terminal.maxRecommendedMonthlyVolume);
}

/** Setup fee + 12 months of rental, the recommendation's cost measure (pounds, to pence). */
export function terminalFirstYearCost(terminal: Pick<TerminalInput, 'setupFee' | 'monthlyRental'>): number {
  return roundMoney(terminal.setupFee + 12 * terminal.monthlyRental);
}

export interface RecommendedTerminal<T extends TerminalInput = TerminalInput> {
  terminal: T;
  /** false when no available terminal had a preferred type and the cheapest of all was taken. */
  isPreferredType: boolean;
  preferredTypes: readonly TerminalType[];
  /** setupFee + 12 x monthlyRental for one terminal. */
  firstYearCost: number;
}

export interface TerminalContext {
  integrationNeed: IntegrationNeed;
  businessType: string | null;
  /** Monthly card volume compared with maxRecommendedMonthlyVolume. */
  monthlyVolume: number;
}

/**
 * Recommends one terminal: among the available terminals of a preferred type, the cheapest by
 * setupFee + 12 x monthlyRental (ties: lower monthly rental, then id). When no available terminal
 * has a preferred type, the same choice is made among all available terminals
 * (isPreferredType false). No available terminal -> null.
 */
export function recommendTerminal<T extends TerminalInput>(terminals: readonly T[], context: TerminalContext): RecommendedTerminal<T> | null {
  const available = terminals.filter((terminal) => isTerminalAvailable(terminal, context.monthlyVolume));
  const preferredTypes = preferredTerminalTypes(context.integrationNeed, context.businessType);
  const preferred = available.filter((terminal) => preferredTypes.includes(terminal.type));
  const isPreferredType = preferred.length > 0;
  const candidates = isPreferredType ? preferred : available;
  if (candidates.length === 0) {
    return null;
  }
  const [best] = [...candidates].sort(
    (a, b) =>
      toPence(terminalFirstYearCost(a)) - toPence(terminalFirstYearCost(b)) || toPence(a.monthlyRental) - toPence(b.monthlyRental) || compareIds(a.id, b.id),
  );
  return { terminal: best, isPreferredType, preferredTypes, firstYearCost: terminalFirstYearCost(best) };
}
