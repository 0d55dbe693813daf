/** `?, ?, ?` for a raw statement's IN list of n values (both engines bind `?`). */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** `items` in lists of at most `size`, for statements that bind one value (or row) per item. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
