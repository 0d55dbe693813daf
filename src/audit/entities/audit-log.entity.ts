import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';
import type { AuditChange } from '../audit-changes';

/**
 * An audit-trail entry: what was done to which record, by whom, with each changed field's old and
 * new value (provider, terminal and industry-default changes, corrections of a customer's business
 * details and of a lead's contact details) or counts (customer deletion, which never keeps the
 * deleted personal data: the corrections of a deleted customer's records go with it).
 */
@Entity('audit_logs')
@Index('IDX_audit_logs_record', ['tableName', 'recordId'])
@Index('IDX_audit_logs_created', ['createdAt'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 60 })
  tableName: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  recordId: string | null;

  /** Each changed field with its value before and after (see ../audit-changes.ts). */
  @Column({ type: 'simple-json', nullable: true })
  changedFields: AuditChange[] | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** Who made the change (no foreign key: the entry outlives the user). */
  @Column({ type: 'int', nullable: true })
  crmUserId: number | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
