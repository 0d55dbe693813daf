import { Injectable } from '@nestjs/common';
import { EntityManager, In, LessThan } from 'typeorm';
import type { AuditChange } from './audit-changes';
import { AuditLog } from './entities/audit-log.entity';

export interface AuditEntry {
  /** What happened: create, update, delete. */
  action: string;
  tableName: string;
  recordId: string | number | null;
  /** Each changed field with its old and new value (diffFields in audit-changes.ts). Never personal data of a deleted customer. */
  changedFields?: AuditChange[] | null;
  /** Why (given by the user) or with what (counts); never personal data. */
  reason?: string | null;
  crmUserId?: number | null;
}

const REASON_MAX = 500;

/** At most this many record ids in one statement's IN list. */
const FORGET_CHUNK = 500;

/** Writes audit-trail entries, in the caller's transaction (an undone change leaves no entry). */
@Injectable()
export class AuditService {
  async record(manager: EntityManager, entry: AuditEntry): Promise<AuditLog> {
    const reason = entry.reason ?? null;
    return manager.getRepository(AuditLog).save(
      manager.getRepository(AuditLog).create({
        action: entry.action,
        tableName: entry.tableName,
        recordId: entry.recordId === null ? null : String(entry.recordId),
        changedFields: entry.changedFields?.length ? entry.changedFields : null,
        reason: reason !== null && reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason,
        crmUserId: entry.crmUserId ?? null,
      }),
    );
  }

  /**
   * Deleting customers: the entries of corrections to their records go with them (they hold the
   * old and new personal data), in the deletion's transaction. The owner of `tableName` names its
   * records of the customers being deleted; the deletion's own entry (counts only) is written after.
   */
  async forgetCorrections(manager: EntityManager, tableName: string, recordIds: ReadonlyArray<string | number>): Promise<void> {
    const ids = recordIds.map(String);
    for (let i = 0; i < ids.length; i += FORGET_CHUNK) {
      await manager.getRepository(AuditLog).delete({ tableName, action: 'update', recordId: In(ids.slice(i, i + FORGET_CHUNK)) });
    }
  }

  /**
   * Data retention: deletes up to `limit` of the audit entries created before `cutoff` (lowest ids
   * first; no row loaded beyond its id), in the caller's transaction. Answers how many went.
   */
  async purgeBefore(manager: EntityManager, cutoff: Date, limit: number): Promise<number> {
    const repository = manager.getRepository(AuditLog);
    const ids = (await repository.find({ select: { id: true }, where: { createdAt: LessThan(cutoff) }, order: { id: 'ASC' }, take: limit })).map(
      (row) => row.id,
    );
    if (ids.length === 0) return 0;
    return (await repository.delete({ id: In(ids) })).affected ?? ids.length;
  }
}
