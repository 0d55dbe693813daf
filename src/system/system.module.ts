import { Global, Module } from '@nestjs/common';
import { ResponseTimes } from './response-times';
import { SystemStatsController } from './system-stats.controller';
import { SystemStatsService } from './system-stats.service';

/** System statistics for admins, and the API's own response timings they report. */
@Global()
@Module({ controllers: [SystemStatsController], providers: [ResponseTimes, SystemStatsService], exports: [ResponseTimes] })
export class SystemModule {}
