import { MigrationInterface, QueryRunner } from 'typeorm';
import { renewalReminderTemplate } from '../seeds/renewal-reminder-templates.data';
import { replaceUneditedTemplates } from './template-helpers';

const FIRST = renewalReminderTemplate(1);
const SECOND = renewalReminderTemplate(2);

/**
 * The renewal reminder email says plainly when no provider beats what the customer pays now (and
 * how much more the best match costs) instead of a "£0.00" saving: the built-in template moves to
 * its second edition ({{savingsLine}}) where its stored content is still the first edition word
 * for word; an edited one keeps its text.
 */
export class RenewalReminderSavingsLine1766200000000 implements MigrationInterface {
  name = 'RenewalReminderSavingsLine1766200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await replaceUneditedTemplates(queryRunner, [{ name: SECOND.name, from: FIRST.content, to: SECOND.content }]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await replaceUneditedTemplates(queryRunner, [{ name: FIRST.name, from: SECOND.content, to: FIRST.content }]);
  }
}
