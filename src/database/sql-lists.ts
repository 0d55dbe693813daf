/** `?, ?, ?` for a raw statement's IN list of n values (both engines bind `?`). */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
