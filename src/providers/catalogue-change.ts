import { BadRequestException } from '@nestjs/common';
import { AuditChange, diffFields } from '../audit/audit-changes';
import { rangeViolations } from '../domain/catalogue-rules/bounds';
import { PROVIDER_EDITABLE_FIELDS } from './dto/provider-fields.dto';
import { TERMINAL_EDITABLE_FIELDS } from './dto/terminal-fields.dto';
import { missingProviderFields, missingTerminalFields, providerQualityScore, terminalQualityScore } from '../domain/catalogue-rules/quality';
import { CatalogueStatus, decideStatus, statusRefusalMessage } from '../domain/catalogue-rules/status';

/**
 * One create or change of a provider or terminal, planned before it is written: the record after
 * the change, its status (domain/catalogue-rules/status.ts) and score (quality.ts) recomputed, and the audit's list of
 * changed fields with their old and new values. Refusals are 400s naming the fields.
 */
const KINDS = {
  provider: { editable: PROVIDER_EDITABLE_FIELDS, missing: missingProviderFields, score: providerQualityScore, defaults: { eposIntegration: false } },
  terminal: {
    editable: TERMINAL_EDITABLE_FIELDS,
    missing: missingTerminalFields,
    score: terminalQualityScore,
    defaults: { isRecommended: false, hasHigherTransactionFees: false },
  },
} as const;

export type CatalogueKind = keyof typeof KINDS;

export interface CataloguePlan {
  /** Every editable field, with status and dataQualityScore, as they are after the change. */
  values: Record<string, unknown>;
  /** What differs from before (for a new record: every field that has a value). */
  changes: AuditChange[];
  status: CatalogueStatus;
  dataQualityScore: number;
}

/** The audit's field order: the editable fields, then the two that follow from them. */
export function auditedFields(kind: CatalogueKind): string[] {
  return [...KINDS[kind].editable, 'status', 'dataQualityScore'];
}

/**
 * `before` is the stored record (null for a new one); `fields` what the caller sent (undefined:
 * unchanged); `requested` the status asked for, if any. `prefix` names the fields of a nested
 * body in messages ("terminals.1.").
 */
export function planCatalogueChange(
  kind: CatalogueKind,
  before: object | null,
  fields: object,
  requested: CatalogueStatus | undefined,
  prefix = '',
): CataloguePlan {
  const rules = KINDS[kind];
  const sent = fields as Record<string, unknown>;
  // A new record starts from the defaults of its NOT NULL flags, everything else empty.
  const old = (before ?? rules.defaults) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of rules.editable) values[field] = sent[field] !== undefined ? sent[field] : (old[field] ?? null);
  const problems = rangeViolations(values);
  if (problems.length) throw new BadRequestException(problems.map((problem) => `${prefix}${problem}`));
  const missingFields = rules.missing(values);
  const current = (old.status as CatalogueStatus | undefined) ?? null;
  const decision = decideStatus({ current, requested, missingFields });
  if ('refused' in decision) {
    throw new BadRequestException({ message: `${prefix}${statusRefusalMessage(decision, kind)}`, missingFields, error: 'Bad Request' });
  }
  values.status = decision.status;
  values.dataQualityScore = rules.score(values);
  return { values, changes: diffFields(before, values, auditedFields(kind)), status: decision.status, dataQualityScore: values.dataQualityScore as number };
}

/** The changed fields' new values, for an UPDATE of only what changed. */
export function changedValues(plan: CataloguePlan): Record<string, unknown> {
  return Object.fromEntries(plan.changes.map((change) => [change.field, plan.values[change.field]]));
}
