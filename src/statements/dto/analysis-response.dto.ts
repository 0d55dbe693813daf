import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StatementFigures } from '../statement-parser';

/** Figures read from a statement; names match the wizard's business data so it can merge them. Absent when not found. */
export class ExtractedDataDto implements StatementFigures {
  @ApiPropertyOptional({ description: 'Total card turnover for the month, pounds', example: 12345.67 })
  monthlyTurnover?: number;

  @ApiPropertyOptional({ description: 'Debit card volume, pounds', example: 9045 })
  debitCardVolume?: number;

  @ApiPropertyOptional({ description: 'Personal credit card volume, pounds', example: 2920.67 })
  creditCardVolume?: number;

  @ApiPropertyOptional({ description: 'Corporate / business / commercial card volume, pounds', example: 380 })
  corporateCardVolume?: number;

  @ApiPropertyOptional({ description: 'Number of transactions in the month', example: 412 })
  transactionsPerMonth?: number;

  @ApiPropertyOptional({ description: 'Average transaction value, pounds (turnover / transactions when not printed)', example: 29.97 })
  averageTransaction?: number;

  @ApiPropertyOptional({ description: 'Current provider, spelled as in the providers list when it is one of them', example: 'Worldpay' })
  currentProvider?: string;

  @ApiPropertyOptional({ description: 'Debit card rate, percent (volume-weighted when several are printed)', example: 0.359 })
  currentDebitFee?: number;

  @ApiPropertyOptional({ description: 'Credit card rate, percent', example: 1.214 })
  currentCreditFee?: number;

  @ApiPropertyOptional({ description: 'Corporate card rate, percent', example: 2.1 })
  currentCorporateCreditFee?: number;

  @ApiPropertyOptional({ description: 'Authorisation (per-transaction) fee, pence', example: 2.5 })
  currentAuthFee?: number;

  @ApiPropertyOptional({ description: 'Monthly service / account fees, pounds', example: 12 })
  currentMonthlyFees?: number;

  @ApiPropertyOptional({ description: 'Terminal rental, pounds a month', example: 19.95 })
  currentTerminalRental?: number;

  @ApiPropertyOptional({ description: 'PCI and other fees, pounds', example: 4.5 })
  currentOtherFees?: number;

  @ApiPropertyOptional({ description: 'Total charges for the month, pounds', example: 122.62 })
  currentTotalMonthlyCost?: number;
}

export class AnalysisResponseDto {
  @ApiProperty({ type: ExtractedDataDto, description: 'Empty when nothing could be read' })
  extractedData: ExtractedDataDto;

  @ApiProperty({
    description: 'What was found and what was not',
    example:
      'Found: card turnover £12,345.67, debit cards £9,045.00, credit cards £2,920.67, 412 transactions, average transaction £29.97, provider Worldpay, debit rate 0.359%, credit rate 1.214%, total charges £122.62.',
  })
  summary: string;
}
