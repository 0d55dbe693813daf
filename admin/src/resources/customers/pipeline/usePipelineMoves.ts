import { useCallback, useRef, useState } from 'react';
import type { CustomerRow, LeadStatus } from '../../../api/types';
import { useChangeLeadStatus } from '../useChangeLeadStatus';
import type { PendingMoves } from './pipelineMoves';

/**
 * Moving cards between the board's columns, optimistically: the card shows in its new column at
 * once; the status call (with its toasts) follows; on success the columns are fetched again and
 * the pending move is dropped, on failure it is dropped at once, so the card goes back (rollback).
 * `focusRequest` names the card whose handle should take the focus once it shows in its new column
 * (or back in its old one): moving a card remounts it, which loses the focus.
 */
export const usePipelineMoves = () => {
  const changeStatus = useChangeLeadStatus();
  const [moves, setMoves] = useState<PendingMoves>({});
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const nextToken = useRef(0);

  const move = useCallback(
    async (row: CustomerRow, from: LeadStatus, to: LeadStatus) => {
      if (!row.latestLead || from === to) return;
      nextToken.current += 1;
      const token = nextToken.current;
      setMoves((current) => ({ ...current, [row.id]: { row, to, token } }));
      setFocusRequest(row.id);
      const isSaved = await changeStatus(row.latestLead.id, to);
      // The card goes back to its column: its handle takes the focus again if nothing else has it.
      if (!isSaved) setFocusRequest(row.id);
      setMoves((current) => {
        if (current[row.id]?.token !== token) return current;
        const { [row.id]: _done, ...rest } = current;
        return rest;
      });
    },
    [changeStatus],
  );

  const focusHandled = useCallback(() => setFocusRequest(null), []);

  return { moves, move, focusRequest, focusHandled };
};
