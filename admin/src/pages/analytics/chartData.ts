import type { AnalyticsDashboard, ConversionFunnel, SectorShare } from '../../api/types';

/** The funnel's six steps in order (step1 visitors ... step6 applied). */
export const FUNNEL_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6'] as const satisfies readonly (keyof ConversionFunnel)[];

export interface FunnelBar {
  label: string;
  count: number;
  /** Percent of the previous step that reached this one (one decimal); null for the first step or after an empty one. */
  fromPrevious: number | null;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** The bars of the conversion funnel chart, each with its share of the step before. */
export const funnelBars = (funnel: ConversionFunnel): FunnelBar[] =>
  FUNNEL_STEPS.map((step, index) => {
    const { label, count } = funnel[step];
    const previous = index === 0 ? 0 : funnel[FUNNEL_STEPS[index - 1]].count;
    return { label, count, fromPrevious: previous > 0 ? oneDecimal((count / previous) * 100) : null };
  });

export interface SectorSlice {
  id: string;
  label: string;
  value: number;
  percentage: number;
}

/** The pie's slices: the server's top 6 sectors (most profiles first), empty sectors left out. */
export const sectorSlices = (sectors: readonly SectorShare[]): SectorSlice[] =>
  sectors
    .filter((sector) => sector.count > 0)
    .map((sector) => ({ id: sector.sector, label: sector.label || sector.sector, value: sector.count, percentage: sector.percentage }));

/** 'No Analytics Data': nothing counted in the period (no step, no sector, no provider figure). */
export const hasAnalyticsData = (dashboard: AnalyticsDashboard): boolean =>
  FUNNEL_STEPS.some((step) => dashboard.conversionFunnel[step].count > 0) ||
  dashboard.sectorBreakdown.some((sector) => sector.count > 0) ||
  dashboard.topProviders.some((provider) => provider.quotesGenerated > 0 || provider.applicationsSubmitted > 0);

/** A fraction (0-1) as a percentage with at most one decimal: 0.25 -> '25%'. */
export const fractionAsPercent = (fraction: number): string => `${oneDecimal(fraction * 100)}%`;

/** A percentage as the cards show it: 12.5 -> '12.5%'. */
export const percent = (value: number): string => `${oneDecimal(value)}%`;
