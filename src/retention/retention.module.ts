import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { AuditModule } from '../audit/audit.module';
import { CustomersModule } from '../customers/customers.module';
import { LeadsModule } from '../leads/leads.module';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { QuotesModule } from '../quotes/quotes.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { RetentionController } from './retention.controller';
import { RetentionRecords } from './retention-records.service';
import { RetentionJob } from './retention.job';
import { RetentionService } from './retention.service';

/**
 * Data retention (admins): its status, the scheduled records, the daily job and the cleanup on
 * demand. The modules owning the purged and counted tables (audit, tracking events, emails,
 * webhook deliveries, profiles, leads, quotes) delete and count their own rows; none of them imports this module.
 */
@Module({
  imports: [CustomersModule, AuditModule, AnalyticsModule, MailModule, ProfilesModule, LeadsModule, QuotesModule, WebhooksModule],
  controllers: [RetentionController],
  providers: [RetentionService, RetentionRecords, RetentionJob],
})
export class RetentionModule {}
