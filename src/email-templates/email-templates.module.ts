import { Module } from '@nestjs/common';
import { EmailTemplatesController } from './email-templates.controller';
import { EmailTemplatesService } from './email-templates.service';

/** The communication center's template library. */
@Module({ controllers: [EmailTemplatesController], providers: [EmailTemplatesService], exports: [EmailTemplatesService] })
export class EmailTemplatesModule {}
