import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsObject, ValidateNested } from 'class-validator';
import { TERMINAL_TYPES, TerminalType } from '../../domain/pricing/types';
import { CATALOGUE_STATUSES, CatalogueStatus } from '../../domain/catalogue-rules/status';
import { Nullable } from '../../common/validators/field-rules';
import { FilledTextField, OneOfField } from '../../common/validators/field-decorators';
import { ProviderFieldsDto } from './provider-fields.dto';
import { TerminalFieldsDto } from './terminal-fields.dto';

/** The rules of the fields of a change, each written once: the validation and the API document read them. */
export const CHANGE_REQUEST_FIELD_RULES = {
  status: CATALOGUE_STATUSES,
  reason: { maxLength: 500 },
  name: { maxLength: 120 },
  terminalType: TERMINAL_TYPES,
  terminals: { maxItems: 20 },
} as const;

const RULES = CHANGE_REQUEST_FIELD_RULES;

const STATUS_DESCRIPTION =
  'live needs every required field (else 400 naming the missing ones); draft is only for a record with fields missing; inactive withdraws it whatever its score. Left out (or the current status sent again), the status follows the data: complete is live unless inactive, incomplete is draft.';

/** A status asked for, and why (both optional). */
class StatusAndReason {
  @OneOfField(RULES.status, 'notNull', { description: STATUS_DESCRIPTION }) status?: CatalogueStatus;
  @FilledTextField(RULES.reason, 'optional', { description: 'Why: kept with the audit entry' }) reason?: string | null;
}

/** PATCH /api/crm/providers/{id}. */
export class UpdateProviderDto extends IntersectionType(ProviderFieldsDto, StatusAndReason) {}

/** PATCH /api/crm/terminals/{id}. */
export class UpdateTerminalDto extends IntersectionType(TerminalFieldsDto, StatusAndReason) {}

class StatusOnly {
  @OneOfField(RULES.status, 'notNull', { description: STATUS_DESCRIPTION }) status?: CatalogueStatus;
}

/** A new provider: a name is required; the rest may come later. */
export class NewProviderDto extends IntersectionType(OmitType(ProviderFieldsDto, ['name'] as const), StatusOnly) {
  @FilledTextField(RULES.name, 'required', { example: 'Acme Payments' }) name: string;
}

/** A new terminal of the new provider: a name and a type are required. */
export class NewTerminalDto extends IntersectionType(OmitType(TerminalFieldsDto, ['name', 'type'] as const), StatusOnly) {
  @FilledTextField(RULES.name, 'required', { example: 'PAX A920 Pro' }) name: string;

  @OneOfField(RULES.terminalType, 'required', { description: 'Back-office labels: Desktop (countertop), Portable, Mobile, Smart, EPOS, MID-only (gateway)' })
  type: TerminalType;
}

export const MAX_NEW_TERMINALS = RULES.terminals.maxItems;

/** POST /api/crm/providers/{id}/terminals: a new terminal of an existing provider, and why. */
export class AddTerminalDto extends NewTerminalDto {
  @FilledTextField(RULES.reason, 'optional', { description: 'Why: kept with the audit entry' }) reason?: string | null;
}

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

  @FilledTextField(RULES.reason, 'optional', { description: 'Why: kept with the audit entries' }) reason?: string | null;
}
