import { Module } from '@nestjs/common';
import { AuditService } from './audit.service';

/** The audit trail's writer; import this module and inject AuditService. */
@Module({ providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
