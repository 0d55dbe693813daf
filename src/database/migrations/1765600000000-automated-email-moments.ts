import { MigrationInterface, QueryRunner } from 'typeorm';
import { RETIRED_TEMPLATE_ENDPOINT, RETIRED_TEMPLATE_NAMES } from '../seeds/email-templates.data';

/** The automated template that copied quote-saved word for word and was never sent. */
const DUPLICATE_TEMPLATE = 'quote_saved_automated';

/**
 * Every automated email is sent at a stated moment, or is not shown as an active automation:
 * quote_saved_automated (a duplicate of quote-saved) is deleted, and quote-saved and
 * application-submitted, which nothing sends (the wizard has no step that saves a quote with an
 * address; an application gets the quote email), are made inactive and described as retired.
 * The emails naming the deleted template keep their row without it, as the foreign key does.
 * Query builder only, so it runs on SQLite and MySQL/MariaDB.
 */
export class AutomatedEmailMoments1765600000000 implements MigrationInterface {
  name = 'AutomatedEmailMoments1765600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const manager = queryRunner.manager;
    const duplicate = await manager
      .createQueryBuilder()
      .select('t.id', 'id')
      .from('email_templates', 't')
      .where('LOWER(t.name) = :name', { name: DUPLICATE_TEMPLATE })
      .getRawOne<{ id: number | string }>();
    if (duplicate) {
      await manager
        .createQueryBuilder()
        .update('emails')
        .set({ templateId: null })
        .where('templateId = :id', { id: Number(duplicate.id) })
        .execute();
      await manager
        .createQueryBuilder()
        .delete()
        .from('email_templates')
        .where('id = :id', { id: Number(duplicate.id) })
        .execute();
    }
    // Booleans are written as 0/1: both engines store the column so, and SQLite binds no booleans.
    await manager
      .createQueryBuilder()
      .update('email_templates')
      .set({ isActive: 0, endpoint: RETIRED_TEMPLATE_ENDPOINT })
      .where('type = :type', { type: 'automated' })
      .andWhere('LOWER(name) IN (:...names)', { names: [...RETIRED_TEMPLATE_NAMES] })
      .execute();
  }

  public async down(): Promise<void> {
    // The deleted duplicate is not brought back: nothing ever sent it.
  }
}
