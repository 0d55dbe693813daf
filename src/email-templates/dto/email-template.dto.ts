import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { FlagField } from '../../common/validators/field-decorators';
import { AUTOMATION_STATES, type AutomationState } from '../../domain/email/automated-emails';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../../mail/entities/email-template.entity';
import { CategoryField, ContentField, IsActiveField, NameField, SubjectField, TypeField } from './email-template-fields';

/** POST /api/crm/email-templates: a manual template. */
export class CreateEmailTemplateDto {
  @NameField(true) name?: string;
  @SubjectField(true) subject?: string;
  @ContentField(true) content?: string;
  @CategoryField() category?: string;
  @TypeField() type?: string;
  @IsActiveField() isActive?: boolean;
}

/** PATCH and PUT /api/crm/email-templates/{id}: the fields to change (manual templates only). */
export class UpdateEmailTemplateDto {
  @NameField(false) name?: string;
  @SubjectField(false) subject?: string;
  @ContentField(false) content?: string;
  @CategoryField() category?: string;
  @TypeField() type?: string;
  @IsActiveField() isActive?: boolean;
}

/** PATCH /api/crm/email-templates/{id}/automation: an automated email switched on or off (admins). */
export class SwitchAutomationDto {
  @FlagField('required', { description: 'true: the product sends it at its moment; false: it is not sent' })
  isActive: boolean;
}

/** POST /api/crm/email-templates/{id}/preview. */
export class PreviewEmailTemplateDto {
  @ApiPropertyOptional({
    type: String,
    description:
      "A customer (business profile) id: fill the placeholders with this customer's values instead of the preview samples (John, Sample Business Ltd, Retail Store, ...)",
  })
  @IsOptional()
  @ValidateBy({
    name: 'isCustomerId',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= 36,
      defaultMessage: () => 'businessProfileId must be a customer id',
    },
  })
  businessProfileId?: string;
}

/** A template as the back-office reads it. */
export class EmailTemplateViewDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'welcome' }) name: string;
  @ApiProperty() subject: string;
  @ApiProperty() content: string;
  @ApiProperty({ enum: TEMPLATE_CATEGORIES }) category: string;
  @ApiProperty({ enum: TEMPLATE_TYPES, description: 'automated templates are sent by the product and read-only over the API' }) type: string;
  @ApiProperty({ type: String, nullable: true, description: 'Automated templates: what sends them' }) endpoint: string | null;
  @ApiProperty({ description: 'Manual: offered to staff. Automated: sent at its moment (false: switched off, not sent)' }) isActive: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Sent when a visitor saves their progress in the wizard',
    description: 'Automated templates: the moment the product sends it; null for manual templates and for retired ones (nothing sends them)',
  })
  sentWhen: string | null;
  @ApiProperty({
    enum: AUTOMATION_STATES,
    nullable: true,
    description:
      'Automated templates: on (sent at its moment), off (switched off by an admin, not sent) or retired (nothing sends it); null for manual templates',
  })
  automation: AutomationState | null;
  @ApiProperty({
    description:
      'An admin may switch it off and on: an automated email that is sent, other than the set-password links (which back-office users need to sign in)',
  })
  canSwitch: boolean;
  @ApiProperty({
    description: "How many emails were sent naming this template (staff sends and automated sends): for a partner, only its own provider's emails",
  })
  usageCount: number;
  @ApiProperty({
    type: [String],
    description:
      'The placeholders ({{name}}) it offers: firstName, businessName, businessType and senderName for manual templates, those its text uses for automated ones',
  })
  placeholders: string[];
  @ApiProperty({ description: 'The content is an HTML document (otherwise plain text, line breaks kept)' }) isHtml: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/** A template rendered with sample (or one customer's) values. */
export class EmailTemplatePreviewDto {
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'HTML-escaped values when isHtml' }) content: string;
  @ApiProperty({ description: 'Show content as HTML (automated quote emails); otherwise as plain text with its line breaks' }) isHtml: boolean;
}
