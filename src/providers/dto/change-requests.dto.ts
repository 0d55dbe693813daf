import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsObject, ValidateNested } from 'class-validator';
import { TERMINAL_TYPES, TerminalType } from '../../domain/pricing/types';
import { CATALOGUE_STATUSES, CatalogueStatus } from '../../domain/catalogue-rules/status';
import { FilledText, NotNull, Nullable, TextOneOf, TrimText, TrimToNull } from '../../common/validators/field-rules';
import { ProviderFieldsDto } from './provider-fields.dto';
import { TerminalFieldsDto } from './terminal-fields.dto';

const STATUS_DESCRIPTION =
  'live needs every required field (else 400 naming the missing ones); draft is only for a record with fields missing; inactive withdraws it whatever its score. Left out (or the current status sent again), the status follows the data: complete is live unless inactive, incomplete is draft.';

/** A status asked for, and why (both optional). */
class StatusAndReason {
  @ApiPropertyOptional({ enum: CATALOGUE_STATUSES, description: STATUS_DESCRIPTION })
  @NotNull()
  @TextOneOf(CATALOGUE_STATUSES)
  status?: CatalogueStatus;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Why: kept with the audit entry' })
  @Nullable()
  @TrimToNull()
  @FilledText(500)
  reason?: string | null;
}

/** PATCH /api/crm/providers/{id}. */
export class UpdateProviderDto extends IntersectionType(ProviderFieldsDto, StatusAndReason) {}

/** PATCH /api/crm/terminals/{id}. */
export class UpdateTerminalDto extends IntersectionType(TerminalFieldsDto, StatusAndReason) {}

class StatusOnly {
  @ApiPropertyOptional({ enum: CATALOGUE_STATUSES, description: STATUS_DESCRIPTION })
  @NotNull()
  @TextOneOf(CATALOGUE_STATUSES)
  status?: CatalogueStatus;
}

/** A new provider: a name is required; the rest may come later. */
export class NewProviderDto extends IntersectionType(OmitType(ProviderFieldsDto, ['name'] as const), StatusOnly) {
  @ApiProperty({ example: 'Acme Payments', maxLength: 120 })
  @TrimText()
  @FilledText(120)
  name: string;
}

/** A new terminal of the new provider: a name and a type are required. */
export class NewTerminalDto extends IntersectionType(OmitType(TerminalFieldsDto, ['name', 'type'] as const), StatusOnly) {
  @ApiProperty({ example: 'PAX A920 Pro', maxLength: 120 })
  @TrimText()
  @FilledText(120)
  name: string;

  @ApiProperty({ enum: TERMINAL_TYPES, description: 'Back-office labels: Desktop (countertop), Portable, Mobile, Smart, EPOS, MID-only (gateway)' })
  @TextOneOf(TERMINAL_TYPES)
  type: TerminalType;
}

export const MAX_NEW_TERMINALS = 20;

/** POST /api/crm/providers/with-terminals (the Add New Provider wizard). */
export class CreateProviderWithTerminalsDto {
  @ApiProperty({ type: NewProviderDto })
  @IsDefined({ message: 'provider is required' })
  @IsObject({ message: 'provider must be an object' })
  @ValidateNested()
  @Type(() => NewProviderDto)
  provider: NewProviderDto;

  @ApiPropertyOptional({ type: [NewTerminalDto], maxItems: MAX_NEW_TERMINALS, default: [] })
  @Nullable()
  @IsArray({ message: 'terminals must be a list' })
  @ArrayMaxSize(MAX_NEW_TERMINALS, { message: `terminals may list at most ${MAX_NEW_TERMINALS} terminals` })
  @ValidateNested({ each: true })
  @Type(() => NewTerminalDto)
  terminals?: NewTerminalDto[] | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Why: kept with the audit entries' })
  @Nullable()
  @TrimToNull()
  @FilledText(500)
  reason?: string | null;
}
