import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'A fresh session id for the saved profile (the old one stops working); null when the state names no profile, which the wizard then creates anew',
  })
  sessionId: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-22T10:30:00.000Z' })
  expiresAt: Date;
}

export class ResumeProgressDto {
  @ApiProperty({ description: 'The resume token from the emailed link', example: 'q1Zb2f0u8h4m3-4Jm7a5xk2yC0dS9QwVtLr6pNnE1oH' })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(100)
  token: string;
}
