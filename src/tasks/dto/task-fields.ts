import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { OneOfField, TextField, WholeNumberField } from '../../common/validators/field-decorators';
import {
  DEFAULT_REMINDER_MINUTES,
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_TYPE,
  MAX_REMINDER_MINUTES,
  TASK_OUTCOMES,
  TASK_PRIORITIES,
  TASK_TEXT_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  TASK_TYPES,
} from '../../domain/vocabulary/tasks';
import { isBlank, isWithinDueHorizon, MAX_DUE_YEARS_AHEAD, parseDueDate, TASK_MESSAGES } from '../task-rules';

/** The rules of a task's fields, each written once: the validation and the API document read them. */
export const TASK_FIELD_RULES = {
  title: { maxLength: TASK_TITLE_MAX_LENGTH },
  description: { maxLength: TASK_TEXT_MAX_LENGTH },
  notes: { maxLength: TASK_TEXT_MAX_LENGTH },
  type: TASK_TYPES,
  priority: TASK_PRIORITIES,
  outcome: TASK_OUTCOMES,
  reminderMinutes: { minimum: 0, maximum: MAX_REMINDER_MINUTES },
} as const;

/**
 * The validation of a task's fields, shared by create, update and complete. Title and due date
 * are checked for presence by the service, so that a missing or blank one answers exactly the
 * fixed 'Missing information' message; here only their form is checked when given.
 */
type Decorators = PropertyDecorator;

export const TitleField = (isRequired: boolean): Decorators =>
  TextField(TASK_FIELD_RULES.title, 'whenFilled', { required: isRequired, example: 'Call back about the terminal' });

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

export const DescriptionField = (): Decorators => TextField(TASK_FIELD_RULES.description, 'optional', { nullable: true });

export const NotesField = (): Decorators => TextField(TASK_FIELD_RULES.notes, 'optional', { nullable: true });

export const TypeField = (): Decorators => OneOfField(TASK_FIELD_RULES.type, 'optional', { default: DEFAULT_TASK_TYPE });

export const PriorityField = (): Decorators =>
  OneOfField(TASK_FIELD_RULES.priority, 'optional', {
    default: DEFAULT_TASK_PRIORITY,
    description: 'The back-office offers low, medium and high; urgent is accepted too',
  });

export const OutcomeField = (): Decorators =>
  OneOfField(TASK_FIELD_RULES.outcome, 'required', {}, `outcome is required: one of ${TASK_FIELD_RULES.outcome.join(', ')}`);

const REMINDER_MESSAGE = `reminderMinutes must be a whole number of minutes from ${TASK_FIELD_RULES.reminderMinutes.minimum} to ${TASK_FIELD_RULES.reminderMinutes.maximum}`;

export const ReminderMinutesField = (): Decorators =>
  WholeNumberField(TASK_FIELD_RULES.reminderMinutes, 'optional', REMINDER_MESSAGE, {
    default: DEFAULT_REMINDER_MINUTES,
    description: 'Minutes before the due time that the assignee is emailed',
  });

export const CustomerField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, description: 'The customer (business profile) id; none for a personal task' }),
    IsOptional(),
    ValidateBy({
      name: 'isCustomerId',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length <= 36,
        defaultMessage: () => 'businessProfileId must be a customer id',
      },
    }),
  );

export const AssigneeField = (): Decorators =>
  applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      description: 'Staff and partners: only themselves. Admins: any active user. Left out: the signed-in user (on create)',
    }),
    IsOptional(),
    IsInt({ message: 'assignedToCrmUserId must be a user id' }),
  );
