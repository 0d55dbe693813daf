import type { CustomerRow, LeadStatus } from '../../../api/types';

/** A card moved on the board whose status change is on its way to the server (or being refetched). */
export interface PendingMove {
  row: CustomerRow;
  to: LeadStatus;
  /** Tells a later move of the same card from this one. */
  token: number;
}

/** The pending moves, by customer id (a card's latest move wins). */
export type PendingMoves = Readonly<Record<string, PendingMove>>;

/** A row as it looks once its latest lead has the given status. */
export const withStatus = (row: CustomerRow, status: LeadStatus): CustomerRow => ({
  ...row,
  status,
  latestLead: row.latestLead && { ...row.latestLead, status },
});

/**
 * What a column shows while moves are pending (optimistic): the server's rows minus the cards
 * moved away, plus the cards moved in (first), and the total adjusted the same way. Once the
 * server's rows agree (after the refetch) the pending move changes nothing.
 */
export const columnView = (
  serverRows: readonly CustomerRow[],
  serverTotal: number | undefined,
  moves: PendingMoves,
  status: LeadStatus,
): { rows: CustomerRow[]; total: number | undefined } => {
  const serverIds = new Set(serverRows.map((row) => row.id));
  const staying = serverRows.filter((row) => (moves[row.id]?.to ?? status) === status);
  const arriving = Object.values(moves)
    .filter((move) => move.to === status && !serverIds.has(move.row.id))
    .map((move) => withStatus(move.row, status));
  const total = serverTotal === undefined ? undefined : serverTotal - (serverRows.length - staying.length) + arriving.length;
  return { rows: [...arriving, ...staying], total };
};
