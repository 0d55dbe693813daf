import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CompleteTaskBody, TaskView } from './api/types';
import { CRM_API, httpClient } from './httpClient';

const recordUrl = (resource: string, id: string | number) =>
  `${CRM_API}/${resource}/${encodeURIComponent(String(id))}`;

const base = simpleRestProvider(CRM_API, httpClient);

/**
 * ra-data-simple-rest over /api/crm (lists send sort, range and filter and read Content-Range).
 * Updates use PATCH, as the API contract says (spec §7), instead of simple-rest's PUT.
 * A delete that answers without a body still resolves with the deleted record.
 */
/** The calls beyond react-admin's CRUD methods (reach them through useDataProvider<CrmDataProvider>()). */
export interface CrmDataProvider extends DataProvider {
  /** POST /api/crm/tasks/{taskId}/complete: the completed task. */
  completeTask: (id: TaskView['id'], body: CompleteTaskBody) => Promise<{ data: TaskView }>;
}

export const dataProvider: CrmDataProvider = {
  ...base,
  update: (resource, params) =>
    httpClient(recordUrl(resource, params.id), {
      method: 'PATCH',
      body: JSON.stringify(params.data),
    }).then(({ json }) => ({ data: json ?? { ...params.previousData, id: params.id } })),
  updateMany: (resource, params) =>
    Promise.all(
      params.ids.map((id) =>
        httpClient(recordUrl(resource, id), { method: 'PATCH', body: JSON.stringify(params.data) }),
      ),
    ).then(() => ({ data: params.ids })),
  delete: (resource, params) =>
    httpClient(recordUrl(resource, params.id), { method: 'DELETE' }).then(({ json }) => ({
      data: json ?? params.previousData ?? { id: params.id },
    })),
  completeTask: (id, body) =>
    httpClient(`${recordUrl('tasks', id)}/complete`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => ({
      data: json as TaskView,
    })),
};
