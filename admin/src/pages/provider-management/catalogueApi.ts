/**
 * The catalogue calls (providers, terminals, audit, images, industry
 * defaults), over the session cookie. Lists send react-admin's filter and range and read the
 * total from Content-Range, as every list of the API answers.
 */
import { HttpError } from 'react-admin';
import type {
  AuditEntry,
  CreateProviderBody,
  GalleryImage,
  IndustryDefault,
  ProviderCreated,
  ProviderWithScores,
  TerminalAdmin,
  UpdateIndustryDefaultBody,
  UpdateProviderBody,
  UpdateTerminalBody,
  UploadedImage,
} from '../../api/catalogueTypes';
import { httpClient, serverMessage } from '../../httpClient';

export interface Page<T> {
  data: T[];
  total: number;
}

export type ListFilter = Record<string, string | number | boolean | string[] | undefined>;

/** The largest page the API gives (list-query's default maximum). */
export const MAX_PAGE = 500;

const totalOf = (headers: Headers, fallback: number): number => {
  const range = headers.get('Content-Range');
  const total = range ? Number(range.split('/').pop()) : NaN;
  return Number.isFinite(total) ? total : fallback;
};

/** GET a simple-rest list: one page (first `size` records) and the total. Empty filter values are left out. */
export async function getPage<T>(path: string, filter: ListFilter = {}, size = MAX_PAGE, sort?: [string, 'ASC' | 'DESC']): Promise<Page<T>> {
  const kept = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '' && value !== 'all'));
  const query = new URLSearchParams({ filter: JSON.stringify(kept), range: JSON.stringify([0, Math.max(size, 1) - 1]) });
  if (sort) query.set('sort', JSON.stringify(sort));
  const { json, headers } = await httpClient(`${path}?${query.toString()}`);
  const data = json as T[];
  return { data, total: totalOf(headers, data.length) };
}

const send = async <T>(path: string, method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', body?: unknown): Promise<T> => {
  const { json } = await httpClient(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return json as T;
};

export const PROVIDERS_PATH = '/api/crm/providers/with-scores';
export const TERMINALS_PATH = '/api/terminals';
export const AUDIT_PATH = '/api/crm/audit';
export const GALLERY_PATH = '/api/uploads';
export const INDUSTRY_DEFAULTS_PATH = '/api/crm/industry-defaults';

export const catalogueApi = {
  providers: (filter: ListFilter = {}, size = MAX_PAGE) => getPage<ProviderWithScores>(PROVIDERS_PATH, filter, size, ['name', 'ASC']),
  terminals: (filter: ListFilter = {}, size = MAX_PAGE) => getPage<TerminalAdmin>(TERMINALS_PATH, filter, size, ['name', 'ASC']),
  audit: (filter: ListFilter = {}, size = 25) => getPage<AuditEntry>(AUDIT_PATH, filter, size),
  providerAudit: (id: number, size = 100) => getPage<AuditEntry>(`/api/crm/providers/${id}/audit`, {}, size),
  gallery: (filter: ListFilter = {}) => getPage<GalleryImage>(GALLERY_PATH, filter, MAX_PAGE, ['lastModified', 'DESC']),
  industryDefaults: () => getPage<IndustryDefault>(INDUSTRY_DEFAULTS_PATH, {}, MAX_PAGE),
  updateProvider: (id: number, body: UpdateProviderBody) => send<ProviderWithScores>(`/api/crm/providers/${id}`, 'PATCH', body),
  createProvider: (body: CreateProviderBody) => send<ProviderCreated>('/api/crm/providers/with-terminals', 'POST', body),
  updateTerminal: (id: number, body: UpdateTerminalBody) => send<TerminalAdmin>(`/api/crm/terminals/${id}`, 'PATCH', body),
  deleteTerminal: (id: number) => send<TerminalAdmin>(`/api/crm/terminals/${id}`, 'DELETE'),
  deleteImage: (image: Pick<GalleryImage, 'type' | 'filename'>) => send<GalleryImage>(`/api/uploads/${image.type}s/${encodeURIComponent(image.filename)}`, 'DELETE'),
  updateIndustryDefault: (id: number, body: UpdateIndustryDefaultBody) => send<IndustryDefault>(`${INDUSTRY_DEFAULTS_PATH}/${id}`, 'PUT', body),
};

/** Where each kind of image is uploaded, and its multipart field. */
export const UPLOAD_TARGETS = {
  logo: { path: (id: number) => `/api/upload/provider-logo/${id}`, field: 'logo' },
  'terminal-image': { path: (id: number) => `/api/upload/terminal-image/${id}`, field: 'image' },
} as const;

export type ImageKindValue = keyof typeof UPLOAD_TARGETS;

/**
 * POST the image as multipart (fetchJson would send JSON headers): the browser sets the boundary.
 * A refused upload throws an HttpError carrying the server's message, like httpClient.
 */
export async function uploadImage(kind: ImageKindValue, id: number, image: Blob, filename: string): Promise<UploadedImage> {
  const target = UPLOAD_TARGETS[kind];
  const form = new FormData();
  form.append(target.field, image, filename);
  const response = await fetch(target.path(id), { method: 'POST', body: form, credentials: 'include' });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text itself is the message.
  }
  if (!response.ok) throw new HttpError(serverMessage(body) ?? response.statusText, response.status, body);
  return body as UploadedImage;
}

