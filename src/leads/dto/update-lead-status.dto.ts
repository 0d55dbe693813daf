import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LEAD_STATUSES, LeadStatus } from '../../domain/vocabulary/lead-statuses';

export const LEAD_STATUS_MESSAGE = `status must be one of: ${LEAD_STATUSES.join(', ')}`;

/** PATCH /api/crm/leads/{leadId}/status: staff move a lead freely among the four statuses. */
export class UpdateLeadStatusDto {
  @ApiProperty({ enum: LEAD_STATUSES, example: 'quoted' })
  @IsIn(LEAD_STATUSES, { message: LEAD_STATUS_MESSAGE })
  status: LeadStatus;
}
