import { Activity } from '../activities/entities/activity.entity';
import { ActivityAttachment } from '../activities/entities/activity-attachment.entity';
import { Task } from '../tasks/entities/task.entity';
import { TrackingEvent } from '../analytics/entities/tracking-event.entity';
import { TrackingAppliedSession } from '../analytics/entities/tracking-applied-session.entity';
import { TrackingRollup } from '../analytics/entities/tracking-rollup.entity';
import { AuditLog } from '../audit/entities/audit-log.entity';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { SavedProgress } from '../progress/entities/saved-progress.entity';
import { GmailOAuthState } from '../gmail/entities/gmail-oauth-state.entity';
import { GoogleIntegration } from '../gmail/entities/google-integration.entity';
import { JobLock } from '../jobs/entities/job-lock.entity';
import { RenewalReminder } from '../reminders/entities/renewal-reminder.entity';
import { IndustryDefault } from '../industry-defaults/entities/industry-default.entity';
import { Lead } from '../leads/entities/lead.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { Email } from '../mail/entities/email.entity';
import { EmailTemplate } from '../mail/entities/email-template.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { CustomerProvider } from '../profiles/entities/customer-provider.entity';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import { ReferenceSeed } from './seeds/reference-seed.entity';
import { RetentionRecord } from '../retention/entities/retention-record.entity';
import { CrmUser } from '../users/entities/crm-user.entity';
import { UserToken } from '../users/entities/user-token.entity';
import { WebhookAttempt } from '../webhooks/entities/webhook-attempt.entity';
import { WebhookDelivery } from '../webhooks/entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../webhooks/entities/webhook-endpoint.entity';

/** Every entity of the product, in one list for the data source. */
export const ENTITIES = [
  Provider,
  Terminal,
  BusinessProfile,
  CustomerProvider,
  Quote,
  Lead,
  CrmUser,
  AuthSession,
  UserToken,
  Task,
  Activity,
  ActivityAttachment,
  EmailTemplate,
  Email,
  AuditLog,
  RetentionRecord,
  TrackingEvent,
  TrackingRollup,
  TrackingAppliedSession,
  GoogleIntegration,
  GmailOAuthState,
  IndustryDefault,
  SavedProgress,
  ReferenceSeed,
  JobLock,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  RenewalReminder,
];
