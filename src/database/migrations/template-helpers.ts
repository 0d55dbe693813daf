import { QueryRunner } from 'typeorm';
import { EmailTemplateSeed } from '../seeds/reference-data.types';

/**
 * The built-in email templates migrations insert or update (query builder only, so they run on
 * SQLite and MySQL/MariaDB). A stored template is found by its name, case-insensitively, as the
 * mail module finds it.
 */
async function storedTemplate(queryRunner: QueryRunner, name: string): Promise<{ id: number; content: string } | undefined> {
  const row = await queryRunner.manager
    .createQueryBuilder()
    .select(['template.id AS id', 'template.content AS content'])
    .from('email_templates', 'template')
    .where('LOWER(template.name) = :name', { name: name.toLowerCase() })
    .getRawOne<{ id: number | string; content: string }>();
  return row ? { id: Number(row.id), content: row.content } : undefined;
}

/** Inserts each template that no stored template is named like (a renamed or deleted one is not brought back by a later run). */
export async function insertTemplatesOnce(queryRunner: QueryRunner, templates: readonly EmailTemplateSeed[]): Promise<void> {
  for (const template of templates) {
    if (await storedTemplate(queryRunner, template.name)) continue;
    const { name, subject, content, category, type, endpoint } = template;
    // isActive, createdAt and updatedAt take their column defaults (true, now).
    await queryRunner.manager.createQueryBuilder().insert().into('email_templates').values({ name, subject, content, category, type, endpoint }).execute();
  }
}

/** Deletes the templates a migration inserted (its down). */
export async function deleteTemplates(queryRunner: QueryRunner, templates: readonly EmailTemplateSeed[]): Promise<void> {
  for (const template of templates) {
    await queryRunner.manager.createQueryBuilder().delete().from('email_templates').where('name = :name', { name: template.name }).execute();
  }
}

/**
 * Moves each built-in template from one edition's content to another's, only where the stored
 * content is still exactly the `from` text (compared here, character for character, not by the
 * database's collation): a template staff have edited is never overwritten.
 */
export async function replaceUneditedTemplates(queryRunner: QueryRunner, changes: ReadonlyArray<{ name: string; from: string; to: string }>): Promise<void> {
  for (const change of changes) {
    const stored = await storedTemplate(queryRunner, change.name);
    if (!stored || stored.content !== change.from) continue;
    await queryRunner.manager.createQueryBuilder().update('email_templates').set({ content: change.to }).where('id = :id', { id: stored.id }).execute();
  }
}
