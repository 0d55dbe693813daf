import { ApiProperty } from '@nestjs/swagger';
import { TERMINAL_REQUIRED_FIELDS } from '../../domain/catalogue-rules/quality';
import { TerminalViewDto } from './terminal-view.dto';

/** A terminal as the back-office reads it: the public fields, its own data quality and its provider. */
export class TerminalAdminViewDto extends TerminalViewDto {
  @ApiProperty({ example: 'Dojo' }) providerName: string;
  @ApiProperty({ example: 88, description: 'Share of its 8 required fields filled in, 0-100' }) dataQualityScore: number;
  @ApiProperty({ type: [String], enum: TERMINAL_REQUIRED_FIELDS, example: ['specialFeatures'], description: 'Required fields still empty' })
  missingFields: string[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
