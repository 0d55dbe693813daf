import { describe, expect, it } from '@jest/globals';
import type { AnalyticsDashboard } from '../../api/types';
import { fractionAsPercent, funnelBars, hasAnalyticsData, sectorSlices } from './chartData';

const step = (label: string, count: number) => ({ label, count });

const dashboard = (counts: number[], extra: Partial<AnalyticsDashboard> = {}): AnalyticsDashboard => ({
  period: { from: '2026-10-29T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
  conversionFunnel: {
    step1: step('Visitors', counts[0]),
    step2: step('Users', counts[1]),
    step3: step('Created', counts[2]),
    step4: step('Quoted', counts[3]),
    step5: step('Selected', counts[4]),
    step6: step('Applied', counts[5]),
  },
  overview: { uniqueSessions: 0, totalQuotes: 0, totalSelectedQuotes: 0, totalApplications: 0, overallConversionRate: 0 },
  sectorBreakdown: [],
  sourceBreakdown: [],
  customerJourney: { averageTimeToComplete: null, documentUploadRate: 0, mostCommonDropoffPoint: null, mostCommonDropoffStep: null },
  topProviders: [],
  ...extra,
});

describe('the analytics charts’ data', () => {
  it('gives the six funnel bars in order, each with its share of the step before', () => {
    const bars = funnelBars(dashboard([200, 80, 40, 30, 10, 0]).conversionFunnel);
    expect(bars.map((bar) => [bar.label, bar.count, bar.fromPrevious])).toEqual([
      ['Visitors', 200, null],
      ['Users', 80, 40],
      ['Created', 40, 50],
      ['Quoted', 30, 75],
      ['Selected', 10, 33.3],
      ['Applied', 0, 0],
    ]);
  });

  it('gives no share after an empty step (no division by zero)', () => {
    expect(funnelBars(dashboard([0, 3, 0, 0, 0, 0]).conversionFunnel).map((bar) => bar.fromPrevious)).toEqual([null, null, 0, null, null, null]);
  });

  it('makes one slice per sector with profiles, with its label', () => {
    expect(
      sectorSlices([
        { sector: 'retail', label: 'Retail', count: 3, percentage: 60 },
        { sector: 'hospitality', label: '', count: 2, percentage: 40 },
        { sector: 'other', label: 'Other', count: 0, percentage: 0 },
      ]),
    ).toEqual([
      { id: 'retail', label: 'Retail', value: 3, percentage: 60 },
      { id: 'hospitality', label: 'hospitality', value: 2, percentage: 40 },
    ]);
  });

  it("says 'No Analytics Data' only when nothing at all was counted", () => {
    expect(hasAnalyticsData(dashboard([0, 0, 0, 0, 0, 0]))).toBe(false);
    expect(hasAnalyticsData(dashboard([1, 0, 0, 0, 0, 0]))).toBe(true);
    expect(hasAnalyticsData(dashboard([0, 0, 0, 0, 0, 0], { sectorBreakdown: [{ sector: 'retail', label: 'Retail', count: 1, percentage: 100 }] }))).toBe(true);
  });

  it('shows the upload rate (a fraction) as a percentage', () => {
    expect(fractionAsPercent(0.25)).toBe('25%');
    expect(fractionAsPercent(0.3333)).toBe('33.3%');
  });
});
