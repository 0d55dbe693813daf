import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SourceShare } from '../../api/types';
import { formatNumber } from '../../format';
import { ANALYTICS } from '../../messages';
import { percent } from './chartData';
import { ChartCard } from './ChartCard';

const { sourceColumns: columns } = ANALYTICS;

/** The customers created in the period by how they reached us (the wizard, or the source staff entered them under), most first. */
export const SourceTable = ({ sources }: { sources: readonly SourceShare[] }) => (
  <ChartCard title={ANALYTICS.sources}>
    {sources.length === 0 ? (
      <Typography color="text.secondary">{ANALYTICS.noSources}</Typography>
    ) : (
      <TableContainer>
        <Table size="small" aria-label={ANALYTICS.sources}>
          <TableHead>
            <TableRow>
              <TableCell>{columns.source}</TableCell>
              <TableCell align="right">{columns.customers}</TableCell>
              <TableCell align="right">{columns.share}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sources.map((source) => (
              <TableRow key={source.source}>
                <TableCell>{source.label}</TableCell>
                <TableCell align="right">{formatNumber(source.count)}</TableCell>
                <TableCell align="right">{percent(source.percentage)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )}
  </ChartCard>
);
