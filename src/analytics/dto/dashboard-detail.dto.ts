import { ApiProperty } from '@nestjs/swagger';

/**
 * One row of the dashboard's details table (id, businessName,
 * monthlyTurnover, status, createdAt). The created, quoted, selected and applied stages list
 * customers; visitors and users list visits (time and last wizard step reached).
 */
export class DashboardDetailRowDto {
  @ApiProperty({
    example: '0f8fad5b-d9cb-469f-a165-70867728950e',
    description: "A customer's id; a visit's: the landing-page event's number, or the first 16 characters of its session's hash",
  })
  id: string;
  @ApiProperty({ enum: ['customer', 'visit', 'session'] }) kind: 'customer' | 'visit' | 'session';
  @ApiProperty({ type: String, nullable: true, example: 'The Corner Shop', description: "The customer's name (for a session: the profile it created, if any)" })
  businessName: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 12000, description: 'Pounds' }) monthlyTurnover: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'applied',
    description: "The latest lead's status (created, quoted, applied, closed); null without a lead",
  })
  status: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: "The customer's creation; a visit's time (a session's latest wizard opening)" })
  createdAt: Date;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'Sessions: the furthest wizard step reached (1-5)' }) lastStep: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Upload/Input' }) lastStepName: string | null;
}
