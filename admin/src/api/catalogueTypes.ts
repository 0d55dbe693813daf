/**
 * The catalogue's API answers and bodies (providers, terminals, audit, images, industry defaults),
 * each a schema of openapi.yaml generated into api-types/schema.ts: a changed server DTO shows up
 * here as a type error.
 */
import type { components } from '@api-types/schema';

type Schemas = components['schemas'];

/** GET /api/crm/providers/with-scores; PATCH /api/crm/providers/{id}'s answer. */
export type ProviderWithScores = Schemas['ProviderWithScoresDto'];
/** PATCH /api/crm/providers/{id}. */
export type UpdateProviderBody = Schemas['UpdateProviderDto'];
/** POST /api/crm/providers/with-terminals and its answer. */
export type CreateProviderBody = Schemas['CreateProviderWithTerminalsDto'];
export type NewProviderBody = Schemas['NewProviderDto'];
export type NewTerminalBody = Schemas['NewTerminalDto'];
export type ProviderCreated = Schemas['ProviderCreatedDto'];

/** GET /api/terminals; PATCH and DELETE /api/crm/terminals/{id}'s answers. */
export type TerminalAdmin = Schemas['TerminalAdminViewDto'];
export type UpdateTerminalBody = Schemas['UpdateTerminalDto'];
/** POST /api/crm/providers/{id}/terminals: a terminal of an existing provider. */
export type AddTerminalBody = Schemas['AddTerminalDto'];
export type TerminalTypeValue = TerminalAdmin['type'];
export type CatalogueStatusValue = ProviderWithScores['status'];

/** GET /api/crm/audit and /api/crm/providers/{id}/audit. */
export type AuditEntry = Schemas['AuditEntryDto'];
export type AuditChange = Schemas['AuditChangeDto'];

/** The uploads: POST /api/upload/{provider-logo|terminal-image}/{id}; GET /api/uploads. */
export type UploadedImage = Schemas['UploadedImageDto'];
export type GalleryImage = Schemas['GalleryImageDto'];

/** GET /api/crm/industry-defaults; PUT /api/crm/industry-defaults/{id}. */
export type IndustryDefault = Schemas['IndustryDefaultViewDto'];
export type UpdateIndustryDefaultBody = Schemas['UpdateIndustryDefaultDto'];
