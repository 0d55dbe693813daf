import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { CrmIndustryDefaultsController } from './crm-industry-defaults.controller';
import { IndustryDefault } from './entities/industry-default.entity';
import { IndustryDefaultsController } from './industry-defaults.controller';
import { IndustryDefaultsService } from './industry-defaults.service';

/** Sector defaults: the wizard's public call and the back-office's list and edits. */
@Module({
  imports: [TypeOrmModule.forFeature([IndustryDefault]), AuditModule],
  controllers: [IndustryDefaultsController, CrmIndustryDefaultsController],
  providers: [IndustryDefaultsService],
})
export class IndustryDefaultsModule {}
