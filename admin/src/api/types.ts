/**
 * The API answers and bodies the back-office uses, under its own names. Each is a schema of
 * openapi.yaml, generated into api-types/schema.ts by `npm run api-types` (also run by
 * `npm run openapi`); a changed server DTO shows up here as a type error.
 */
import type { components } from '@api-types/schema';

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

/** GET /api/crm/customers/{id}: the customer detail and its parts. */
export type CustomerDetail = Schemas['CustomerDetailDto'];
export type CustomerProfile = Schemas['CustomerDto'];
export type CustomerLead = Schemas['LeadViewDto'];
export type CustomerQuote = Schemas['QuoteViewDto'];
export type CustomerActivity = Schemas['CustomerActivityDto'];
export type CustomerTask = Schemas['CustomerTaskDto'];
export type CustomerEmail = Schemas['CustomerEmailDto'];
export type LeadStatus = CustomerLead['status'];

/** PATCH /api/crm/leads/{leadId}/status. */
export type UpdateLeadStatusBody = Schemas['UpdateLeadStatusDto'];

/** POST /api/crm/activities (a call log or a note) and its answer. */
export type CreateActivityBody = Schemas['CreateActivityDto'];
export type ActivityView = Schemas['ActivityViewDto'];

/** POST /api/crm/tasks, POST /api/crm/tasks/{taskId}/complete and their answer. */
export type CreateTaskBody = Schemas['CreateTaskDto'];
export type CompleteTaskBody = Schemas['CompleteTaskDto'];
export type TaskView = Schemas['TaskViewDto'];
export type TaskOutcome = CompleteTaskBody['outcome'];

/** DELETE /api/crm/customers/{id}. */
export type CustomerDeleted = Schemas['CustomerDeletedDto'];
