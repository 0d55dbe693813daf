import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfilesModule } from '../profiles/profiles.module';
import { CrmQuotesController } from './crm-quotes.controller';
import { Quote } from './entities/quote.entity';
import { PublicQuotesController } from './public-quotes.controller';
import { QuoteRecorder } from './quote-recorder';
import { QuotesService } from './quotes.service';

/**
 * The one home of quotes: the entity, the one writer of comparison quotes (QuoteRecorder, shared
 * by comparison and leads), reading and selecting them (public, by the profile's owner) and the
 * back-office list. Any wait for pending quote writes stays inside this module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Quote]), ProfilesModule],
  controllers: [PublicQuotesController, CrmQuotesController],
  providers: [QuoteRecorder, QuotesService],
  exports: [QuoteRecorder, QuotesService],
})
export class QuotesModule {}
