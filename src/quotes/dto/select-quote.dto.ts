import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class SelectQuoteDto {
  @ApiPropertyOptional({ example: 'Customer selected this provider via the comparison wizard' }) @IsOptional() @IsString() @MaxLength(2000)
  selectionReasoning?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The session that created the profile (or the X-Session-Id header)' })
  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a UUID' })
  sessionId?: string;
}
