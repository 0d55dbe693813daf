import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Quote } from '../leads/entities/quote.entity';
import { ProfilesModule } from '../profiles/profiles.module';
import { Provider } from '../providers/entities/provider.entity';
import { ComparisonController } from './comparison.controller';
import { ComparisonService } from './comparison.service';
import { ProviderCatalogue } from './provider-catalogue';

@Module({
  imports: [TypeOrmModule.forFeature([Provider, Quote]), ProfilesModule],
  controllers: [ComparisonController],
  providers: [ComparisonService, ProviderCatalogue],
})
export class ComparisonModule {}
