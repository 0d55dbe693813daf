import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { Trim } from '../../common/transforms/coerce';
import { TextUpTo } from '../../common/validators/text-up-to';
import { DEFAULT_REMINDER_MINUTES, DEFAULT_TASK_PRIORITY, DEFAULT_TASK_TYPE, MAX_REMINDER_MINUTES, TASK_PRIORITIES, TASK_TEXT_MAX_LENGTH, TASK_TITLE_MAX_LENGTH, TASK_TYPES } from '../../domain/vocabulary/tasks';
import { isBlank, isWithinDueHorizon, MAX_DUE_YEARS_AHEAD, parseDueDate, TASK_MESSAGES } from '../task-rules';

/**
 * The validation of a task's fields, shared by create and update. Title and due date are
 * checked for presence by the service, so that a missing or blank one answers exactly the
 * fixed 'Missing information' message; here only their form is checked when given.
 */
type Decorators = PropertyDecorator;

export const TitleField = (isRequired: boolean): Decorators =>
  applyDecorators(
    ApiProperty({ required: isRequired, type: String, maxLength: TASK_TITLE_MAX_LENGTH, example: 'Call back about the terminal' }),
    Trim(),
    ValidateIf((o: { title?: unknown }) => !isBlank(o.title)),
    TextUpTo(TASK_TITLE_MAX_LENGTH),
  );

export const DueDateField = (isRequired: boolean): Decorators =>
  applyDecorators(
    ApiProperty({
      required: isRequired,
      type: String,
      format: 'date-time',
      example: '2026-11-25T14:30:00Z',
      description: `ISO 8601 with its zone; without a zone (2026-11-25T14:30) it is UK time. At most ${MAX_DUE_YEARS_AHEAD} years ahead ('${TASK_MESSAGES.dueDateTooFar}')`,
    }),
    ValidateIf((o: { dueDate?: unknown }) => !isBlank(o.dueDate)),
    ValidateBy({
      name: 'isDueDate',
      validator: { validate: (value: unknown) => typeof value === 'string' && parseDueDate(value) !== null, defaultMessage: () => TASK_MESSAGES.dueDateFormat },
    }),
    // Measured from the time of the request (a date that does not parse is the rule above's).
    ValidateBy({
      name: 'isDueWithinHorizon',
      validator: {
        validate: (value: unknown) => {
          const dueDate = typeof value === 'string' ? parseDueDate(value) : null;
          return dueDate === null || isWithinDueHorizon(dueDate, new Date());
        },
        defaultMessage: () => TASK_MESSAGES.dueDateTooFar,
      },
    }),
  );

export const DescriptionField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_TEXT_MAX_LENGTH }),
    IsOptional(),
    Trim(),
    TextUpTo(TASK_TEXT_MAX_LENGTH),
  );

export const TypeField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({ enum: TASK_TYPES, default: DEFAULT_TASK_TYPE }),
    IsOptional(),
    IsIn(TASK_TYPES, { message: `type must be one of: ${TASK_TYPES.join(', ')}` }),
  );

export const PriorityField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({ enum: TASK_PRIORITIES, default: DEFAULT_TASK_PRIORITY, description: 'The back-office offers low, medium and high; urgent is accepted too' }),
    IsOptional(),
    IsIn(TASK_PRIORITIES, { message: `priority must be one of: ${TASK_PRIORITIES.join(', ')}` }),
  );

export const ReminderMinutesField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 0, maximum: MAX_REMINDER_MINUTES, default: DEFAULT_REMINDER_MINUTES, description: 'Minutes before the due time that the assignee is emailed' }),
    IsOptional(),
    IsInt({ message: `reminderMinutes must be a whole number of minutes from 0 to ${MAX_REMINDER_MINUTES}` }),
    Min(0, { message: `reminderMinutes must be a whole number of minutes from 0 to ${MAX_REMINDER_MINUTES}` }),
    Max(MAX_REMINDER_MINUTES, { message: `reminderMinutes must be a whole number of minutes from 0 to ${MAX_REMINDER_MINUTES}` }),
  );

export const CustomerField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, description: 'The customer (business profile) id; none for a personal task' }),
    IsOptional(),
    ValidateBy({ name: 'isCustomerId', validator: { validate: (value: unknown) => typeof value === 'string' && value.length <= 36, defaultMessage: () => 'businessProfileId must be a customer id' } }),
  );

export const AssigneeField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, description: 'Staff and partners: only themselves. Admins: any active user. Left out: the signed-in user (on create)' }),
    IsOptional(),
    IsInt({ message: 'assignedToCrmUserId must be a user id' }),
  );
