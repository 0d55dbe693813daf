import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditLog } from './entities/audit-log.entity';

export interface AuditEntry {
  /** What happened, e.g. 'delete'. */
  action: string;
  tableName: string;
  recordId: string | number | null;
  /** Field or table names; never their values. */
  changedFields?: string[] | null;
  /** Why or with what (counts); never personal data. */
  reason?: string | null;
  crmUserId?: number | null;
}

const REASON_MAX = 500;

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
        changedFields: entry.changedFields ?? null,
        reason: reason !== null && reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason,
        crmUserId: entry.crmUserId ?? null,
      }),
    );
  }
}
