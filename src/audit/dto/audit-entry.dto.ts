import { ApiProperty } from '@nestjs/swagger';

const AUDIT_VALUE_SCHEMA = {
  nullable: true,
  oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
};

/** One changed field of an audit entry. */
export class AuditChangeDto {
  @ApiProperty({ example: 'debitFeeMin' }) field: string;
  @ApiProperty({ ...AUDIT_VALUE_SCHEMA, example: 0.3, description: 'The value before (null for a new record); texts over 250 characters are shortened' })
  oldValue: string | number | boolean | string[] | null;
  @ApiProperty({ ...AUDIT_VALUE_SCHEMA, example: 0.25, description: 'The value after (null for a deleted record)' })
  newValue: string | number | boolean | string[] | null;
}

/** Who made a change (null when the user has since been deleted, or for the system). */
export class AuditUserDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Jane Staff' }) name: string;
}

/** An entry of the audit trail. */
export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'update', description: 'create, update or delete' }) action: string;
  @ApiProperty({ example: 'providers', description: 'providers, terminals, industry_defaults, uploads, business_profiles, leads' }) tableName: string;
  @ApiProperty({ type: String, nullable: true, example: '7' }) recordId: string | null;
  @ApiProperty({ type: [AuditChangeDto] }) changedFields: AuditChangeDto[];
  @ApiProperty({ type: String, nullable: true, example: 'New tariff from 1 December' }) reason: string | null;
  @ApiProperty({ type: AuditUserDto, nullable: true }) user: AuditUserDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
