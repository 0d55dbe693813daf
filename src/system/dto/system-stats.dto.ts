import { ApiProperty } from '@nestjs/swagger';

/** The system stats of both admin screens (admin console and administration page), from real data. */
export class SystemStatsDto {
  @ApiProperty({ description: 'CRM users' }) totalUsers: number;
  @ApiProperty({ description: 'Active CRM users' }) activeUsers: number;
  @ApiProperty({ description: 'Customers (business profiles)' }) totalCustomers: number;
  @ApiProperty() totalQuotes: number;
  @ApiProperty({ description: 'Leads (applications)' }) totalLeads: number;
  @ApiProperty({ description: 'Applications today (UK day)' }) dailyApplications: number;
  @ApiProperty({ description: 'Applications this calendar month (UK time)' }) monthlyApplications: number;
  @ApiProperty({ example: 12.5, description: 'Customers who applied, in percent of all customers, one decimal' }) conversionRate: number;
  @ApiProperty({ example: 18, description: "Milliseconds: the average of the API's last 1,000 answers, as this process measured them" })
  averageResponseTime: number;
  @ApiProperty({ description: 'Emails stored (sent, queued or failed)' }) totalEmails: number;
  @ApiProperty({ description: 'Calendar events: tasks due in the future (there is no calendar integration)' }) calendarEvents: number;
  @ApiProperty({ example: 86400, description: 'Seconds since this API process started' }) systemUptime: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Backups are outside the application: always null' }) lastBackup:
    string | null;
}
