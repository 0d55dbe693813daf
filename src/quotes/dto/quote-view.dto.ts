import { ApiProperty } from '@nestjs/swagger';
import type { Quote } from '../entities/quote.entity';

/** A recorded quote. */
export class QuoteViewDto {
  @ApiProperty({ example: 412 }) id: number;
  @ApiProperty({ format: 'uuid', example: '3f2b8c1e-6d4a-4e7b-9a51-0c8d2e7f4b19' }) businessProfileId: string;
  @ApiProperty({ example: 3 }) providerId: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The terminal it was priced with' }) terminalId: number | null;
  @ApiProperty({ example: 'Worldpay' }) providerName: string;
  @ApiProperty({ description: '£ a month', example: 236.4 }) estimatedMonthlyCost: number;
  @ApiProperty({ description: '£ a year; negative is an additional cost', example: 2563.2 }) potentialSavings: number;
  @ApiProperty({ minimum: 0, maximum: 100, example: 87 }) matchScore: number;
  @ApiProperty({ description: 'Position in the comparison, 1 first', example: 1 }) rank: number;
  @ApiProperty() isSelected: boolean;
  @ApiProperty({ type: String, nullable: true }) selectionReasoning: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export function toQuoteView(quote: Quote): QuoteViewDto {
  return {
    id: quote.id,
    businessProfileId: quote.businessProfileId,
    providerId: quote.providerId,
    terminalId: quote.terminalId,
    providerName: quote.providerName,
    estimatedMonthlyCost: quote.estimatedMonthlyCost,
    potentialSavings: quote.potentialSavings,
    matchScore: quote.matchScore,
    rank: quote.rank,
    isSelected: quote.isSelected,
    selectionReasoning: quote.selectionReasoning,
    createdAt: quote.createdAt,
  };
}
