import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { LeadsModule } from '../leads/leads.module';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { QuotesModule } from '../quotes/quotes.module';
import { CustomerDeletion } from './customer-deletion.service';
import { CustomerExport } from './customer-export.service';
import { CustomerSummaries } from './customer-summary';
import { CustomerTimeline } from './customer-timeline';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

/** Customers (business profiles) in the back-office: list, detail, CSV export and deletion. */
@Module({
  imports: [TypeOrmModule.forFeature([BusinessProfile]), LeadsModule, QuotesModule, AuditModule],
  controllers: [CustomersController],
  providers: [CustomersService, CustomerSummaries, CustomerTimeline, CustomerExport, CustomerDeletion],
  exports: [CustomerDeletion],
})
export class CustomersModule {}
