import { ApiProperty } from '@nestjs/swagger';
import { ACTIVITY_TYPES } from '../entities/activity.entity';
import { ActivityAttachmentDto } from './activity-attachment.dto';

/** One entry of a customer's timeline. */
export class ActivityViewDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty() businessProfileId: string;
  @ApiProperty({ enum: ACTIVITY_TYPES }) type: string;
  @ApiProperty({ type: String, nullable: true, example: 'Phone call' }) subject: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The same text as description (the back-office reads either)' }) notes: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'successful' }) outcome: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds' }) duration: number | null;
  @ApiProperty({ type: [String], nullable: true }) attachments: string[] | null;
  @ApiProperty({ type: [ActivityAttachmentDto], description: 'Files attached to the call or note, oldest first' }) files: ActivityAttachmentDto[];
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) emailData: Record<string, unknown> | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Who logged it (null: the product)' }) crmUserId: number | null;
  @ApiProperty({ type: String, nullable: true, description: "That user's name" }) crmUserName: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
