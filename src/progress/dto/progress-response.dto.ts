import { ApiProperty } from '@nestjs/swagger';

export class SaveProgressResponseDto {
  @ApiProperty({ example: true })
  success: true;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-22T10:30:00.000Z', description: 'When the emailed link stops working (30 days)' })
  expiresAt: Date;
}

export class SavedProgressViewDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { currentStep: 3, businessData: { businessType: 'retail', businessName: 'Corner Shop Ltd', monthlyTurnover: 10000 } },
  })
  state: Record<string, unknown>;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-22T10:30:00.000Z' })
  expiresAt: Date;
}
