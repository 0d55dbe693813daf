import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ProviderPerformance } from '../../api/types';
import { formatNumber } from '../../format';
import { ANALYTICS } from '../../messages';
import { percent } from './chartData';
import { ChartCard } from './ChartCard';

const { providerColumns: columns } = ANALYTICS;

/** Top provider performance: quotes, applications and conversion per provider, as the server ranks them. */
export const TopProvidersTable = ({ providers }: { providers: readonly ProviderPerformance[] }) => (
  <ChartCard title={ANALYTICS.topProviders}>
    {providers.length === 0 ? (
      <Typography color="text.secondary">{ANALYTICS.noProviders}</Typography>
    ) : (
      // A table wider than a phone scrolls sideways: focusable, so the keyboard can scroll it too.
      <TableContainer tabIndex={0}>
        <Table size="small" aria-label={ANALYTICS.topProviders}>
          <TableHead>
            <TableRow>
              <TableCell>{columns.provider}</TableCell>
              <TableCell align="right">{columns.quotes}</TableCell>
              <TableCell align="right">{columns.applications}</TableCell>
              <TableCell align="right">{columns.conversion}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {providers.map((provider) => (
              <TableRow key={provider.providerId}>
                <TableCell>{provider.providerName}</TableCell>
                <TableCell align="right">{formatNumber(provider.quotesGenerated)}</TableCell>
                <TableCell align="right">{formatNumber(provider.applicationsSubmitted)}</TableCell>
                <TableCell align="right">{percent(provider.conversionRate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )}
  </ChartCard>
);
