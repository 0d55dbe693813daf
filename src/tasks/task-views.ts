import { canChangeTask } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Task } from './entities/task.entity';
import { TaskViewDto } from './dto/task-view.dto';
import { canDeleteTask, isOverdue } from './task-rules';

/** Where the views' names come from: the users module (assignees) and the profiles module (customers the user may see). */
export interface TaskViewNames {
  userNames(ids: readonly number[]): Promise<Map<number, string>>;
  visibleBusinessNames(ids: readonly string[], user: SessionUser): Promise<Map<string, string | null>>;
}

/**
 * Tasks as answered: the assignee's name and the customer's business name are read for the
 * whole page at once (two small queries, each by its owning module). A customer the user may not
 * see (a partner's task on another provider's customer) is answered as no customer.
 */
export async function toTaskViews(lookup: TaskViewNames, tasks: Task[], user: SessionUser, now: Date): Promise<TaskViewDto[]> {
  const userIds = [...new Set(tasks.map((task) => task.assignedToCrmUserId).filter((id): id is number => id !== null))];
  const profileIds = [...new Set(tasks.map((task) => task.businessProfileId).filter((id): id is string => id !== null))];
  const names = await lookup.userNames(userIds);
  const customers = await lookup.visibleBusinessNames(profileIds, user);
  return tasks.map((task) => {
    const isVisible = task.businessProfileId !== null && customers.has(task.businessProfileId);
    return {
      id: task.id,
      title: task.title,
      description: task.description,
      type: task.type,
      priority: task.priority,
      status: task.status,
      dueDate: task.dueDate,
      outcome: task.outcome,
      notes: task.notes,
      reminderMinutes: task.reminderMinutes,
      businessProfileId: isVisible ? task.businessProfileId : null,
      assignedToCrmUserId: task.assignedToCrmUserId,
      createdByCrmUserId: task.createdByCrmUserId,
      completedAt: task.completedAt,
      createdAt: task.createdAt,
      updatedAt: task.updatedAt,
      isOverdue: isOverdue(task, now),
      canChange: canChangeTask(task, user),
      canDelete: canDeleteTask(task, user),
      assignedTo: task.assignedToCrmUserId === null ? null : (names.get(task.assignedToCrmUserId) ?? null),
      businessProfile: isVisible && task.businessProfileId ? { businessName: customers.get(task.businessProfileId) ?? null } : null,
    };
  });
}
