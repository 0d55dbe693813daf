import {
  pointerWithin,
  rectIntersection,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import type { CustomerRow, LeadStatus } from '../../../api/types';
import { CUSTOMERS, PIPELINE } from '../../../messages';
import { isLeadStatus, leadStatusLabel, neighbourLeadStatus } from '@domain/vocabulary/lead-statuses';

/** What a card carries while dragged: the row and the column it was picked up from. */
export interface CardDragData {
  row: CustomerRow;
  status: LeadStatus;
}

export const cardData = (active: Active | null): CardDragData | undefined => (active?.data.current as CardDragData | undefined) ?? undefined;

/** Columns are droppables whose id is their status. */
export const overStatus = (over: Over | null): LeadStatus | undefined => (isLeadStatus(over?.id) ? over.id : undefined);

/** With a pointer: the column under it; with the keyboard (no pointer): the column the card covers most. */
export const columnCollision: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const STEPS: Record<string, -1 | 1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Keyboard moves jump a whole column: right/down to the next status, left/up to the previous
 * (the columns are side by side on wide screens and stacked on a phone), by placing the card in
 * the top-left corner of that column.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const from = overStatus(context.over) ?? cardData(context.active)?.status;
  const to = from && neighbourLeadStatus(from, step);
  const rect = to && context.droppableRects.get(to);
  if (!rect) return undefined;
  return { x: rect.left + 8, y: rect.top + 8 };
};

const nameOf = (active: Active) => cardData(active)?.row.businessName || CUSTOMERS.unnamed;
const fromOf = (active: Active) => {
  const status = cardData(active)?.status;
  return status ? leadStatusLabel(status) : '';
};

/** What a screen reader hears while a card is dragged (dnd-kit's live region). */
export const PIPELINE_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => PIPELINE.pickedUp(nameOf(active), fromOf(active)),
  // Picking a card up puts it over its own column at once: that says where it started.
  onDragOver: ({ active, over }) => {
    const to = overStatus(over);
    if (!to) return PIPELINE.notOver(nameOf(active));
    return to === cardData(active)?.status ? PIPELINE.overStart(nameOf(active), leadStatusLabel(to)) : PIPELINE.isOver(nameOf(active), leadStatusLabel(to));
  },
  onDragEnd: ({ active, over }) => {
    const to = overStatus(over);
    return to && to !== cardData(active)?.status ? PIPELINE.dropped(nameOf(active), leadStatusLabel(to)) : PIPELINE.droppedBack(nameOf(active), fromOf(active));
  },
  onDragCancel: ({ active }) => PIPELINE.cancelled(nameOf(active), fromOf(active)),
};

export const PIPELINE_INSTRUCTIONS: ScreenReaderInstructions = { draggable: PIPELINE.instructions };
