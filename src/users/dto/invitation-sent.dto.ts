import { ApiProperty } from '@nestjs/swagger';

/** An invitation was emailed (the link itself only travels in the email). */
export class InvitationSentDto {
  @ApiProperty({ description: 'Where the invitation went' }) email: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the new link stops working (72 hours)' }) expiresAt: Date;
}
