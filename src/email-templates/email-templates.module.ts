import { Module } from '@nestjs/common';
import { EmailTemplatesController } from './email-templates.controller';
import { EmailTemplatesService } from './email-templates.service';

/** The communication center's template library (back-office.md §2, §3). */
@Module({ controllers: [EmailTemplatesController], providers: [EmailTemplatesService], exports: [EmailTemplatesService] })
export class EmailTemplatesModule {}
