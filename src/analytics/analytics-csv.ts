import { CSV_BYTE_ORDER_MARK, csvRow, type CsvValue } from '../common/csv/csv';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { UK_TIME_ZONE } from '../common/dates/date-presets';
import type { AnalyticsDashboardDto } from './dto/analytics-dashboard.dto';

/** An instant's UK calendar day, en-GB (22/11/2026). */
export function ukDateOf(instant: Date): string {
  return format(instant, 'dd/MM/yyyy', { in: tz(UK_TIME_ZONE) });
}

export const ANALYTICS_CSV_HEADER = ['section', 'item', 'measure', 'value'] as const;

/**
 * The dashboard's figures as CSV (pure): one figure a row, under the header
 * section,item,measure,value, in the order of the screen (period, funnel, overview, sectors,
 * sources, journey, providers). Texts go through the shared CSV cell rules (quoting, formula guard).
 */
export function analyticsCsv(dashboard: AnalyticsDashboardDto): string {
  const rows: CsvValue[][] = [[...ANALYTICS_CSV_HEADER]];
  const { period, conversionFunnel, overview, sectorBreakdown, sourceBreakdown, customerJourney, topProviders } = dashboard;
  const lastDay = new Date(period.to.getTime() - 1);
  rows.push(['period', 'from', 'date', ukDateOf(period.from)], ['period', 'to', 'date', ukDateOf(lastDay)]);
  for (const step of [
    conversionFunnel.step1,
    conversionFunnel.step2,
    conversionFunnel.step3,
    conversionFunnel.step4,
    conversionFunnel.step5,
    conversionFunnel.step6,
  ]) {
    rows.push(['funnel', step.label, 'count', step.count]);
  }
  rows.push(
    ['overview', 'uniqueSessions', 'count', overview.uniqueSessions],
    ['overview', 'totalQuotes', 'count', overview.totalQuotes],
    ['overview', 'totalSelectedQuotes', 'count', overview.totalSelectedQuotes],
    ['overview', 'totalApplications', 'count', overview.totalApplications],
    ['overview', 'overallConversionRate', 'percent', overview.overallConversionRate],
  );
  for (const sector of sectorBreakdown) rows.push(['sector', sector.label, 'count', sector.count], ['sector', sector.label, 'percent', sector.percentage]);
  for (const source of sourceBreakdown) rows.push(['source', source.label, 'count', source.count], ['source', source.label, 'percent', source.percentage]);
  rows.push(
    ['journey', 'averageTimeToComplete', 'minutes', customerJourney.averageTimeToComplete],
    ['journey', 'documentUploadRate', 'fraction', customerJourney.documentUploadRate],
    ['journey', 'mostCommonDropoffPoint', 'step', customerJourney.mostCommonDropoffPoint],
  );
  for (const provider of topProviders) {
    rows.push(
      ['provider', provider.providerName, 'quotesGenerated', provider.quotesGenerated],
      ['provider', provider.providerName, 'applicationsSubmitted', provider.applicationsSubmitted],
      ['provider', provider.providerName, 'conversionRate', provider.conversionRate],
    );
  }
  return CSV_BYTE_ORDER_MARK + rows.map(csvRow).join('');
}
