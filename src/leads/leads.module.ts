import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { QuotesModule } from '../quotes/quotes.module';

@Module({
  imports: [MailModule, QuotesModule, ProfilesModule],
  controllers: [LeadsController],
  providers: [LeadsService],
})
export class LeadsModule {}
