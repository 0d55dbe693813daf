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
