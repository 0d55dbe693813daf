import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { quoteEmailEditionChanges } from '../seeds/email-templates.data';
import { replaceUneditedTemplates } from './template-helpers';

/**
 * The quote email carries the chosen quote's summary box and a single-use link that sets a renewal
 * reminder: leads gain the link's token hash (unique; the token itself is only emailed) and its
 * expiry, and the two built-in quote templates move to their second edition ({{summaryBox}},
 * {{renewalReminderLink}}) where their stored content is still the first edition word for word.
 * A template staff have edited keeps their text (and is sent as they wrote it).
 */
export class QuoteEmailSummaryBox1766000000000 implements MigrationInterface {
  name = 'QuoteEmailSummaryBox1766000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('leads', new TableColumn({ name: 'reminderLinkHash', type: 'varchar', length: '64', isNullable: true }));
    await queryRunner.addColumn('leads', new TableColumn({ name: 'reminderLinkExpiresAt', type: 'datetime', precision: 6, isNullable: true }));
    await queryRunner.createIndex('leads', new TableIndex({ name: 'IDX_leads_reminder_link', columnNames: ['reminderLinkHash'], isUnique: true }));
    await replaceUneditedTemplates(queryRunner, quoteEmailEditionChanges(1, 2));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await replaceUneditedTemplates(queryRunner, quoteEmailEditionChanges(2, 1));
    await queryRunner.dropIndex('leads', 'IDX_leads_reminder_link');
    await queryRunner.dropColumn('leads', 'reminderLinkExpiresAt');
    await queryRunner.dropColumn('leads', 'reminderLinkHash');
  }
}
