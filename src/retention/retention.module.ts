import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CustomersModule } from '../customers/customers.module';
import { RetentionController } from './retention.controller';
import { RetentionRecords } from './retention-records.service';
import { RetentionJob } from './retention.job';
import { RetentionService } from './retention.service';

/** Data retention (admins): its status, the scheduled records, the daily job and the cleanup on demand. */
@Module({
  imports: [CustomersModule, AuditModule],
  controllers: [RetentionController],
  providers: [RetentionService, RetentionRecords, RetentionJob],
})
export class RetentionModule {}
