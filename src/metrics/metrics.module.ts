import { Global, Module } from '@nestjs/common';
import { DatabasePoolMetrics } from './database-pool.metrics';
import { MetricsAccess } from './metrics-access';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics';

/** Prometheus metrics (Metrics) for every module to add to, and GET /metrics to read them. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, MetricsAccess, DatabasePoolMetrics],
  exports: [Metrics],
})
export class MetricsModule {}
