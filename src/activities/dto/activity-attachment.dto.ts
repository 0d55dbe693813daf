import { ApiProperty } from '@nestjs/swagger';
import { ATTACHMENT_CONTENT_TYPES } from '../../domain/attachment-rules';

/** A file attached to a call or a note, with the address it is downloaded from. */
export class ActivityAttachmentDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 7 }) activityId: number;
  @ApiProperty({ example: 'signed-application.pdf', description: 'The name the file was uploaded with' }) fileName: string;
  @ApiProperty({ enum: Object.values(ATTACHMENT_CONTENT_TYPES), description: 'From the content, not the name' }) contentType: string;
  @ApiProperty({ example: 48213, description: 'Bytes' }) size: number;
  @ApiProperty({
    example: '/api/crm/activities/7/attachments/3',
    description: 'Where a signed-in user who may see the customer downloads it (never a public address)',
  })
  url: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Who attached it' }) crmUserId: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
