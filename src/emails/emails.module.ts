import { Module } from '@nestjs/common';
import { GmailModule } from '../gmail/gmail.module';
import { LeadsModule } from '../leads/leads.module';
import { MailModule } from '../mail/mail.module';
import { EmailTemplatesModule } from '../email-templates/email-templates.module';
import { CustomerEmailsService } from './customer-emails.service';
import { EmailsController } from './emails.controller';

/** Emails staff send to a customer from its detail screen. */
@Module({
  imports: [MailModule, GmailModule, EmailTemplatesModule, LeadsModule],
  controllers: [EmailsController],
  providers: [CustomerEmailsService],
})
export class EmailsModule {}
