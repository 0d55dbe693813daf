import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrackingEvent } from '../analytics/entities/tracking-event.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesModule } from '../profiles/profiles.module';
import { Provider } from '../providers/entities/provider.entity';
import { OcrService } from './ocr.service';
import { PdfTextService } from './pdf-text.service';
import { StatementsController } from './statements.controller';
import { StatementsService } from './statements.service';

/** Statement analysis: POST /api/analyze-document. */
@Module({
  imports: [TypeOrmModule.forFeature([BusinessProfile, Provider, TrackingEvent]), ProfilesModule],
  controllers: [StatementsController],
  providers: [StatementsService, PdfTextService, OcrService],
})
export class StatementsModule {}
