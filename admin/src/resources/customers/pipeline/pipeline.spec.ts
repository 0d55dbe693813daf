import { describe, expect, it } from '@jest/globals';
import type { SensorContext } from '@dnd-kit/core';
import type { CustomerRow, LeadStatus } from '../../../api/types';
import { columnKeyboardCoordinates, PIPELINE_ANNOUNCEMENTS } from './pipelineDnd';
import { columnView, type PendingMoves } from './pipelineMoves';

const row = (id: string, status: LeadStatus): CustomerRow => ({
  id,
  businessName: `Business ${id}`,
  businessType: 'retail',
  businessSector: 'retail',
  paymentStatus: 'new',
  monthlyTurnover: 1000,
  source: 'wizard',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastActivityAt: '2026-11-22T10:00:00.000Z',
  status,
  selectedProvider: null,
  latestLead: { id: Number(id.replace(/\D/g, '')), firstName: 'Jane', lastName: 'Smith', email: 'j@x.co', phone: '0', status, applicationReference: 'MC-1' },
});

describe('a board column while moves are pending (optimistic)', () => {
  const a = row('a1', 'created');
  const b = row('b2', 'created');
  const moves: PendingMoves = { a1: { row: a, to: 'quoted', token: 1 } };

  it('loses the card moved away, and its total goes down', () => {
    expect(columnView([a, b], 2, moves, 'created')).toEqual({ rows: [b], total: 1 });
  });

  it('shows the card moved in first, with its new status, and its total goes up', () => {
    const view = columnView([row('c3', 'quoted')], 7, moves, 'quoted');
    expect(view.rows.map((r) => [r.id, r.status, r.latestLead?.status])).toEqual([
      ['a1', 'quoted', 'quoted'],
      ['c3', 'quoted', 'quoted'],
    ]);
    expect(view.total).toBe(8);
  });

  it('changes nothing once the server agrees (after the refetch)', () => {
    const moved = row('a1', 'quoted');
    expect(columnView([moved], 1, moves, 'quoted')).toEqual({ rows: [moved], total: 1 });
    expect(columnView([b], 1, moves, 'created')).toEqual({ rows: [b], total: 1 });
  });
});

describe('moving a card with the keyboard', () => {
  const rects = new Map<LeadStatus, { left: number; top: number }>([
    ['created', { left: 0, top: 100 }],
    ['quoted', { left: 250, top: 100 }],
    ['applied', { left: 500, top: 100 }],
    ['closed', { left: 750, top: 100 }],
  ]);
  const context = (over: LeadStatus | null) =>
    ({
      active: { id: 'a1', data: { current: { row: row('a1', 'created'), status: 'created' } } },
      over: over && { id: over },
      droppableRects: rects,
    }) as unknown as SensorContext;
  // The getter reads the key's code and stops the page from scrolling (the node tests have no DOM events).
  const keydown = (code: string) => ({ code, preventDefault: () => undefined }) as unknown as KeyboardEvent;
  const press = (code: string, over: LeadStatus | null) =>
    columnKeyboardCoordinates(keydown(code), { active: 'a1', currentCoordinates: { x: 0, y: 0 }, context: context(over) });

  it('jumps to the next column with right or down, and back with left or up', () => {
    expect(press('ArrowRight', null)).toEqual({ x: 258, y: 108 });
    expect(press('ArrowDown', 'quoted')).toEqual({ x: 508, y: 108 });
    expect(press('ArrowLeft', 'applied')).toEqual({ x: 258, y: 108 });
    expect(press('ArrowUp', 'quoted')).toEqual({ x: 8, y: 108 });
  });

  it('goes nowhere past either end, and ignores other keys', () => {
    expect(press('ArrowLeft', 'created')).toBeUndefined();
    expect(press('ArrowRight', 'closed')).toBeUndefined();
    expect(press('KeyA', null)).toBeUndefined();
  });

  it('announces where the card is, where it went, and a cancelled move', () => {
    const active = context(null).active!;
    expect(PIPELINE_ANNOUNCEMENTS.onDragStart({ active })).toBe('Picked up Business a1, in Created.');
    expect(PIPELINE_ANNOUNCEMENTS.onDragEnd({ active, over: { id: 'applied' } as never })).toBe('Business a1 was moved to Applied.');
    expect(PIPELINE_ANNOUNCEMENTS.onDragCancel({ active, over: null })).toBe('Moving Business a1 was cancelled. It stays in Created.');
  });
});
