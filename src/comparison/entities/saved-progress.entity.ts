import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';

/** Wizard state saved by 'Save Progress', resumed by its random token within 30 days. */
@Entity('saved_progress')
@Index('IDX_saved_progress_expires', ['expiresAt'])
export class SavedProgress {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'simple-json' })
  state: Record<string, unknown>;

  @Column(dateTimeColumn())
  expiresAt: Date;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;
}
