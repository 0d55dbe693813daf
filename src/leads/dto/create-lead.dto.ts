import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID } from 'class-validator';
import { MaxJsonSize } from '../../common/validators/max-json-size';
import { LEAD_STATUSES } from '../../domain/vocabulary/lead-statuses';
import { EmailField, LEAD_FIELD_RULES, OptionalTextField, PhoneField, RequiredTextField, TimelineField } from './lead-fields';

export { TIMELINES } from './lead-fields';

/** What the document says of a selection: the id, or the whole record carrying it (null: none). */
const ID_OR_RECORD = { oneOf: [{ type: 'integer' }, { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }], nullable: true };

/** The newer wizard sends the whole selected provider/terminal; the id is what is kept. */
function idOf({ value }: { value: unknown }): unknown {
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id);
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
}

export class CreateLeadDto {
  @ApiProperty({ example: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44' })
  @IsString({ message: 'Missing business profile' })
  @IsNotEmpty({ message: 'Missing business profile' })
  businessProfileId: string;

  @RequiredTextField(LEAD_FIELD_RULES.firstName, { example: 'Jane' })
  firstName: string;

  @RequiredTextField(LEAD_FIELD_RULES.lastName, { example: 'Smith' })
  lastName: string;

  @EmailField({ example: 'jane@cornercafe.co.uk' })
  email: string;

  @PhoneField({ example: '07700 900123' })
  phone: string;

  @OptionalTextField(LEAD_FIELD_RULES.companyName, { example: 'The Corner Café Ltd', nullable: true })
  companyName?: string;

  @TimelineField()
  timeline: string;

  @OptionalTextField(LEAD_FIELD_RULES.additionalRequirements, {}, false)
  additionalRequirements?: string;

  @ApiPropertyOptional({ default: false, nullable: true, description: 'Left out or null: false' })
  @IsOptional()
  @IsBoolean()
  consentMarketing?: boolean;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'The quote the visitor applied for' })
  @IsOptional()
  @IsInt()
  quoteId?: number;

  @ApiPropertyOptional({ nullable: true, description: 'The business data at submission (stored with the lead; at most 64 KB as JSON)' })
  @IsOptional()
  @IsObject()
  @MaxJsonSize()
  businessData?: Record<string, unknown>;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'The session that created the profile (or the X-Session-Id header)' })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;

  @ApiPropertyOptional({ ...ID_OR_RECORD, description: 'Provider id, or the provider object with its id; must be a provider the profile was quoted for' })
  @IsOptional()
  @Transform(idOf)
  @IsInt({ message: 'selectedProvider must be a provider id' })
  selectedProvider?: number;

  @ApiPropertyOptional({ ...ID_OR_RECORD, description: 'Terminal id, or the terminal object with its id; must be a terminal of the selected provider' })
  @IsOptional()
  @Transform(idOf)
  @IsInt({ message: 'selectedTerminal must be a terminal id' })
  selectedTerminal?: number;
}

/** The answer of POST /api/leads. */
export class LeadCreatedDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ format: 'uuid', example: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44' }) businessProfileId: string;
  @ApiProperty({ example: 'MC-7K3P9QXA', description: 'The short reference shown to the applicant and in emails; it opens nothing' })
  applicationReference: string;
  @ApiProperty({ enum: LEAD_STATUSES, example: 'created' }) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
