/**
 * The calls of the customer detail, through the shared httpClient (cookies, the
 * server's message on errors). Changing a lead's status, completing a task and deleting a
 * customer are the data provider's calls (one home each), answered here in this screen's shape.
 */
import type { ActivityView, CompleteTaskBody, CreateActivityBody, CreateTaskBody, CustomerDetail, CustomerLead, LeadStatus, SendEmailBody, SentEmail, TaskView } from '../../../api/types';
import { customers, dataProvider } from '../../../dataProvider';
import { CRM_API, httpClient } from '../../../httpClient';

const id = (value: string | number) => encodeURIComponent(String(value));

const post = async <Answer>(url: string, body: unknown): Promise<Answer> => (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as Answer;

export const fetchCustomerDetail = async (customerId: string): Promise<CustomerDetail> =>
  (await httpClient(`${CRM_API}/customers/${id(customerId)}`)).json as CustomerDetail;

/** Log a call or add a note. */
export const createActivity = (body: CreateActivityBody) => post<ActivityView>(`${CRM_API}/activities`, body);

export const createTask = (body: CreateTaskBody) => post<TaskView>(`${CRM_API}/tasks`, body);

export const completeTask = async (taskId: number, body: CompleteTaskBody): Promise<TaskView> => (await dataProvider.completeTask(taskId, body)).data;

export const changeLeadStatus = (leadId: number, status: LeadStatus): Promise<CustomerLead> => customers.changeLeadStatus(leadId, status);

export const deleteCustomer = async (customerId: string): Promise<void> => {
  await customers.delete({ id: customerId });
};

/** POST /api/crm/emails/send: the email as stored (queued; the server sends it and fills its placeholders). */
export const sendEmail = (body: SendEmailBody) => post<SentEmail>(`${CRM_API}/emails/send`, body);
