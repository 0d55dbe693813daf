import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Provider } from '../providers/entities/provider.entity';
import { CrmUser } from '../users/entities/crm-user.entity';
import { AuditController } from './audit.controller';
import { AuditTrailService } from './audit-trail.service';
import { AuditService } from './audit.service';
import { AuditLog } from './entities/audit-log.entity';

/** The audit trail: its writer (AuditService, used inside the caller's transaction) and its lists. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLog, CrmUser, Provider])],
  controllers: [AuditController],
  providers: [AuditService, AuditTrailService],
  exports: [AuditService],
})
export class AuditModule {}
