import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';

/** An audit-trail entry. It keeps field names and counts, never deleted personal data. */
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

  @Column({ type: 'simple-json', nullable: true })
  changedFields: string[] | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** Who made the change (no foreign key: the entry outlives the user). */
  @Column({ type: 'int', nullable: true })
  crmUserId: number | null;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
