import type { DeleteManyParams, DeleteParams, GetListParams, Identifier, RaRecord } from 'react-admin';
// The server's customer date presets: the shared vocabulary's names, never a copy.
import { isCustomerDateFilter } from '@domain/vocabulary/date-presets';
import type { BulkDeleteCustomersBody, CustomerList, CustomerRow, CustomersDeleted, LeadStatus, LeadView, UpdateLeadStatusBody } from './api/types';

/**
 * The customer calls of the back-office, which
 * ra-data-simple-rest cannot make on its own:
 * - GET /api/crm/customers answers `{businessProfiles, leads, quotes}` (not an array): the rows are
 *   businessProfiles, the total comes from Content-Range, leads and quotes go to the result's meta;
 *   the date preset is its own query parameter (`dateFilter`), not part of `filter`.
 * - A search matching more than 100 customers has no exact total: Content-Range ends in `*` and
 *   X-Total-More-Than says how many are known to match, at least one beyond the page. The result
 *   then has react-admin's pageInfo (a next page exists) instead of a total, and meta.totalMoreThan.
 * - Deleting several customers is ONE call, POST /api/crm/customers/bulk-delete (all or nothing),
 *   never one DELETE per row.
 * - A lead's status changes with PATCH /api/crm/leads/{leadId}/status.
 * Pure apart from the injected HTTP client (no react-admin at run time), so it is unit-tested.
 */

/** What this module needs of the HTTP client (react-admin's fetchJson with our error messages fits). */
export type CustomersHttpClient = (
  url: string,
  options?: { method?: string; body?: string; headers?: Headers; signal?: AbortSignal },
) => Promise<{ headers: Headers; json: unknown }>;

/** The values of the customer list's filter form (react-admin's filterValues). */
export type CustomerFilterValues = Record<string, unknown>;

/**
 * The query of the list and of the CSV export for some filter values: `filter` (JSON) and, apart,
 * `dateFilter` when it is one of the server's presets.
 */
export const customerFilterQuery = (filterValues: CustomerFilterValues = {}): URLSearchParams => {
  const { dateFilter, ...filter } = filterValues;
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (isCustomerDateFilter(dateFilter)) query.set('dateFilter', dateFilter);
  return query;
};

/**
 * The total of a list answer: 'customers 0-24/319' -> { total: 319 }; 'customers 0-24/*' with
 * X-Total-More-Than: 100 -> { moreThan: 100 }.
 */
const totalFrom = (headers: Headers): { total: number } | { moreThan: number } => {
  const written = headers.get('content-range')?.split('/').pop();
  if (written === '*') {
    const moreThan = Number.parseInt(headers.get('x-total-more-than') ?? '', 10);
    if (Number.isNaN(moreThan)) throw new Error('The customer list answered a * total without X-Total-More-Than.');
    return { moreThan };
  }
  const total = Number.parseInt(written ?? '', 10);
  if (Number.isNaN(total)) throw new Error('The customer list answered without a Content-Range total.');
  return { total };
};

export interface CustomerListMeta extends Pick<CustomerList, 'leads' | 'quotes'> {
  /** Set when the total is not known exactly: more than this many customers match. */
  totalMoreThan?: number;
}

export interface CustomerListResult {
  data: CustomerRow[];
  /** The exact total; absent when only a lower bound is known (meta.totalMoreThan, pageInfo). */
  total?: number;
  pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean };
  /** The leads and quotes of the page's customers, as the server sends them. */
  meta: CustomerListMeta;
}

export const createCustomersDataProvider = (apiUrl: string, http: CustomersHttpClient) => {
  const customersUrl = `${apiUrl}/customers`;

  return {
    async getList(params: Partial<GetListParams>): Promise<CustomerListResult> {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      const { field, order } = params.sort ?? { field: 'createdAt', order: 'DESC' };
      const first = (page - 1) * perPage;
      const query = customerFilterQuery(params.filter);
      query.set('sort', JSON.stringify([field, order]));
      query.set('range', JSON.stringify([first, first + perPage - 1]));
      const { headers, json } = await http(`${customersUrl}?${query}`, { signal: params.signal });
      const { businessProfiles, leads, quotes } = json as CustomerList;
      const counted = totalFrom(headers);
      if ('total' in counted) return { data: businessProfiles, total: counted.total, meta: { leads, quotes } };
      // More match than the count went to, and it went at least one past this page.
      return {
        data: businessProfiles,
        pageInfo: { hasNextPage: true, hasPreviousPage: first > 0 },
        meta: { leads, quotes, totalMoreThan: counted.moreThan },
      };
    },

    /** DELETE /api/crm/customers/{id}; resolves with the deleted record (react-admin removes it from its caches). */
    async delete(params: DeleteParams): Promise<{ data: RaRecord }> {
      await http(`${customersUrl}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
      return { data: params.previousData ?? { id: params.id } };
    },

    /** One POST /api/crm/customers/bulk-delete for every selected customer: all are deleted, or none. */
    async deleteMany(params: DeleteManyParams): Promise<{ data: Identifier[] }> {
      const body: BulkDeleteCustomersBody = { customerIds: params.ids.map(String) };
      const { json } = await http(`${customersUrl}/bulk-delete`, { method: 'POST', body: JSON.stringify(body) });
      return { data: (json as CustomersDeleted).ids };
    },

    /** PATCH /api/crm/leads/{leadId}/status: the updated lead. */
    async changeLeadStatus(leadId: number, status: LeadStatus): Promise<LeadView> {
      const body: UpdateLeadStatusBody = { status };
      const { json } = await http(`${apiUrl}/leads/${encodeURIComponent(String(leadId))}/status`, {
        method: 'PATCH',
        body: JSON.stringify(body),
      });
      return json as LeadView;
    },

    /** GET /api/crm/customers/export.csv for the list's filters: every matching customer, not one page. */
    exportUrl(filterValues: CustomerFilterValues = {}): string {
      return `${customersUrl}/export.csv?${customerFilterQuery(filterValues)}`;
    },
  };
};

export type CustomersDataProvider = ReturnType<typeof createCustomersDataProvider>;
