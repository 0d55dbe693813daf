import { Module } from '@nestjs/common';
import { QuoteRecorder } from './quote-recorder';

/** The one writer of comparison quotes, shared by comparison, profiles and leads. */
@Module({
  providers: [QuoteRecorder],
  exports: [QuoteRecorder],
})
export class QuotesModule {}
