import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { CrmDashboardController } from './crm-dashboard.controller';
import { CustomerFiguresService } from './customer-figures';
import { CustomerRollupJob } from './customer-rollup.job';
import { DashboardDetailsService } from './dashboard-details.service';
import { TrackingEvent } from './entities/tracking-event.entity';
import { TrackingController } from './tracking.controller';
import { TrackingRollupJob } from './tracking-rollup.job';
import { TrackingService } from './tracking.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrackingEvent])],
  controllers: [TrackingController, AnalyticsController, CrmDashboardController],
  providers: [TrackingService, AnalyticsService, CustomerFiguresService, DashboardDetailsService, TrackingRollupJob, CustomerRollupJob],
  exports: [TrackingService],
})
export class AnalyticsModule {}
