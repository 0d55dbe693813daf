import type { CompleteTaskBody, TaskView } from '../../api/types';

/** A task as GET /api/crm/tasks answers it, with isOverdue, assignedTo and the customer's name. */
export type TaskRecord = TaskView;

export type TaskType = TaskView['type'];
export type TaskPriority = TaskView['priority'];
export type TaskOutcome = CompleteTaskBody['outcome'];

export type TaskFormMode = 'create' | 'edit';
