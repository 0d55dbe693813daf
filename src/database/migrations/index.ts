import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ProfileSessionSecret1764000000000 } from './1764000000000-profile-session-secret';
import { EmailsRecipientIndex1764050000000 } from './1764050000000-emails-recipient-index';
import { SessionLastSeen1764100000000 } from './1764100000000-session-last-seen';
import { CustomerScopeIndexes1764200000000 } from './1764200000000-customer-scope-indexes';
import { TaskReminders1764300000000 } from './1764300000000-task-reminders';
import { ReferenceSeeds1764400000000 } from './1764400000000-reference-seeds';
import { CustomerEmailRoutes1764500000000 } from './1764500000000-customer-email-routes';
import { CustomerIndex1764600000000 } from './1764600000000-customer-index';
import { TrackingSteps1764650000000 } from './1764650000000-tracking-steps';
import { JobLocks1764700000000 } from './1764700000000-job-locks';
import { CustomerSearchFts1764800000000 } from './1764800000000-customer-search-fts';
import { RowTotals1764900000000 } from './1764900000000-row-totals';
import { CustomerSearchOrder1765000000000 } from './1765000000000-customer-search-order';
import { RecordProviders1765100000000 } from './1765100000000-record-providers';
import { CustomerSource1765230000000 } from './1765230000000-customer-source';
import { UserTokens1765400000000 } from './1765400000000-user-tokens';
import { ActivityAttachments1765500000000 } from './1765500000000-activity-attachments';
import { AutomatedEmailMoments1765600000000 } from './1765600000000-automated-email-moments';
import { RenewalReminders1765700000000 } from './1765700000000-renewal-reminders';
import { ProviderSummaryTerms1765750000000 } from './1765750000000-provider-summary-terms';
import { Webhooks1765900000000 } from './1765900000000-webhooks';
import { ProviderOtherMonthlyFees1765950000000 } from './1765950000000-provider-other-monthly-fees';
import { QuoteEmailSummaryBox1766000000000 } from './1766000000000-quote-email-summary-box';
import { TrackingRollups1766100000000 } from './1766100000000-tracking-rollups';
import { RenewalReminderSavingsLine1766200000000 } from './1766200000000-renewal-reminder-savings-line';
import { QuoteEmailOtherFees1766300000000 } from './1766300000000-quote-email-other-fees';
import { CustomerRollups1766400000000 } from './1766400000000-customer-rollups';

/** Every migration, oldest first. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  ProfileSessionSecret1764000000000,
  EmailsRecipientIndex1764050000000,
  SessionLastSeen1764100000000,
  CustomerScopeIndexes1764200000000,
  TaskReminders1764300000000,
  ReferenceSeeds1764400000000,
  CustomerEmailRoutes1764500000000,
  CustomerIndex1764600000000,
  TrackingSteps1764650000000,
  JobLocks1764700000000,
  CustomerSearchFts1764800000000,
  RowTotals1764900000000,
  CustomerSearchOrder1765000000000,
  RecordProviders1765100000000,
  CustomerSource1765230000000,
  UserTokens1765400000000,
  ActivityAttachments1765500000000,
  AutomatedEmailMoments1765600000000,
  RenewalReminders1765700000000,
  ProviderSummaryTerms1765750000000,
  Webhooks1765900000000,
  ProviderOtherMonthlyFees1765950000000,
  QuoteEmailSummaryBox1766000000000,
  TrackingRollups1766100000000,
  RenewalReminderSavingsLine1766200000000,
  QuoteEmailOtherFees1766300000000,
  CustomerRollups1766400000000,
];
