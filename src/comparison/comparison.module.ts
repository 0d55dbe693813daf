import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuotesModule } from '../quotes/quotes.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { Provider } from '../providers/entities/provider.entity';
import { ComparisonController } from './comparison.controller';
import { ComparisonService } from './comparison.service';
import { ProviderCatalogue } from './provider-catalogue';
import { SummaryBoxesController } from './summary-boxes.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Provider]), ProfilesModule, QuotesModule],
  controllers: [ComparisonController, SummaryBoxesController],
  providers: [ComparisonService, ProviderCatalogue],
  exports: [ProviderCatalogue, ComparisonService],
})
export class ComparisonModule {}
