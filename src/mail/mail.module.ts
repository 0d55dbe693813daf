import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { GmailModule } from '../gmail/gmail.module';
import { GmailTransport } from '../gmail/gmail-transport';
import { Email } from './entities/email.entity';
import { EmailTemplate } from './entities/email-template.entity';
import { GMAIL_MAIL_TRANSPORT, MAIL_TRANSPORT } from './mail.constants';
import { MailDeliveryJob } from './mail-delivery.job';
import { createMailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { OutboxMetrics } from './outbox.metrics';

/**
 * All email goes through this module: import it and inject MailService. Emails stored with via
 * 'gmail' go through their sender's Gmail (GmailModule's transport).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Email, EmailTemplate]), GmailModule],
  providers: [
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config) },
    { provide: GMAIL_MAIL_TRANSPORT, useExisting: GmailTransport },
    MailService,
    MailDeliveryJob,
    OutboxMetrics,
  ],
  exports: [MailService],
})
export class MailModule {}
