import { ApiProperty } from '@nestjs/swagger';
import { TERMINAL_TYPES } from '../entities/terminal.entity';

/** A terminal as the public site shows it. */
export class TerminalViewDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 7 }) providerId: number;
  @ApiProperty({ example: 'Dojo Go' }) name: string;
  @ApiProperty({ enum: TERMINAL_TYPES }) type: string;
  @ApiProperty({ enum: ['live', 'draft', 'inactive'] }) status: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) detailedDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ one-off', example: 0 }) setupFee: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ a month', example: 19.95 }) monthlyRental: number | null;
  @ApiProperty({ type: [String], nullable: true, example: ['wifi', '4g'] }) connectivity: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) features: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) suitableFor: string[] | null;
  @ApiProperty({ type: [String], nullable: true }) specialFeatures: string[] | null;
  @ApiProperty() isRecommended: boolean;
  @ApiProperty() hasHigherTransactionFees: boolean;
  @ApiProperty({ type: Number, nullable: true, description: '£ a month' }) maxRecommendedMonthlyVolume: number | null;
  @ApiProperty({ type: String, nullable: true }) lowVolumeWarning: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Standard rates' }) transactionFeeStructure: string | null;
}
