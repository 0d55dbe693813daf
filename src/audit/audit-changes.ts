/**
 * What an audit entry says changed: each field with its value before and after (pure, no
 * framework imports). Values are kept as the API shows them; a long one is shortened, so that
 * one entry always fits its column on both engines.
 */
export type AuditValue = string | number | boolean | null | string[];

export interface AuditChange {
  field: string;
  oldValue: AuditValue;
  newValue: AuditValue;
}

/** The longest text (or list, as JSON) kept for one value; longer ones end in '…'. */
export const AUDIT_VALUE_MAX = 250;

function toAuditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > AUDIT_VALUE_MAX ? `${value.slice(0, AUDIT_VALUE_MAX - 1)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const list = value.map(String);
    const json = JSON.stringify(list);
    return json.length > AUDIT_VALUE_MAX ? `${json.slice(0, AUDIT_VALUE_MAX - 1)}…` : list;
  }
  return toAuditValue(JSON.stringify(value));
}

function isSame(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

/** The fields (in the order given) whose value differs between `before` and `after`. */
export function diffFields(before: object | null, after: object, fields: readonly string[]): AuditChange[] {
  const old = (before ?? {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return fields
    .filter((field) => !isSame(old[field], now[field]))
    .map((field) => ({ field, oldValue: toAuditValue(old[field]), newValue: toAuditValue(now[field]) }));
}

/** Older entries held field names only: they read as changes with no values. */
export function readAuditChanges(stored: unknown): AuditChange[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((item: unknown) =>
    typeof item === 'string'
      ? { field: item, oldValue: null, newValue: null }
      : { field: String((item as AuditChange).field), oldValue: (item as AuditChange).oldValue ?? null, newValue: (item as AuditChange).newValue ?? null },
  );
}

/** A value as a sentence shows it: a text in quotes, none as "(none)". */
function shown(value: AuditValue): string {
  if (value === null || value === '') return '(none)';
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** How a field's stored value reads, by field (e.g. a sector code as its label). */
export type ValueLabels = Readonly<Record<string, (value: string) => string>>;

/**
 * The changes as one line for a customer's timeline, each field by its label in the order given:
 * 'Phone: "07700 900123" → "07700 900999"; Email: "a@b.uk" → "c@d.uk"'. A field with a value
 * label shows its old and new text values by that label ('Sector: "Retail" → "Automotive"').
 */
export function describeChanges(changes: readonly AuditChange[], labels: Readonly<Record<string, string>>, valueLabels: ValueLabels = {}): string {
  return changes
    .map((change) => {
      const read = (value: AuditValue): AuditValue =>
        typeof value === 'string' && value !== '' && valueLabels[change.field] ? valueLabels[change.field](value) : value;
      return `${labels[change.field] ?? change.field}: ${shown(read(change.oldValue))} → ${shown(read(change.newValue))}`;
    })
    .join('; ');
}
