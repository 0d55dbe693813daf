import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CompleteTaskBody, LeadStatus, LeadView, TaskView } from './api/types';
import { createCrmCalls, type CrmCalls } from './crmCalls';
import { createCustomersDataProvider } from './customersDataProvider';
import { CRM_API, httpClient } from './httpClient';

const recordUrl = (resource: string, id: string | number) => `${CRM_API}/${resource}/${encodeURIComponent(String(id))}`;

const base = simpleRestProvider(CRM_API, httpClient);

/** The customer calls simple-rest cannot make (customersDataProvider.ts). */
export const customers = createCustomersDataProvider(CRM_API, httpClient);

const CUSTOMERS = 'customers';

/**
 * react-admin's methods are generic in the record type its views ask for; the customer methods
 * answer the generated API types (CustomerRow), which are what the customer views read.
 */
const asRaResult = <Result>(result: Promise<unknown>): Promise<Result> => result as Promise<Result>;

/** The back-office's calls simple-rest has no method for (crmCalls.ts). */
const crmCalls = createCrmCalls('/api', httpClient);

/** The data provider with the back-office's own calls, for useDataProvider<CrmDataProvider>(). */
export interface CrmDataProvider extends DataProvider, CrmCalls {
  /** PATCH /api/crm/leads/{leadId}/status: the updated lead. */
  changeLeadStatus(leadId: number, status: LeadStatus): Promise<LeadView>;
  /** POST /api/crm/tasks/{taskId}/complete: the completed task. */
  completeTask: (id: TaskView['id'], body: CompleteTaskBody) => Promise<{ data: TaskView }>;
}

/**
 * ra-data-simple-rest over /api/crm (lists send sort, range and filter and read Content-Range).
 * Updates use PATCH, as the API contract says, instead of simple-rest's PUT.
 * A delete that answers without a body still resolves with the deleted record.
 * The `customers` resource goes through customersDataProvider.ts (its list envelope, dateFilter,
 * one bulk-delete call); changeLeadStatus and completeTask are the custom calls.
 */
export const dataProvider: CrmDataProvider = {
  ...base,
  ...crmCalls,
  getList: (resource, params) => (resource === CUSTOMERS ? asRaResult(customers.getList(params)) : base.getList(resource, params)),
  update: (resource, params) =>
    httpClient(recordUrl(resource, params.id), {
      method: 'PATCH',
      body: JSON.stringify(params.data),
    }).then(({ json }) => ({ data: json ?? { ...params.previousData, id: params.id } })),
  updateMany: (resource, params) =>
    Promise.all(params.ids.map((id) => httpClient(recordUrl(resource, id), { method: 'PATCH', body: JSON.stringify(params.data) }))).then(() => ({
      data: params.ids,
    })),
  delete: (resource, params) =>
    resource === CUSTOMERS
      ? asRaResult(customers.delete(params))
      : httpClient(recordUrl(resource, params.id), { method: 'DELETE' }).then(({ json }) => ({
          data: json ?? params.previousData ?? { id: params.id },
        })),
  deleteMany: (resource, params) => (resource === CUSTOMERS ? asRaResult(customers.deleteMany(params)) : base.deleteMany(resource, params)),
  changeLeadStatus: (leadId, status) => customers.changeLeadStatus(leadId, status),
  completeTask: (id, body) =>
    httpClient(`${recordUrl('tasks', id)}/complete`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => ({
      data: json as TaskView,
    })),
};
