import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ComparisonModule } from '../comparison/comparison.module';
import { LeadsModule } from '../leads/leads.module';
import { MailModule } from '../mail/mail.module';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesModule } from '../profiles/profiles.module';
import { QuotesModule } from '../quotes/quotes.module';
import { TasksModule } from '../tasks/tasks.module';
import { CustomerDeletion } from './customer-deletion.service';
import { CustomerEnquiries } from './customer-enquiry.service';
import { CustomerEnquiriesController } from './customer-enquiries.controller';
import { CustomerExport } from './customer-export.service';
import { CustomerSummaries } from './customer-summary';
import { CustomerTimeline } from './customer-timeline';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

/**
 * Customers (business profiles) in the back-office: list, detail, CSV export and deletion. The
 * deletion asks each module holding customer data (providers marked HoldsCustomerData, found
 * through discovery) to delete its own rows, so those modules are not imported for it; the
 * timeline reads a customer's activities, tasks and emails through their modules' services.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BusinessProfile]),
    LeadsModule,
    QuotesModule,
    ProfilesModule,
    AuditModule,
    DiscoveryModule,
    TasksModule,
    MailModule,
    ComparisonModule,
  ],
  controllers: [CustomersController, CustomerEnquiriesController],
  providers: [CustomerEnquiries, CustomersService, CustomerSummaries, CustomerTimeline, CustomerExport, CustomerDeletion],
  exports: [CustomerDeletion],
})
export class CustomersModule {}
