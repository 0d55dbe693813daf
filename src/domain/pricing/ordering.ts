/**
 * Deterministic id ordering, identical in every JavaScript engine (no locale rules).
 */
import type { EntityId } from './types';

/** Numbers before strings; numbers numerically; strings by UTF-16 code units. */
export function compareIds(a: EntityId, b: EntityId): number {
  if (typeof a === 'number' && typeof b === 'number') {
    return a - b;
  }
  if (typeof a === 'number') {
    return -1;
  }
  if (typeof b === 'number') {
    return 1;
  }
  if (a === b) {
    return 0;
  }
  return a < b ? -1 : 1;
}
