import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { CrmLeadsController } from './crm-leads.controller';
import { CrmLeadsService } from './crm-leads.service';
import { Lead } from './entities/lead.entity';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { QuotesModule } from '../quotes/quotes.module';
import { WebhooksModule } from '../webhooks/webhooks.module';

@Module({
  imports: [TypeOrmModule.forFeature([Lead]), MailModule, QuotesModule, ProfilesModule, AuditModule, WebhooksModule],
  controllers: [LeadsController, CrmLeadsController],
  providers: [LeadsService, CrmLeadsService],
  exports: [CrmLeadsService, LeadsService],
})
export class LeadsModule {}
