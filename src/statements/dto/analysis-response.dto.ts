import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FIGURE_CONFIDENCES, type FigureCheck, type FigureConfidence } from '../statement-checks';
import type { FigureName, StatementFigures } from '../statement-parser';

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

  @ApiPropertyOptional({ description: 'Monthly service, account, subscription and plan fees, pounds', example: 12 })
  currentMonthlyFees?: number;

  @ApiPropertyOptional({ description: 'Terminal rental, pounds a month', example: 19.95 })
  currentTerminalRental?: number;

  @ApiPropertyOptional({ description: 'PCI, compliance, gateway and other fixed fees, pounds a month', example: 4.5 })
  currentOtherFees?: number;

  @ApiPropertyOptional({
    description:
      'Total charges for the month excluding VAT, pounds: the printed charges total (less the VAT line when it is printed including VAT), else the sum of the charge lines',
    example: 122.62,
  })
  currentTotalMonthlyCost?: number;
}

const CONFIDENCE_NOTE =
  'high: printed and agreeing with the figures it can be checked against; medium: worked out from other figures, or read by OCR with nothing to confirm it; low: it disagrees with the others (see checks)';

/** How sure the reading of each figure found is; a figure not found has none. */
export class FigureConfidenceDto implements Partial<Record<FigureName, FigureConfidence>> {
  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  monthlyTurnover?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  debitCardVolume?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  creditCardVolume?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  corporateCardVolume?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  transactionsPerMonth?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  averageTransaction?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentProvider?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentDebitFee?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentCreditFee?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentCorporateCreditFee?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentAuthFee?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentMonthlyFees?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentTerminalRental?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentOtherFees?: FigureConfidence;

  @ApiPropertyOptional({ enum: FIGURE_CONFIDENCES, description: CONFIDENCE_NOTE })
  currentTotalMonthlyCost?: FigureConfidence;
}

/** A figure that disagrees with the others: the wizard shows the message beside it. */
export class FigureCheckDto implements FigureCheck {
  @ApiProperty({
    enum: [
      'monthlyTurnover',
      'debitCardVolume',
      'creditCardVolume',
      'corporateCardVolume',
      'transactionsPerMonth',
      'averageTransaction',
      'currentProvider',
      'currentDebitFee',
      'currentCreditFee',
      'currentCorporateCreditFee',
      'currentAuthFee',
      'currentMonthlyFees',
      'currentTerminalRental',
      'currentOtherFees',
      'currentTotalMonthlyCost',
    ],
    description: 'The figure (a key of extractedData)',
    example: 'averageTransaction',
  })
  field: FigureName;

  @ApiProperty({
    description: "Why it looks wrong, ending 'please check this figure.'",
    example: 'The average transaction read (£82.00) does not match turnover / transactions (£28.00); £28.00 is shown: please check this figure.',
  })
  message: string;
}

export class AnalysisResponseDto {
  @ApiProperty({ type: ExtractedDataDto, description: 'Empty when nothing could be read' })
  extractedData: ExtractedDataDto;

  @ApiProperty({ type: FigureConfidenceDto, description: 'How sure each figure found is: one entry per key of extractedData' })
  confidence: FigureConfidenceDto;

  @ApiProperty({
    type: [FigureCheckDto],
    description:
      'Figures that disagree with the others (card volumes vs turnover, average vs turnover / transactions, total vs the charge lines); empty when all agree',
  })
  checks: FigureCheckDto[];

  @ApiProperty({
    description: 'What was found and what was not',
    example:
      'Found: card turnover £12,345.67, debit cards £9,045.00, credit cards £2,920.67, 412 transactions, average transaction £29.97, provider Worldpay, debit rate 0.359%, credit rate 1.214%, total charges £122.62.',
  })
  summary: string;
}
