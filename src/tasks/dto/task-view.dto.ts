import { ApiProperty } from '@nestjs/swagger';
import { TASK_OUTCOMES, TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES } from '../../domain/vocabulary/tasks';

export class TaskCustomerDto {
  @ApiProperty({ type: String, nullable: true, example: 'The Corner Shop' }) businessName: string | null;
}

/** A task as every answer shows it. */
export class TaskViewDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'Call back about the terminal' }) title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: TASK_TYPES }) type: string;
  @ApiProperty({ enum: TASK_PRIORITIES }) priority: string;
  @ApiProperty({ enum: TASK_STATUSES, description: 'Stored status; a pending task past its due date has isOverdue true' }) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) dueDate: Date;
  @ApiProperty({ enum: TASK_OUTCOMES, nullable: true }) outcome: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ example: 15 }) reminderMinutes: number;
  @ApiProperty({ type: String, nullable: true }) businessProfileId: string | null;
  @ApiProperty({ type: Number, nullable: true }) assignedToCrmUserId: number | null;
  @ApiProperty({ type: Number, nullable: true }) createdByCrmUserId: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiProperty({ description: 'Pending and due before now' }) isOverdue: boolean;
  @ApiProperty({
    description:
      "Whether the signed-in user may change or complete it: admins and staff any task; a partner only one it created or holds (a colleague's is read-only)",
  })
  canChange: boolean;
  @ApiProperty({ description: 'Whether the signed-in user may delete it: its creator, or an admin' })
  canDelete: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The assignee's name" }) assignedTo: string | null;
  @ApiProperty({ type: TaskCustomerDto, nullable: true }) businessProfile: TaskCustomerDto | null;
}
