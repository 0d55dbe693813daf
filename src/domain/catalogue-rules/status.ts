/**
 * The status of a provider or terminal, in one pure place
 * (no framework imports) that the server and, later, the back-office import, as the wizard
 * imports the pricing module:
 *
 * - live needs a data-quality score of 100 (every required field filled in);
 * - below that the record is draft;
 * - inactive (withdrawn) is an explicit choice, whatever the score, and stays until someone
 *   chooses otherwise.
 *
 * Only live providers (and their live terminals) reach the public comparison.
 */
export const CATALOGUE_STATUSES = ['live', 'draft', 'inactive'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** The status that follows from the data alone: live when complete, else draft; inactive stays inactive. */
export function derivedStatus(isComplete: boolean, isWithdrawn = false): CatalogueStatus {
  if (isWithdrawn) return 'inactive';
  return isComplete ? 'live' : 'draft';
}

export type StatusDecision =
  | { status: CatalogueStatus }
  /** live was asked for, but required fields are missing (they are named). */
  | { refused: 'incomplete'; missingFields: string[] }
  /** draft was asked for, but every required field is filled in: such a record is live (or inactive). */
  | { refused: 'complete' };

export interface StatusChange {
  /** The status before the change (null for a new record). */
  current: CatalogueStatus | null;
  /** The status the caller sent, if any. Sending the current status again asks for nothing. */
  requested?: CatalogueStatus;
  /** The required fields still missing after the change. */
  missingFields: readonly string[];
}

/**
 * The status after a create or change. Without a new status asked for, it is derived on every
 * change (complete: live unless inactive; incomplete: draft). Asking for inactive withdraws the
 * record whatever its score; asking for live needs every required field; asking for draft is
 * only possible while fields are missing.
 */
export function decideStatus({ current, requested, missingFields }: StatusChange): StatusDecision {
  const isComplete = missingFields.length === 0;
  const asked = requested === current ? undefined : requested;
  switch (asked) {
    case undefined:
      return { status: derivedStatus(isComplete, current === 'inactive') };
    case 'inactive':
      return { status: 'inactive' };
    case 'live':
      return isComplete ? { status: 'live' } : { refused: 'incomplete', missingFields: [...missingFields] };
    case 'draft':
      return isComplete ? { refused: 'complete' } : { status: 'draft' };
  }
}

/** The words of a refused status change, for the 400 answer. */
export function statusRefusalMessage(decision: Exclude<StatusDecision, { status: CatalogueStatus }>, what: 'provider' | 'terminal'): string {
  if (decision.refused === 'incomplete') {
    return `status: a ${what} can be live only when every required field is filled in; missing: ${decision.missingFields.join(', ')}`;
  }
  return `status: a ${what} with every required field filled in is live; choose inactive to withdraw it`;
}
