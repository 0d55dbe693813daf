import { FlagField, OneOfField, TextField } from '../../common/validators/field-decorators';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../../mail/entities/email-template.entity';
import { CONTENT_MAX_LENGTH, DEFAULT_CATEGORY, NAME_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../template-rules';

/** The rules of a template's fields, each written once: the validation and the API document read them. */
export const EMAIL_TEMPLATE_FIELD_RULES = {
  name: { maxLength: NAME_MAX_LENGTH },
  subject: { maxLength: SUBJECT_MAX_LENGTH },
  content: { maxLength: CONTENT_MAX_LENGTH },
  category: TEMPLATE_CATEGORIES,
  type: TEMPLATE_TYPES,
} as const;

/**
 * The fields of a template, shared by create and update. Name, subject and content are checked
 * for presence by the service (the fixed 'Missing information' message); here only their
 * form when given.
 */
export const NameField = (isRequired: boolean): PropertyDecorator =>
  TextField(EMAIL_TEMPLATE_FIELD_RULES.name, 'whenFilled', { required: isRequired, example: 'Welcome Email' });
export const SubjectField = (isRequired: boolean): PropertyDecorator =>
  TextField(EMAIL_TEMPLATE_FIELD_RULES.subject, 'whenFilled', { required: isRequired, example: 'Welcome to Merchant Compare, {{firstName}}' });
export const ContentField = (isRequired: boolean): PropertyDecorator =>
  TextField(EMAIL_TEMPLATE_FIELD_RULES.content, 'whenFilled', {
    required: isRequired,
    example: 'Hi {{firstName}},\n\nThank you for choosing us for {{businessName}}.\n\n{{senderName}}',
  });

export const CategoryField = (): PropertyDecorator =>
  OneOfField(EMAIL_TEMPLATE_FIELD_RULES.category, 'optional', { description: `Default on create: ${DEFAULT_CATEGORY}` });

export const TypeField = (): PropertyDecorator =>
  OneOfField(EMAIL_TEMPLATE_FIELD_RULES.type, 'optional', { description: 'Only manual templates are written over the API (automated: 403)' });

export const IsActiveField = (): PropertyDecorator => FlagField('optional', { description: 'false deactivates the template (as DELETE does)' });
