import { ApiProperty } from '@nestjs/swagger';

export class RetentionCountsDto {
  @ApiProperty() businessProfiles: number;
  @ApiProperty() leads: number;
  @ApiProperty() quotes: number;
}

export class RetentionOverviewDto {
  @ApiProperty({ type: RetentionCountsDto }) total: RetentionCountsDto;
  @ApiProperty({
    type: RetentionCountsDto,
    description: 'Customers inactive for longer than the period with nothing in the future, and their leads and quotes',
  })
  eligibleForDeletion: RetentionCountsDto;
  @ApiProperty({ description: 'Customers scheduled for deletion now' }) scheduledForDeletion: number;
}

export class RetentionPolicyDto {
  @ApiProperty({ example: '12 months' }) period: string;
  @ApiProperty({ example: 12 }) months: number;
  @ApiProperty({ example: 30, description: 'Days between scheduling and deletion' }) noticeDays: number;
  @ApiProperty({ type: [String] }) exceptions: string[];
}

/** GET /api/crm/data-retention/status: the retention overview. */
export class RetentionStatusDto {
  @ApiProperty({ type: RetentionOverviewDto }) dataOverview: RetentionOverviewDto;
  @ApiProperty({ type: RetentionPolicyDto }) retentionPolicy: RetentionPolicyDto;
  @ApiProperty({ type: String, format: 'date-time', description: 'The next daily run (03:00 UK time)' }) nextScheduledCleanup: Date;
}

export class RetentionSummaryDto {
  @ApiProperty({ description: 'Customers newly scheduled plus due customers handled' }) totalProcessed: number;
  @ApiProperty() businessProfilesDeleted: number;
  @ApiProperty() scheduled: number;
  @ApiProperty({ description: 'Due customers that no longer qualified' }) exempted: number;
  @ApiProperty({ description: 'Due customers whose deletion failed (rolled back; retried next run)' }) failed: number;
  @ApiProperty() auditEntriesDeleted: number;
  @ApiProperty() trackingEventsDeleted: number;
  @ApiProperty({ description: 'Stored emails older than the retention period (whatever their customer), deleted' }) emailsDeleted: number;
  @ApiProperty({
    description:
      "Webhook deliveries to providers, finished (delivered or failed) and last attempted before the retention period (whatever their customer), deleted with their attempt logs: their bodies carry the lead's contact details",
  })
  webhookDeliveriesDeleted: number;
}

export class CleanupResultDto {
  @ApiProperty({ type: RetentionSummaryDto }) summary: RetentionSummaryDto;
}

export class RetentionProfileRefDto {
  @ApiProperty({ type: String, nullable: true, example: 'The Corner Shop' }) businessName: string | null;
}

/** A retention record (id, status, scheduledDeletionDate, businessProfile.businessName). */
export class RetentionRecordViewDto {
  @ApiProperty() id: number;
  @ApiProperty({
    enum: ['scheduled', 'exempt'],
    description: 'scheduled: to be deleted on scheduledDeletionDate; exempt: was due but no longer qualified (cleared at the next run)',
  })
  status: string;
  @ApiProperty({ type: String, format: 'date-time' }) scheduledDeletionDate: Date;
  @ApiProperty() businessProfileId: string;
  @ApiProperty({ type: RetentionProfileRefDto }) businessProfile: RetentionProfileRefDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
