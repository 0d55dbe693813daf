/**
 * The calls of the customer detail (spec §7), through the shared httpClient (cookies, the
 * server's message on errors). The lead-status and delete calls may later come from the data
 * provider the Lead Management screens add; until then they live here.
 */
import type {
  ActivityView,
  CompleteTaskBody,
  CreateActivityBody,
  CreateTaskBody,
  CustomerDeleted,
  CustomerDetail,
  CustomerLead,
  LeadStatus,
  TaskView,
  UpdateLeadStatusBody,
} from '../../api/types';
import { CRM_API, httpClient } from '../../httpClient';

const id = (value: string | number) => encodeURIComponent(String(value));

const post = async <Answer>(url: string, body: unknown, method = 'POST'): Promise<Answer> =>
  (await httpClient(url, { method, body: JSON.stringify(body) })).json as Answer;

export const fetchCustomerDetail = async (customerId: string): Promise<CustomerDetail> =>
  (await httpClient(`${CRM_API}/customers/${id(customerId)}`)).json as CustomerDetail;

/** Log a call or add a note. */
export const createActivity = (body: CreateActivityBody) => post<ActivityView>(`${CRM_API}/activities`, body);

export const createTask = (body: CreateTaskBody) => post<TaskView>(`${CRM_API}/tasks`, body);

export const completeTask = (taskId: number, body: CompleteTaskBody) => post<TaskView>(`${CRM_API}/tasks/${id(taskId)}/complete`, body);

export const changeLeadStatus = (leadId: number, status: LeadStatus) =>
  post<CustomerLead>(`${CRM_API}/leads/${id(leadId)}/status`, { status } satisfies UpdateLeadStatusBody, 'PATCH');

export const deleteCustomer = async (customerId: string): Promise<CustomerDeleted> =>
  (await httpClient(`${CRM_API}/customers/${id(customerId)}`, { method: 'DELETE' })).json as CustomerDeleted;
