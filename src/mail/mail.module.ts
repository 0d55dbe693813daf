import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { Email } from './entities/email.entity';
import { EmailTemplate } from './entities/email-template.entity';
import { MAIL_TRANSPORT } from './mail.constants';
import { MailDeliveryJob } from './mail-delivery.job';
import { createMailTransport } from './mail-transport';
import { MailService } from './mail.service';

/** All email goes through this module: import it and inject MailService. */
@Module({
  imports: [TypeOrmModule.forFeature([Email, EmailTemplate])],
  providers: [
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config) },
    MailService,
    MailDeliveryJob,
  ],
  exports: [MailService],
})
export class MailModule {}
