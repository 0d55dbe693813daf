import { AssigneeField, CustomerField, DescriptionField, DueDateField, PriorityField, ReminderMinutesField, TitleField, TypeField } from './task-fields';

/** Only the fields sent change; a title or due date sent blank answers 'Missing information'. */
export class UpdateTaskDto {
  @TitleField(false) title?: string | null;
  @DescriptionField() description?: string | null;
  @TypeField() type?: string;
  @PriorityField() priority?: string;
  @DueDateField(false) dueDate?: string | null;
  @ReminderMinutesField() reminderMinutes?: number;
  @CustomerField() businessProfileId?: string | null;
  @AssigneeField() assignedToCrmUserId?: number | null;
}
