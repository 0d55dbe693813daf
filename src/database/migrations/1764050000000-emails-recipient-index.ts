import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/** The hourly cap on automated email counts one recipient's emails of the last hour. */
export class EmailsRecipientIndex1764050000000 implements MigrationInterface {
  name = 'EmailsRecipientIndex1764050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('emails', new TableIndex({ name: 'IDX_emails_recipient_created', columnNames: ['recipient', 'createdAt'] }));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('emails', 'IDX_emails_recipient_created');
  }
}
