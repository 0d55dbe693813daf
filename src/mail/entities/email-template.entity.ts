import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { dateTimeColumn } from '../../database/columns';

// The categories and types are the shared vocabulary's (domain/email/template-categories.ts), named
// here too for the modules that validate with them.
export { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../../domain/email/template-categories';

@Entity('email_templates')
@Index('IDX_email_templates_name', ['name'], { unique: true })
@Index('IDX_email_templates_category', ['category'])
export class EmailTemplate {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** Stable key, e.g. quote_email_new_customer. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 30, default: 'general' })
  category: string;

  @Column({ type: 'varchar', length: 20, default: 'manual' })
  type: string;

  /** For automated templates: what sends them. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  endpoint: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn(dateTimeColumn())
  createdAt: Date;

  @UpdateDateColumn(dateTimeColumn())
  updatedAt: Date;
}
