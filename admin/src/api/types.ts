/**
 * The API answers and bodies the back-office uses, under its own names. Each is a schema of
 * openapi.yaml, generated into api-types/schema.ts by `npm run api-types` (also run by
 * `npm run openapi`); a changed server DTO shows up here as a type error.
 */
import type { components, operations } from '@api-types/schema';

type Schemas = components['schemas'];

/** GET /api/crm/auth/user, and `user` of POST /api/auth/login. */
export type CurrentUser = Schemas['CurrentUserDto'];

/** POST /api/auth/login. */
export type LoginResponse = Schemas['LoginResponseDto'];
export type LoginBody = Schemas['LoginDto'];

/** A CRM user of GET /api/crm/users and /api/crm/users/{id}. */
export type UserView = Schemas['UserViewDto'];

export type Role = UserView['role'];

/** POST /api/crm/users. */
export type CreateUserBody = Schemas['CreateUserDto'];

/** PATCH /api/crm/users/{id}. */
export type UpdateUserBody = Schemas['UpdateUserDto'];

/** GET /api/crm/customers: one page of customers (businessProfiles) with their leads and quotes. */
export type CustomerList = Schemas['CustomerListDto'];

/** A customer (business profile) of the list, with its latest lead's contact and status. */
export type CustomerRow = Schemas['CustomerRowDto'];

/** The customer list's date preset (query parameter dateFilter of the list and the CSV export). */
export type CustomerDateFilter = NonNullable<NonNullable<operations['CustomersController_list']['parameters']['query']>['dateFilter']>;

/** POST /api/crm/customers/bulk-delete and its answer; DELETE /api/crm/customers/{id}'s answer. */
export type BulkDeleteCustomersBody = Schemas['BulkDeleteCustomersDto'];
export type CustomersDeleted = Schemas['CustomersDeletedDto'];
export type CustomerDeleted = Schemas['CustomerDeletedDto'];

/** A lead as the CRM lead calls answer it (PATCH /api/crm/leads/{leadId}/status answers the updated one). */
export type LeadView = Schemas['LeadViewDto'];

export type LeadStatus = LeadView['status'];

/** GET /api/crm/customers/{id}: the customer detail and its parts. */
export type CustomerDetail = Schemas['CustomerDetailDto'];
export type CustomerProfile = Schemas['CustomerDto'];
/** POST /api/crm/customers: a customer entered by hand, and the answer (its lead and quotes). */
export type CreateCustomerBody = Schemas['CreateCustomerDto'];
export type CustomerCreated = Schemas['CustomerCreatedDto'];
export type CustomerLead = Schemas['LeadViewDto'];
export type CustomerQuote = Schemas['QuoteViewDto'];
export type CustomerActivity = Schemas['CustomerActivityDto'];
export type CustomerTask = Schemas['CustomerTaskDto'];
export type CustomerEmail = Schemas['CustomerEmailDto'];

/** PATCH /api/crm/leads/{leadId}/status. */
export type UpdateLeadStatusBody = Schemas['UpdateLeadStatusDto'];

/** PATCH /api/crm/customers/{id}: a correction of the business details, and its answer. */
export type UpdateBusinessDetailsBody = Schemas['UpdateBusinessDetailsDto'];
export type BusinessProfileView = Schemas['BusinessProfileViewDto'];

/** PATCH /api/crm/leads/{leadId}: a correction of a lead's contact details (answers the lead). */
export type UpdateLeadContactBody = Schemas['UpdateLeadContactDto'];

/** A task of GET /api/crm/tasks and /api/crm/tasks/{id} (with isOverdue, assignedTo, businessProfile). */
export type TaskView = Schemas['TaskViewDto'];

/** POST /api/crm/tasks. */
export type CreateTaskBody = Schemas['CreateTaskDto'];

/** PATCH /api/crm/tasks/{id}. */
export type UpdateTaskBody = Schemas['UpdateTaskDto'];

