import { useId } from 'react';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import { useInfiniteGetList } from 'react-admin';
import type { CustomerRow, LeadStatus } from '../../../api/types';
import type { CustomerFilterValues } from '../../../customersDataProvider';
import { PIPELINE } from '../../../messages';
import { leadStatusLabel } from '@domain/vocabulary/lead-statuses';
import { LEAD_STATUS_COLOURS } from '../leadStatus';
import { PipelineColumnBody } from './PipelineColumnBody';
import { columnView, type PendingMoves } from './pipelineMoves';

/** Each column loads its own status, a page at a time, most recently worked on first. */
export const COLUMN_PAGE_SIZE = 50;
const SORT = { field: 'lastActivityAt', order: 'DESC' } as const;

export interface PipelineColumnProps {
  status: LeadStatus;
  filter: CustomerFilterValues;
  moves: PendingMoves;
  onMove: (row: CustomerRow, from: LeadStatus, to: LeadStatus) => void;
  focusRequest: string | null;
  onFocused: () => void;
}

/**
 * One status column: a drop target (a region named after its status), its leads from the server
 * (the status filter, 50 at a time, 'Load more'), shown with the pending moves applied.
 */
export const PipelineColumn = ({ status, filter, moves, onMove, focusRequest, onFocused }: PipelineColumnProps) => {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const { data, isPending, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<CustomerRow>(
    'customers',
    { pagination: { page: 1, perPage: COLUMN_PAGE_SIZE }, sort: SORT, filter: { ...filter, status } },
    { placeholderData: (previous) => previous },
  );
  // The latest page knows most: a search of many has no exact total until its last page (before
  // it, the page says only "more than": customersDataProvider.ts).
  const latest = data?.pages[data.pages.length - 1];
  const moreThan: number | undefined = latest?.meta?.totalMoreThan;
  const view = columnView(data?.pages.flatMap((page) => page.data) ?? [], isPending ? undefined : latest?.total, moves, status);
  const label = leadStatusLabel(status);

  return (
    <Paper
      component="section"
      ref={setNodeRef}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 1, minWidth: 0, bgcolor: isOver ? 'action.hover' : 'background.default', outline: isOver ? 2 : 0, outlineColor: 'primary.main' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, px: 0.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {view.total !== undefined && (
          <Chip size="small" color={LEAD_STATUS_COLOURS[status]} label={view.total} aria-label={PIPELINE.columnLabel(label, view.total)} />
        )}
        {moreThan !== undefined && (
          <Chip
            size="small"
            color={LEAD_STATUS_COLOURS[status]}
            label={PIPELINE.columnCountOfMore(moreThan)}
            aria-label={PIPELINE.columnLabelOfMore(label, moreThan)}
          />
        )}
      </Stack>
      <PipelineColumnBody
        status={status}
        rows={view.rows}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        onMove={onMove}
        focusRequest={focusRequest}
        onFocused={onFocused}
      />
      {hasNextPage && (view.total !== undefined || moreThan !== undefined) && (
        <Stack sx={{ alignItems: 'center', mt: 1, gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {view.total !== undefined ? PIPELINE.showing(view.rows.length, view.total) : PIPELINE.showingOfMore(view.rows.length, moreThan!)}
          </Typography>
          <Button size="small" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {PIPELINE.loadMore}
          </Button>
        </Stack>
      )}
    </Paper>
  );
};
