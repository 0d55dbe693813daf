import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** The rules of a selection's fields, each written once: the validation and the API document read them. */
export const SELECT_QUOTE_FIELD_RULES = {
  selectionReasoning: { maxLength: 2000 },
} as const;

export class SelectQuoteDto {
  @ApiPropertyOptional({
    example: 'Customer selected this provider via the comparison wizard',
    maxLength: SELECT_QUOTE_FIELD_RULES.selectionReasoning.maxLength,
  })
  @IsOptional()
  @IsString()
  @MaxLength(SELECT_QUOTE_FIELD_RULES.selectionReasoning.maxLength)
  selectionReasoning?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The session that created the profile (or the X-Session-Id header)' })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;
}
