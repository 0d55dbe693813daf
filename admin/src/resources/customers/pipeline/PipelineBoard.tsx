import { Box, LinearProgress } from '@mui/material';
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useGetList, useListContext } from 'react-admin';
import { CUSTOMERS, PIPELINE } from '../../../messages';
import { hasActiveFilters, withoutStatus } from '../customerFilterValues';
import { CustomersLoadError, NoCustomers } from '../CustomersEmpty';
import { LEAD_STATUSES } from '@domain/vocabulary/lead-statuses';
import { PipelineColumn } from './PipelineColumn';
import { cardData, columnCollision, columnKeyboardCoordinates, overStatus, PIPELINE_ANNOUNCEMENTS, PIPELINE_INSTRUCTIONS } from './pipelineDnd';
import { usePipelineMoves } from './usePipelineMoves';

/**
 * The pipeline board: the leads of the list's filters (date preset, search, sector, provider) in
 * four columns by status. Cards move by mouse (after 6 px), by touch (after a 250 ms press, so the
 * page still scrolls) or by keyboard (columns one arrow press apart), each move a status call.
 */
export const PipelineBoard = () => {
  const { filterValues } = useListContext();
  const filter = withoutStatus(filterValues);
  const { moves, move, focusRequest, focusHandled } = usePipelineMoves();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  // How many leads the board holds at all, for its empty state (one customer is enough to know).
  const { total, isPending, error, refetch } = useGetList(
    'customers',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { ...filter, status: LEAD_STATUSES },
    },
    { placeholderData: (previous) => previous },
  );

  if (isPending) return <LinearProgress aria-label={CUSTOMERS.loading} />;
  if (error) return <CustomersLoadError onRetry={() => void refetch()} />;
  if (total === 0) return <NoCustomers isFiltered={hasActiveFilters(filter)} />;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cardData(active);
    const to = overStatus(over);
    if (card && to && to !== card.status) void move(card.row, card.status, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnCollision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: PIPELINE_ANNOUNCEMENTS, screenReaderInstructions: PIPELINE_INSTRUCTIONS }}
    >
      <Box
        role="group"
        aria-label={PIPELINE.boardLabel}
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {LEAD_STATUSES.map((status) => (
          <PipelineColumn
            key={status}
            status={status}
            filter={filter}
            moves={moves}
            onMove={(row, from, to) => void move(row, from, to)}
            focusRequest={focusRequest}
            onFocused={focusHandled}
          />
        ))}
      </Box>
    </DndContext>
  );
};
