import { ApiProperty } from '@nestjs/swagger';

/** A recorded quote (back-office.md §3, public-site.md §3). */
export class QuoteViewDto {
  @ApiProperty() id: number;
  @ApiProperty() businessProfileId: string;
  @ApiProperty() providerId: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The terminal it was priced with' }) terminalId: number | null;
  @ApiProperty({ example: 'Worldpay' }) providerName: string;
  @ApiProperty({ description: '£ a month' }) estimatedMonthlyCost: number;
  @ApiProperty({ description: '£ a year; negative is an additional cost' }) potentialSavings: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) matchScore: number;
  @ApiProperty({ description: 'Position in the comparison, 1 first' }) rank: number;
  @ApiProperty() isSelected: boolean;
  @ApiProperty({ type: String, nullable: true }) selectionReasoning: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
