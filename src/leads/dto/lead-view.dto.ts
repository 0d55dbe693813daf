import { ApiProperty } from '@nestjs/swagger';
import { LEAD_STATUSES } from '../../domain/vocabulary/lead-statuses';
import { Lead } from '../entities/lead.entity';

/**
 * A lead as the back-office sees it. Not its Idempotency-Key, nor the
 * business data the wizard sent with it (the customer's profile holds that).
 */
export class LeadViewDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ format: 'uuid' }) businessProfileId: string;
  @ApiProperty({ example: 'MC-7K3P9QXA' }) applicationReference: string;
  @ApiProperty({ example: 'Jane' }) firstName: string;
  @ApiProperty({ example: 'Smith' }) lastName: string;
  @ApiProperty({ example: 'jane@cornercafe.co.uk' }) email: string;
  @ApiProperty({ example: '07700 900123' }) phone: string;
  @ApiProperty({ type: String, nullable: true }) companyName: string | null;
  @ApiProperty({ example: 'asap' }) timeline: string;
  @ApiProperty({ type: String, nullable: true }) additionalRequirements: string | null;
  @ApiProperty() consentMarketing: boolean;
  @ApiProperty({ enum: LEAD_STATUSES }) status: string;
  @ApiProperty({ type: Number, nullable: true }) quoteId: number | null;
  @ApiProperty({ type: Number, nullable: true }) selectedProviderId: number | null;
  @ApiProperty({ type: Number, nullable: true }) selectedTerminalId: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/**
 * The columns a LeadViewDto is made of: queries for views read only these, not the business data
 * the wizard sent with the lead (JSON, parsed for every row read) nor its Idempotency-Key.
 */
export const LEAD_VIEW_COLUMNS = [
  'id',
  'businessProfileId',
  'applicationReference',
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'timeline',
  'additionalRequirements',
  'consentMarketing',
  'status',
  'quoteId',
  'selectedProviderId',
  'selectedTerminalId',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof LeadViewDto & keyof Lead>;

export function toLeadView(lead: Lead): LeadViewDto {
  return {
    id: lead.id,
    businessProfileId: lead.businessProfileId,
    applicationReference: lead.applicationReference,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    companyName: lead.companyName,
    timeline: lead.timeline,
    additionalRequirements: lead.additionalRequirements,
    consentMarketing: lead.consentMarketing,
    status: lead.status,
    quoteId: lead.quoteId,
    selectedProviderId: lead.selectedProviderId,
    selectedTerminalId: lead.selectedTerminalId,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
  };
}
