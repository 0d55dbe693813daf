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

/** A task of GET /api/crm/tasks and /api/crm/tasks/{id} (with isOverdue, assignedTo, businessProfile). */
export type TaskView = Schemas['TaskViewDto'];

/** POST /api/crm/tasks. */
export type CreateTaskBody = Schemas['CreateTaskDto'];

/**
 * PATCH /api/crm/tasks/{id}. The generator reads the DTO's `title?: string | null` as an object
 * (its Swagger property names no type), so title is restated as the text the server validates.
 */
export type UpdateTaskBody = Omit<Schemas['UpdateTaskDto'], 'title'> & { title?: string };

/** POST /api/crm/tasks/{taskId}/complete. */
export type CompleteTaskBody = Schemas['CompleteTaskDto'];
