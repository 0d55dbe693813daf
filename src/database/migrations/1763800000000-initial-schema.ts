import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAtColumn, engineOfRunner, updatedAtColumn } from './schema-helpers';

/**
 * The whole schema of the product. Written with TypeORM's schema-builder API so that one
 * migration serves SQLite and MySQL/MariaDB; test/database/schema-drift.e2e-spec.ts proves the
 * migrated schema matches the entities on both engines.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const engine = engineOfRunner(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'providers',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'logo', type: 'varchar', length: '500', isNullable: true },
          { name: 'status', type: 'varchar', length: '20', default: "'draft'" },
          { name: 'dataQualityScore', type: 'integer', default: '0' },
          { name: 'dataVersion', type: 'integer', default: '1' },
          { name: 'supportLocation', type: 'varchar', length: '60', isNullable: true },
          { name: 'escalationPoint', type: 'varchar', length: '200', isNullable: true },
          { name: 'contractTermMonths', type: 'integer', isNullable: true },
          { name: 'deliveryDays', type: 'varchar', length: '30', isNullable: true },
          { name: 'debitFeeMin', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'debitFeeMax', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'creditFeeMin', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'creditFeeMax', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'authorizationFee', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'monthlyMinimumFee', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'setupFee', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'terminalRentalMin', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'terminalRentalMax', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'paymentTypes', type: 'varchar', length: '60', isNullable: true },
          { name: 'connectionMethods', type: 'varchar', length: '60', isNullable: true },
          { name: 'eposIntegration', type: 'boolean', default: '0' },
          { name: 'merchantCompareRating', type: 'integer', isNullable: true },
          { name: 'trustpilotRating', type: 'decimal', precision: 2, scale: 1, isNullable: true },
          { name: 'trustpilotUrl', type: 'varchar', length: '300', isNullable: true },
          { name: 'companyDescription', type: 'text', isNullable: true },
          { name: 'features', type: 'text', isNullable: true },
          { name: 'paymentGateways', type: 'text', isNullable: true },
          { name: 'ecommercePlatforms', type: 'text', isNullable: true },
          { name: 'eposSystems', type: 'text', isNullable: true },
          { name: 'apiIntegrations', type: 'text', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_providers_status', columnNames: ['status'] },
          { name: 'IDX_providers_name', columnNames: ['name'], isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'terminals',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'providerId', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'type', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20', default: "'draft'" },
          { name: 'dataQualityScore', type: 'integer', default: '0' },
          { name: 'monthlyRental', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'setupFee', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'description', type: 'varchar', length: '500', isNullable: true },
          { name: 'detailedDescription', type: 'text', isNullable: true },
          { name: 'connectivity', type: 'text', isNullable: true },
          { name: 'features', type: 'text', isNullable: true },
          { name: 'specialFeatures', type: 'text', isNullable: true },
          { name: 'suitableFor', type: 'text', isNullable: true },
          { name: 'isRecommended', type: 'boolean', default: '0' },
          { name: 'hasHigherTransactionFees', type: 'boolean', default: '0' },
          { name: 'maxRecommendedMonthlyVolume', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'transactionFeeStructure', type: 'varchar', length: '60', isNullable: true },
          { name: 'lowVolumeWarning', type: 'varchar', length: '500', isNullable: true },
          { name: 'imageUrl', type: 'varchar', length: '500', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_terminals_status', columnNames: ['status'] },
          { name: 'IDX_terminals_type', columnNames: ['type'] },
          { name: 'IDX_terminals_provider', columnNames: ['providerId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_terminals_provider',
            columnNames: ['providerId'],
            referencedTableName: 'providers',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'business_profiles',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'sessionId', type: 'varchar', length: '64' },
          { name: 'businessName', type: 'varchar', length: '200', isNullable: true },
          { name: 'businessType', type: 'varchar', length: '40', isNullable: true },
          { name: 'businessSector', type: 'varchar', length: '60', isNullable: true },
          { name: 'paymentStatus', type: 'varchar', length: '20', isNullable: true },
          { name: 'monthlyTurnover', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'debitCardVolume', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'creditCardVolume', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'corporateCardVolume', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'transactionsPerMonth', type: 'integer', isNullable: true },
          { name: 'averageTransaction', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'currentProvider', type: 'varchar', length: '120', isNullable: true },
          { name: 'paymentMethods', type: 'text', isNullable: true },
          { name: 'cardTypes', type: 'text', isNullable: true },
          { name: 'needsIntegration', type: 'varchar', length: '40', isNullable: true },
          { name: 'integrationSpecific', type: 'varchar', length: '120', isNullable: true },
          { name: 'terminalTypePreference', type: 'varchar', length: '40', isNullable: true },
          { name: 'softwareIntegrationPrefs', type: 'text', isNullable: true },
          { name: 'connectivityPreferences', type: 'text', isNullable: true },
          { name: 'numberOfTerminals', type: 'integer', isNullable: true },
          { name: 'merchantAccounts', type: 'integer', isNullable: true },
          { name: 'currentTotalMonthlyCost', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'currentDebitFee', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'currentCreditFee', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'currentCorporateCreditFee', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'currentAuthFee', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'currentCnpFee', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'currentInternationalFee', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'currentMonthlyFees', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'currentTerminalRental', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'currentOtherFees', type: 'decimal', precision: 12, scale: 2, isNullable: true },
          { name: 'personalCorporateSplit', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'ukInternationalSplit', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'f2fCnpSplit', type: 'decimal', precision: 7, scale: 3, isNullable: true },
          { name: 'calculatedPricing', type: 'text', isNullable: true },
          { name: 'step3CalculatedCurrentCost', type: 'text', isNullable: true },
          { name: 'lastActivityAt', type: 'datetime', precision: 6 },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_business_profiles_sector', columnNames: ['businessSector'] },
          { name: 'IDX_business_profiles_last_activity', columnNames: ['lastActivityAt'] },
          { name: 'IDX_business_profiles_created', columnNames: ['createdAt'] },
          { name: 'IDX_business_profiles_session', columnNames: ['sessionId'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'quotes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessProfileId', type: 'varchar', length: '36' },
          { name: 'providerId', type: 'integer' },
          { name: 'terminalId', type: 'integer', isNullable: true },
          { name: 'providerName', type: 'varchar', length: '120' },
          { name: 'estimatedMonthlyCost', type: 'decimal', precision: 12, scale: 2 },
          { name: 'potentialSavings', type: 'decimal', precision: 12, scale: 2 },
          { name: 'matchScore', type: 'integer', default: '0' },
          { name: 'rank', type: 'integer', default: '0' },
          { name: 'isSelected', type: 'boolean', default: '0' },
          { name: 'selectionReasoning', type: 'text', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_quotes_created', columnNames: ['createdAt'] },
          { name: 'IDX_quotes_terminal', columnNames: ['terminalId'] },
          { name: 'IDX_quotes_provider', columnNames: ['providerId'] },
          { name: 'IDX_quotes_profile', columnNames: ['businessProfileId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_quotes_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_quotes_provider',
            columnNames: ['providerId'],
            referencedTableName: 'providers',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_quotes_terminal',
            columnNames: ['terminalId'],
            referencedTableName: 'terminals',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'leads',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessProfileId', type: 'varchar', length: '36' },
          { name: 'firstName', type: 'varchar', length: '100' },
          { name: 'lastName', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '40' },
          { name: 'companyName', type: 'varchar', length: '200', isNullable: true },
          { name: 'timeline', type: 'varchar', length: '20' },
          { name: 'additionalRequirements', type: 'text', isNullable: true },
          { name: 'consentMarketing', type: 'boolean', default: '0' },
          { name: 'consentMarketingAt', type: 'datetime', precision: 6, isNullable: true },
          { name: 'status', type: 'varchar', length: '20', default: "'created'" },
          { name: 'quoteId', type: 'integer', isNullable: true },
          { name: 'selectedProviderId', type: 'integer', isNullable: true },
          { name: 'selectedTerminalId', type: 'integer', isNullable: true },
          { name: 'businessData', type: 'text', isNullable: true },
          { name: 'idempotencyKey', type: 'varchar', length: '120', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_leads_idempotency', columnNames: ['idempotencyKey'], isUnique: true },
          { name: 'IDX_leads_quote', columnNames: ['quoteId'] },
          { name: 'IDX_leads_terminal', columnNames: ['selectedTerminalId'] },
          { name: 'IDX_leads_provider', columnNames: ['selectedProviderId'] },
          { name: 'IDX_leads_email', columnNames: ['email'] },
          { name: 'IDX_leads_created', columnNames: ['createdAt'] },
          { name: 'IDX_leads_status', columnNames: ['status'] },
          { name: 'IDX_leads_profile', columnNames: ['businessProfileId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_leads_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_leads_quote',
            columnNames: ['quoteId'],
            referencedTableName: 'quotes',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_leads_provider',
            columnNames: ['selectedProviderId'],
            referencedTableName: 'providers',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_leads_terminal',
            columnNames: ['selectedTerminalId'],
            referencedTableName: 'terminals',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'crm_users',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'passwordHash', type: 'varchar', length: '255' },
          { name: 'role', type: 'varchar', length: '20' },
          { name: 'isActive', type: 'boolean', default: '1' },
          { name: 'providerId', type: 'integer', isNullable: true },
          { name: 'lastLogin', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_crm_users_provider', columnNames: ['providerId'] },
          { name: 'IDX_crm_users_role', columnNames: ['role'] },
          { name: 'IDX_crm_users_email', columnNames: ['email'], isUnique: true },
        ],
        foreignKeys: [
          {
            name: 'FK_crm_users_provider',
            columnNames: ['providerId'],
            referencedTableName: 'providers',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'auth_sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'integer' },
          { name: 'expiresAt', type: 'datetime', precision: 6 },
          { name: 'revokedAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_auth_sessions_expires', columnNames: ['expiresAt'] },
          { name: 'IDX_auth_sessions_user', columnNames: ['userId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_auth_sessions_user',
            columnNames: ['userId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tasks',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'description', type: 'text', isNullable: true },
          { name: 'type', type: 'varchar', length: '20', default: "'general'" },
          { name: 'priority', type: 'varchar', length: '20', default: "'medium'" },
          { name: 'status', type: 'varchar', length: '20', default: "'pending'" },
          { name: 'dueDate', type: 'datetime', precision: 6 },
          { name: 'outcome', type: 'varchar', length: '20', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'reminderMinutes', type: 'integer', default: '15' },
          { name: 'businessProfileId', type: 'varchar', length: '36', isNullable: true },
          { name: 'assignedToCrmUserId', type: 'integer', isNullable: true },
          { name: 'createdByCrmUserId', type: 'integer', isNullable: true },
          { name: 'googleCalendarEventId', type: 'varchar', length: '200', isNullable: true },
          { name: 'completedAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_tasks_due', columnNames: ['dueDate'] },
          { name: 'IDX_tasks_status_due', columnNames: ['status', 'dueDate'] },
          { name: 'IDX_tasks_creator', columnNames: ['createdByCrmUserId'] },
          { name: 'IDX_tasks_assignee', columnNames: ['assignedToCrmUserId'] },
          { name: 'IDX_tasks_profile', columnNames: ['businessProfileId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_tasks_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_tasks_assignee',
            columnNames: ['assignedToCrmUserId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_tasks_creator',
            columnNames: ['createdByCrmUserId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'activities',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessProfileId', type: 'varchar', length: '36' },
          { name: 'crmUserId', type: 'integer', isNullable: true },
          { name: 'type', type: 'varchar', length: '20' },
          { name: 'subject', type: 'varchar', length: '200', isNullable: true },
          { name: 'description', type: 'text', isNullable: true },
          { name: 'outcome', type: 'varchar', length: '20', isNullable: true },
          { name: 'duration', type: 'integer', isNullable: true },
          { name: 'attachments', type: 'text', isNullable: true },
          { name: 'emailData', type: 'text', isNullable: true },
          { name: 'googleCalendarEventId', type: 'varchar', length: '200', isNullable: true },
          { name: 'scheduledFor', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_activities_calendar', columnNames: ['scheduledFor'] },
          { name: 'IDX_activities_user', columnNames: ['crmUserId'] },
          { name: 'IDX_activities_profile_created', columnNames: ['businessProfileId', 'createdAt'] },
        ],
        foreignKeys: [
          {
            name: 'FK_activities_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_activities_user',
            columnNames: ['crmUserId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_templates',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'content', type: 'text' },
          { name: 'category', type: 'varchar', length: '30', default: "'general'" },
          { name: 'type', type: 'varchar', length: '20', default: "'manual'" },
          { name: 'endpoint', type: 'varchar', length: '300', isNullable: true },
          { name: 'isActive', type: 'boolean', default: '1' },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_email_templates_category', columnNames: ['category'] },
          { name: 'IDX_email_templates_name', columnNames: ['name'], isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'emails',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessProfileId', type: 'varchar', length: '36', isNullable: true },
          { name: 'templateId', type: 'integer', isNullable: true },
          { name: 'sentByCrmUserId', type: 'integer', isNullable: true },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'content', type: 'text' },
          { name: 'status', type: 'varchar', length: '20', default: "'queued'" },
          { name: 'attempts', type: 'integer', default: '0' },
          { name: 'nextAttemptAt', type: 'datetime', precision: 6, isNullable: true },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [
          { name: 'IDX_emails_created', columnNames: ['createdAt'] },
          { name: 'IDX_emails_status_next', columnNames: ['status', 'nextAttemptAt'] },
          { name: 'IDX_emails_sender', columnNames: ['sentByCrmUserId'] },
          { name: 'IDX_emails_template', columnNames: ['templateId'] },
          { name: 'IDX_emails_profile', columnNames: ['businessProfileId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_emails_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_emails_template',
            columnNames: ['templateId'],
            referencedTableName: 'email_templates',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'FK_emails_sender',
            columnNames: ['sentByCrmUserId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_logs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'tableName', type: 'varchar', length: '60' },
          { name: 'recordId', type: 'varchar', length: '36', isNullable: true },
          { name: 'changedFields', type: 'text', isNullable: true },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'crmUserId', type: 'integer', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_audit_logs_created', columnNames: ['createdAt'] },
          { name: 'IDX_audit_logs_record', columnNames: ['tableName', 'recordId'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'retention_records',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessProfileId', type: 'varchar', length: '36' },
          { name: 'status', type: 'varchar', length: '20', default: "'scheduled'" },
          { name: 'scheduledDeletionDate', type: 'datetime', precision: 6 },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_retention_records_status_date', columnNames: ['status', 'scheduledDeletionDate'] },
          { name: 'IDX_retention_records_profile', columnNames: ['businessProfileId'], isUnique: true },
        ],
        foreignKeys: [
          {
            name: 'FK_retention_records_profile',
            columnNames: ['businessProfileId'],
            referencedTableName: 'business_profiles',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tracking_events',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'sessionId', type: 'varchar', length: '64', isNullable: true },
          { name: 'type', type: 'varchar', length: '30' },
          { name: 'path', type: 'varchar', length: '300', isNullable: true },
          { name: 'data', type: 'text', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_tracking_events_session', columnNames: ['sessionId'] },
          { name: 'IDX_tracking_events_type_created', columnNames: ['type', 'createdAt'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'google_integrations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'crmUserId', type: 'integer' },
          { name: 'googleEmail', type: 'varchar', length: '254', isNullable: true },
          { name: 'accessToken', type: 'text', isNullable: true },
          { name: 'refreshToken', type: 'text', isNullable: true },
          { name: 'scope', type: 'varchar', length: '1000', isNullable: true },
          { name: 'expiresAt', type: 'datetime', precision: 6, isNullable: true },
          { name: 'lastSync', type: 'datetime', precision: 6, isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [{ name: 'IDX_google_integrations_user', columnNames: ['crmUserId'], isUnique: true }],
        foreignKeys: [
          {
            name: 'FK_google_integrations_user',
            columnNames: ['crmUserId'],
            referencedTableName: 'crm_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'industry_defaults',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'businessSector', type: 'varchar', length: '60' },
          { name: 'sectorLabel', type: 'varchar', length: '120' },
          { name: 'monthlyTurnoverDefault', type: 'decimal', precision: 12, scale: 2 },
          { name: 'averageTransactionDefault', type: 'decimal', precision: 12, scale: 2 },
          { name: 'creditDebitSplitDefault', type: 'decimal', precision: 7, scale: 3 },
          { name: 'personalCorporateSplitDefault', type: 'decimal', precision: 7, scale: 3 },
          { name: 'ukInternationalSplitDefault', type: 'decimal', precision: 7, scale: 3 },
          { name: 'f2fCnpSplitDefault', type: 'decimal', precision: 7, scale: 3 },
          { name: 'researchSource', type: 'varchar', length: '500', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'isActive', type: 'boolean', default: '1' },
          { name: 'researchDate', type: 'varchar', length: '10', isNullable: true },
          createdAtColumn(engine, 'createdAt'),
          updatedAtColumn(engine, 'updatedAt'),
        ],
        indices: [{ name: 'IDX_industry_defaults_sector', columnNames: ['businessSector'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'saved_progress',
        columns: [
          { name: 'token', type: 'varchar', length: '64', isPrimary: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'state', type: 'text' },
          { name: 'expiresAt', type: 'datetime', precision: 6 },
          createdAtColumn(engine, 'createdAt'),
        ],
        indices: [{ name: 'IDX_saved_progress_expires', columnNames: ['expiresAt'] }],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'saved_progress',
      'industry_defaults',
      'google_integrations',
      'tracking_events',
      'retention_records',
      'audit_logs',
      'emails',
      'email_templates',
      'activities',
      'tasks',
      'auth_sessions',
      'crm_users',
      'leads',
      'quotes',
      'business_profiles',
      'terminals',
      'providers',
    ]) {
      await queryRunner.dropTable(table, true, true, true);
    }
  }
}
