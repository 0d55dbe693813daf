import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { ActivityAttachmentDto } from '../../activities/dto/activity-attachment.dto';
import { ACTIVITY_TYPES } from '../../activities/entities/activity.entity';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES } from '../../domain/vocabulary/tasks';
import { EMAIL_STATUSES, MAIL_ROUTES } from '../../mail/entities/email.entity';
import { LeadViewDto } from '../../leads/dto/lead-view.dto';
import { BusinessProfileViewDto } from '../../profiles/dto/business-profile.dto';
import { QuoteViewDto } from '../../quotes/dto/quote-view.dto';
import { CUSTOMER_SOURCES } from '../../domain/vocabulary/customer-sources';
import { CustomerSummaryDto, SOURCE_HELP } from './customer-list.dto';

/** The customer: every business field of its profile (never its session secret), its source and its summary. */
export class CustomerDto extends IntersectionType(BusinessProfileViewDto, CustomerSummaryDto) {
  @ApiProperty({ enum: CUSTOMER_SOURCES, description: SOURCE_HELP }) source: string;
}

/** One entry of the customer's activity timeline. */
export class CustomerActivityDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'uuid' }) businessProfileId: string;
  @ApiProperty({ enum: ACTIVITY_TYPES }) type: string;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) outcome: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds' }) duration: number | null;
  @ApiProperty({ type: [String], nullable: true }) attachments: string[] | null;
  @ApiProperty({ type: [ActivityAttachmentDto], description: 'Files attached to the call or note, oldest first, each with its download url' })
  files: ActivityAttachmentDto[];
  @ApiProperty({ type: Object, nullable: true }) emailData: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) googleCalendarEventId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) scheduledFor: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Who did it (null for the system or the customer)' }) crmUserId: number | null;
  @ApiProperty({ type: String, nullable: true, description: "That user's name" }) crmUserName: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** A task about the customer. */
export class CustomerTaskDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: TASK_TYPES }) type: string;
  @ApiProperty({ enum: TASK_PRIORITIES }) priority: string;
  @ApiProperty({ enum: TASK_STATUSES }) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) dueDate: Date;
  @ApiProperty({ type: String, nullable: true }) outcome: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() reminderMinutes: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) businessProfileId: string | null;
  @ApiProperty({ type: Number, nullable: true }) assignedToCrmUserId: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The assignee's name" }) assignedTo: string | null;
  @ApiProperty({ type: Number, nullable: true }) createdByCrmUserId: number | null;
  @ApiProperty({ type: String, nullable: true }) googleCalendarEventId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/** An email sent (or being sent) to the customer. */
export class CustomerEmailDto {
  @ApiProperty() id: number;
  @ApiProperty() subject: string;
  @ApiProperty() recipient: string;
  @ApiProperty() content: string;
  @ApiProperty({ enum: EMAIL_STATUSES }) status: string;
  @ApiProperty({ enum: MAIL_ROUTES, description: "smtp: from the company's address; gmail: from the sender's own Gmail" }) via: string;
  @ApiProperty({ type: Number, nullable: true }) templateId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The staff member who sent it (null for automated email)' }) sentByCrmUserId: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: Date | null;
}

/** GET /api/crm/customers/{id}. */
export class CustomerDetailDto {
  @ApiProperty({ type: CustomerDto }) customer: CustomerDto;
  @ApiProperty({ type: [LeadViewDto], description: 'Newest first' }) leads: LeadViewDto[];
  @ApiProperty({ type: [QuoteViewDto], description: "Best first (a partner: its own provider's only)" }) quotes: QuoteViewDto[];
  @ApiProperty({ type: [CustomerActivityDto], description: 'Newest first' }) activities: CustomerActivityDto[];
  @ApiProperty({ type: [CustomerTaskDto], description: 'Pending first, then by due date' }) tasks: CustomerTaskDto[];
  @ApiProperty({ type: [CustomerEmailDto], description: 'Newest first' }) emails: CustomerEmailDto[];
}
