import { EntityManager, In } from 'typeorm';
import { canChangeTask, scopeCustomers } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { CrmUser } from '../users/entities/crm-user.entity';
import { Task } from './entities/task.entity';
import { TaskViewDto } from './dto/task-view.dto';
import { isOverdue } from './task-rules';

/**
 * Tasks as answered: the assignee's name and the customer's business name are read for the
 * whole page at once (two small queries). A customer the user may not see (a partner's task on
 * another provider's customer) is answered as no customer.
 */
export async function toTaskViews(manager: EntityManager, tasks: Task[], user: SessionUser, now: Date): Promise<TaskViewDto[]> {
  const userIds = [...new Set(tasks.map((task) => task.assignedToCrmUserId).filter((id): id is number => id !== null))];
  const profileIds = [...new Set(tasks.map((task) => task.businessProfileId).filter((id): id is string => id !== null))];
  const names = new Map<number, string>();
  if (userIds.length > 0) {
    for (const row of await manager.getRepository(CrmUser).find({ select: { id: true, name: true }, where: { id: In(userIds) } })) names.set(row.id, row.name);
  }
  const customers = new Map<string, string | null>();
  if (profileIds.length > 0) {
    const query = manager.getRepository(BusinessProfile).createQueryBuilder('bp').select(['bp.id', 'bp.businessName']).where('bp.id IN (:...profileIds)', { profileIds });
    for (const row of await scopeCustomers(query, user, 'bp').getMany()) customers.set(row.id, row.businessName);
  }
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
      assignedTo: task.assignedToCrmUserId === null ? null : (names.get(task.assignedToCrmUserId) ?? null),
      businessProfile: isVisible && task.businessProfileId ? { businessName: customers.get(task.businessProfileId) ?? null } : null,
    };
  });
}
