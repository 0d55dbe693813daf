import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { EmailTemplate } from '../mail/entities/email-template.entity';
import { MailModule } from '../mail/mail.module';
import { EmailTemplatesController } from './email-templates.controller';
import { EmailTemplatesService } from './email-templates.service';

/** The communication center's template library. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplate]), MailModule, AuditModule],
  controllers: [EmailTemplatesController],
  providers: [EmailTemplatesService],
  exports: [EmailTemplatesService],
})
export class EmailTemplatesModule {}
