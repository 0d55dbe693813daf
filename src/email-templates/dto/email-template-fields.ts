import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, ValidateIf } from 'class-validator';
import { Trim } from '../../common/transforms/coerce';
import { TextUpTo } from '../../common/validators/text-up-to';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../../mail/entities/email-template.entity';
import { isBlank } from '../../tasks/task-rules';
import { CONTENT_MAX_LENGTH, DEFAULT_CATEGORY, NAME_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../template-rules';

/**
 * The fields of a template, shared by create and update. Name, subject and content are checked
 * for presence by the service (the fixed 'Missing information' message); here only their
 * form when given.
 */
const text = (field: 'name' | 'subject' | 'content', max: number, isRequired: boolean, example: string): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ required: isRequired, maxLength: max, example }),
    Trim(),
    ValidateIf((o: Record<string, unknown>) => !isBlank(o[field])),
    TextUpTo(max),
  );

export const NameField = (isRequired: boolean): PropertyDecorator => text('name', NAME_MAX_LENGTH, isRequired, 'Welcome Email');
export const SubjectField = (isRequired: boolean): PropertyDecorator => text('subject', SUBJECT_MAX_LENGTH, isRequired, 'Welcome to Merchant Compare, {{firstName}}');
export const ContentField = (isRequired: boolean): PropertyDecorator =>
  text('content', CONTENT_MAX_LENGTH, isRequired, 'Hi {{firstName}},\n\nThank you for choosing us for {{businessName}}.\n\n{{senderName}}');

export const CategoryField = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ enum: TEMPLATE_CATEGORIES, description: `Default on create: ${DEFAULT_CATEGORY}` }),
    IsOptional(),
    IsIn(TEMPLATE_CATEGORIES, { message: `category must be one of: ${TEMPLATE_CATEGORIES.join(', ')}` }),
  );

export const TypeField = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ enum: TEMPLATE_TYPES, description: 'Only manual templates are written over the API (automated: 403)' }),
    IsOptional(),
    IsIn(TEMPLATE_TYPES, { message: `type must be one of: ${TEMPLATE_TYPES.join(', ')}` }),
  );

export const IsActiveField = (): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ description: 'false deactivates the template (as DELETE does)' }), IsOptional(), IsBoolean({ message: 'isActive must be true or false' }));
