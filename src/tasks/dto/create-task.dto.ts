import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { OneOfField } from '../../common/validators/field-decorators';
import { AssigneeField, CustomerField, DescriptionField, DueDateField, PriorityField, ReminderMinutesField, TitleField, TypeField } from './task-fields';

export class CreateTaskDto {
  @TitleField(true) title?: string;
  @DescriptionField() description?: string | null;
  @TypeField() type?: string;
  @PriorityField() priority?: string;
  @DueDateField(true) dueDate?: string;
  @ReminderMinutesField() reminderMinutes?: number;
  @CustomerField() businessProfileId?: string | null;
  @AssigneeField() assignedToCrmUserId?: number | null;

  @OneOfField(
    ['pending'],
    'optional',
    { description: 'A new task is always pending (the back-office sends it)' },
    'A new task starts pending: complete it with POST /api/crm/tasks/{taskId}/complete',
  )
  status?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Ignored: the creator is always the signed-in user (the back-office sends it)' })
  @IsOptional()
  @IsInt({ message: 'createdByCrmUserId must be a user id' })
  createdByCrmUserId?: number | null;
}