/** POST /api/crm/tasks/{taskId}/complete. */
export type CompleteTaskBody = Schemas['CompleteTaskDto'];

/** POST /api/crm/activities (a call log or a note) and its answer. */
export type CreateActivityBody = Schemas['CreateActivityDto'];
export type ActivityView = Schemas['ActivityViewDto'];

export type TaskOutcome = CompleteTaskBody['outcome'];

/** GET /api/analytics/dashboard: the funnel, overview, sectors, journey and top providers of a period. */
export type AnalyticsDashboard = Schemas['AnalyticsDashboardDto'];
export type ConversionFunnel = Schemas['ConversionFunnelDto'];
export type SectorShare = Schemas['SectorShareDto'];
export type ProviderPerformance = Schemas['ProviderPerformanceDto'];
export type CustomerJourney = Schemas['CustomerJourneyDto'];
export type SourceShare = Schemas['SourceShareDto'];

/** The period presets of the analytics calls (query parameter dateFilter: the dashboard's date filters). */
export type DashboardDateFilter = NonNullable<NonNullable<operations['AnalyticsController_dashboard']['parameters']['query']>['dateFilter']>;

/** GET /api/crm/dashboard/details: a funnel stage (statType) and one of its rows. */
export type StatType = NonNullable<NonNullable<operations['CrmDashboardController_list']['parameters']['query']>['statType']>;
export type DashboardDetailRow = Schemas['DashboardDetailRowDto'];

/** GET /api/crm/admin/system-stats: the admin console's and the administration page's figures in one answer. */
export type SystemStats = Schemas['SystemStatsDto'];

/** GET /api/crm/data-retention/status, GET /api/crm/retention/scheduled, POST /api/crm/data-retention/cleanup. */
export type RetentionStatus = Schemas['RetentionStatusDto'];
export type RetentionRecord = Schemas['RetentionRecordViewDto'];
export type CleanupResult = Schemas['CleanupResultDto'];

/** An email template of GET /api/crm/email-templates (with its usage count and placeholders). */
export type EmailTemplateView = Schemas['EmailTemplateViewDto'];

export type TemplateCategory = EmailTemplateView['category'];

/** POST /api/crm/email-templates and PATCH /api/crm/email-templates/{id}. */
export type CreateEmailTemplateBody = Schemas['CreateEmailTemplateDto'];
export type UpdateEmailTemplateBody = Schemas['UpdateEmailTemplateDto'];

/** POST /api/crm/email-templates/{id}/preview: its body and answer. */
export type PreviewEmailTemplateBody = Schemas['PreviewEmailTemplateDto'];
export type EmailTemplatePreview = Schemas['EmailTemplatePreviewDto'];

/** POST /api/crm/emails/send and its answer (the stored email, queued). */
export type SendEmailBody = Schemas['SendEmailDto'];
export type SentEmail = Schemas['SentEmailDto'];

/** The signed-in user's Gmail connection: GET status, GET auth-url, POST test, DELETE. */
export type GmailStatus = Schemas['GmailStatusDto'];
export type GmailAuthUrl = Schemas['GmailAuthUrlDto'];
export type GmailTestResult = Schemas['GmailTestResultDto'];
export type GmailDisconnect = Schemas['GmailDisconnectDto'];

/** GET /api/company: the company's public identity; isExample while it is still the example one. */
export type PublicCompany = Schemas['PublicCompanyDto'];

/** GET/PUT/DELETE /api/crm/providers/{id}/webhook: a provider's webhook, never its secret. */
export type WebhookView = Schemas['WebhookViewDto'];
/** PUT (the first time) and POST .../rotate-secret: the one answer that shows the signing secret. */
export type WebhookWithSecret = Schemas['WebhookWithSecretDto'];
/** GET /api/crm/leads/{id}/webhook-deliveries: what was sent about a lead to its provider's webhook. */
export type WebhookDelivery = Schemas['WebhookDeliveryViewDto'];
