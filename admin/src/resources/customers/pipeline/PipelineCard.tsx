import { useEffect, useRef } from 'react';
import { Box, Card, IconButton } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useDraggable } from '@dnd-kit/core';
import type { CustomerRow, LeadStatus } from '../../../api/types';
import { CUSTOMERS, PIPELINE } from '../../../messages';
import { MoveToMenu } from './MoveToMenu';
import { PipelineCardDetails } from './PipelineCardDetails';
import type { CardDragData } from './pipelineDnd';

export interface PipelineCardProps {
  row: CustomerRow;
  status: LeadStatus;
  onMove: (row: CustomerRow, from: LeadStatus, to: LeadStatus) => void;
  /** This card's handle takes the focus once shown (after a move), then tells the board. */
  isFocusRequested: boolean;
  onFocused: () => void;
}

/**
 * One lead on the board: business name (to the customer's screen), contact and turnover. Dragged
 * with the mouse or a finger from anywhere on the card, or with the keyboard from its handle
 * (Space/Enter, arrows, Space/Enter); the "Move to…" menu does the same without dragging.
 */
export const PipelineCard = ({ row, status, onMove, isFocusRequested, onFocused }: PipelineCardProps) => {
  const data: CardDragData = { row, status };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: row.id, data });
  const handle = useRef<HTMLButtonElement | null>(null);
  const name = row.businessName || CUSTOMERS.unnamed;

  // After a move the card is a new element in another column: give its handle the focus the old
  // one had (only if the focus was lost, so a user who went elsewhere is not pulled back).
  useEffect(() => {
    if (!isFocusRequested) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) handle.current?.focus();
    onFocused();
  }, [isFocusRequested, onFocused]);

  return (
    <Card
      component="li"
      ref={setNodeRef}
      variant="outlined"
      {...listeners}
      sx={{
        display: 'flex',
        gap: 0.5,
        p: 1,
        cursor: isDragging ? 'grabbing' : 'grab',
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 6 : undefined,
      }}
    >
      <IconButton
        size="small"
        ref={(element: HTMLButtonElement | null) => {
          handle.current = element;
          setActivatorNodeRef(element);
        }}
        {...attributes}
        aria-label={PIPELINE.dragHandle(name)}
        sx={{ alignSelf: 'flex-start', cursor: 'inherit' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <PipelineCardDetails row={row} name={name} />
      <Box sx={{ alignSelf: 'flex-start' }}>
        <MoveToMenu name={name} status={status} onMove={(to) => onMove(row, status, to)} />
      </Box>
    </Card>
  );
};
