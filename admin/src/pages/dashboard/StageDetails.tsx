import { Alert, Link, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { DashboardDetailRow, StatType } from '../../api/types';
import { formatDateTime, formatGBP } from '../../format';
import { leadStatusLabel } from '@domain/vocabulary/lead-statuses';
import { DASHBOARD } from '../../messages';
import { useCrmQuery } from '../../useCrmQuery';
import { analyticsKey } from '../analytics/analyticsKeys';
import type { AnalyticsPeriod } from '../analytics/analyticsPeriod';
import { customerPath } from '../../paths';
import { stageLabel } from './pipelineStages';

const { columns } = DASHBOARD;

const DetailRow = ({ row, withStep }: { row: DashboardDetailRow; withStep: boolean }) => (
  <TableRow>
    <TableCell sx={{ fontFamily: 'monospace', maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' }} title={row.id}>
      {row.kind === 'customer' ? (
        <Link component={LinkBase} to={customerPath(row.id)}>
          {row.id.slice(0, 8)}
        </Link>
      ) : (
        row.id.slice(0, 8)
      )}
    </TableCell>
    <TableCell>{row.businessName ?? ''}</TableCell>
    <TableCell>{formatGBP(row.monthlyTurnover)}</TableCell>
    <TableCell>{leadStatusLabel(row.status)}</TableCell>
    <TableCell>{formatDateTime(row.createdAt)}</TableCell>
    {withStep && <TableCell>{row.lastStepName ?? ''}</TableCell>}
  </TableRow>
);

/**
 * The selected stage's latest rows (at most 10; id, businessName, monthlyTurnover,
 * status, createdAt). The visitors and users stages list visits, with the furthest wizard step.
 */
export const StageDetails = ({ stage, period }: { stage: StatType; period: AnalyticsPeriod }) => {
  const { data, isPending, error } = useCrmQuery(analyticsKey('details', stage, period), (dataProvider) => dataProvider.getStageDetails(stage, period));
  const withStep = stage === 'visitors' || stage === 'users';
  const heading = DASHBOARD.details(stageLabel(stage));

  if (error) return <Alert severity="error">{DASHBOARD.detailsFailed}</Alert>;
  return (
    // A table wider than a phone scrolls sideways: focusable, so the keyboard can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={heading}>
      <Table size="small" aria-label={heading}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>
          <Typography variant="subtitle1" component="span">
            {heading}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{columns.id}</TableCell>
            <TableCell>{columns.business}</TableCell>
            <TableCell>{columns.turnover}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.created}</TableCell>
            {withStep && <TableCell>{columns.step}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending && (
            <TableRow>
              <TableCell colSpan={withStep ? 6 : 5}>
                <Skeleton />
              </TableCell>
            </TableRow>
          )}
          {data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={withStep ? 6 : 5}>{DASHBOARD.noDetails}</TableCell>
            </TableRow>
          )}
          {data?.map((row) => (
            <DetailRow key={`${row.kind}-${row.id}`} row={row} withStep={withStep} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
