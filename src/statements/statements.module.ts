import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrackingEvent } from '../analytics/entities/tracking-event.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesModule } from '../profiles/profiles.module';
import { Provider } from '../providers/entities/provider.entity';
import { OcrService } from './ocr.service';
import { OneAnalysisPerClientInterceptor } from './one-analysis-per-client.interceptor';
import { PdfTextService } from './pdf-text.service';
import { StatementParserService } from './statement-parser.service';
import { StatementsController } from './statements.controller';
import { StatementsService } from './statements.service';
import { TesseractOcr } from './tesseract-ocr';

/** Statement analysis: POST /api/analyze-document. */
@Module({
  imports: [TypeOrmModule.forFeature([BusinessProfile, Provider, TrackingEvent]), ProfilesModule],
  controllers: [StatementsController],
  providers: [StatementsService, PdfTextService, OcrService, TesseractOcr, StatementParserService, OneAnalysisPerClientInterceptor],
})
export class StatementsModule {}
