import { ApiProperty } from '@nestjs/swagger';

/** An industry default as the back-office reads it. */
export class IndustryDefaultViewDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Food & Beverage' }) sectorLabel: string;
  @ApiProperty({ example: 'food_beverage', description: "The wizard's sector value (the public call's key); not editable" }) businessSector: string;
  @ApiProperty({ example: 18000, description: '£ a month' }) monthlyTurnoverDefault: number;
  @ApiProperty({ example: 22.5, description: '£' }) averageTransactionDefault: number;
  @ApiProperty({ example: 35, description: 'Percent, 0-100' }) creditDebitSplitDefault: number;
  @ApiProperty({ example: 85, description: 'Percent, 0-100' }) personalCorporateSplitDefault: number;
  @ApiProperty({ example: 95, description: 'Percent, 0-100' }) ukInternationalSplitDefault: number;
  @ApiProperty({ example: 90, description: 'Percent, 0-100' }) f2fCnpSplitDefault: number;
  @ApiProperty({ type: String, nullable: true }) researchSource: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ description: 'An inactive sector is not served to the wizard (it falls back to General Business)' }) isActive: boolean;
  @ApiProperty({ type: String, nullable: true, example: '2026-01-15', description: 'YYYY-MM-DD' }) researchDate: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
