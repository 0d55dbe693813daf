import { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteEmailEditionChanges } from '../seeds/email-templates.data';
import { replaceUneditedTemplates } from './template-helpers';

/**
 * The quote email's figures table gains the provider's other monthly fees (with their label when
 * the catalogue states one), which its total already included, so the lines add up to the total:
 * the two built-in quote templates move to their third edition where their stored content is still
 * the second edition word for word; an edited one keeps its text.
 */
export class QuoteEmailOtherFees1766300000000 implements MigrationInterface {
  name = 'QuoteEmailOtherFees1766300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await replaceUneditedTemplates(queryRunner, quoteEmailEditionChanges(2, 3));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await replaceUneditedTemplates(queryRunner, quoteEmailEditionChanges(3, 2));
  }
}
