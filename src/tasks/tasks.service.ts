import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { canChangeTask, findVisibleCustomer, providerOfAuthor, scopeCustomers, scopeTasks } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { ListQueryParams, ListResult, listQuery, parseFilter } from '../common/list-query/list-query';
import { forUpdate, Transactions } from '../database/transactions';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { CrmUser, Role } from '../users/entities/crm-user.entity';
import { UsersService } from '../users/users.service';
import { ProfilesService } from '../profiles/profiles.service';
import { ActivityRecorder } from '../activities/activity-recorder';
import { Task } from './entities/task.entity';
import { CompleteTaskDto } from './dto/complete-task.dto';
import { CreateTaskDto } from './dto/create-task.dto';
import { TaskViewDto } from './dto/task-view.dto';
import { UpdateTaskDto } from './dto/update-task.dto';
import { TaskDateParams, taskListSpec, withDateParams } from './task-list';
import { DEFAULT_REMINDER_MINUTES, DEFAULT_TASK_PRIORITY, DEFAULT_TASK_TYPE } from '../domain/vocabulary/tasks';
import { canDeleteTask, completionSubject, deletionSubject, isBlank, isWithinDueHorizon, parseDueDate, TASK_MESSAGES } from './task-rules';
import { toTaskViews, TaskViewNames } from './task-views';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';

type TaskChanges = Partial<
  Pick<Task, 'title' | 'description' | 'type' | 'priority' | 'reminderMinutes' | 'dueDate' | 'businessProfileId' | 'assignedToCrmUserId' | 'reminderSentAt'>
>;

/** Who a task is assigned to, as far as the assignment rules need it. */
interface Assignee {
  id: number;
  role: Role;
  providerId: number | null;
}

/**
 * Tasks of the back-office: personal or on a customer,
 * created by the signed-in user, assigned to oneself (admins: to any active user), completed once
 * with an outcome. Every read and write goes through the partner scope; a task on a customer
 * moves that customer's last activity, and its completion is written to the customer's timeline.
 */
@HoldsCustomerData('tasks')
@Injectable()
export class TasksService implements CustomerDataHolder {
  constructor(
    @InjectRepository(Task) private readonly taskRows: Repository<Task>,
    private readonly transactions: Transactions,
    private readonly activities: ActivityRecorder,
    private readonly clock: Clock,
    private readonly userRecords: UsersService,
    private readonly profiles: ProfilesService,
  ) {}

  /** The names task views show, each asked of its owning module. */
  private readonly viewNames: TaskViewNames = {
    userNames: (ids) => this.userRecords.namesOf(ids),
    visibleBusinessNames: (ids, user) => this.profiles.visibleBusinessNames(ids, user),
  };

  /** Deleting customers: their tasks go too, inside the deletion's transaction; answers how many each had. */
  deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    return deleteRowsOfCustomers(manager, Task, customers, { one: 'task', many: 'tasks' });
  }

  async list(params: ListQueryParams & TaskDateParams, user: SessionUser): Promise<ListResult<TaskViewDto>> {
    const now = this.clock.now();
    const query = scopeTasks(this.taskRows.createQueryBuilder('t'), user, 't');
    const filter = withDateParams(parseFilter(params.filter), params);
    const listParams: ListQueryParams = { sort: params.sort, range: params.range, filter: JSON.stringify(filter) };
    const result = await listQuery(query, listParams, taskListSpec(user, now, filter));
    return { ...result, items: await toTaskViews(this.viewNames, result.items, user, now) };
  }

  /**
   * One customer's tasks the user may see (the customer detail's timeline): pending first, then
   * by due date, each with its assignee (id and name).
   */
  async ofCustomer(profileId: string, user: SessionUser): Promise<Task[]> {
    const qb = this.taskRows
      .createQueryBuilder('t')
      .leftJoin('t.assignedTo', 'u')
      .addSelect(['u.id', 'u.name'])
      .where('t.businessProfileId = :profileId', { profileId });
    return scopeTasks(qb, user, 't')
      .orderBy("CASE WHEN t.status = 'pending' THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy('t.dueDate', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
  }

  async get(id: number, user: SessionUser): Promise<TaskViewDto> {
    const task = await this.findVisible(this.taskRows.manager, id, user);
    return (await toTaskViews(this.viewNames, [task], user, this.clock.now()))[0];
  }

  async create(dto: CreateTaskDto, user: SessionUser): Promise<TaskViewDto> {
    if (isBlank(dto.title) || isBlank(dto.dueDate)) throw new BadRequestException(TASK_MESSAGES.missingInformation);
    const dueDate = this.dueDateOf(dto.dueDate);
    const id = await this.transactions.run(async (manager) => {
      const customerId = dto.businessProfileId ? (await this.visibleCustomer(manager, dto.businessProfileId, user)).id : null;
      const assignee = await this.assignee(manager, user, dto.assignedToCrmUserId ?? user.id);
      await this.assertPartnerSeesCustomer(manager, assignee, customerId);
      const tasks = manager.getRepository(Task);
      const saved = await tasks.save(
        tasks.create({
          title: String(dto.title).trim(),
          description: dto.description || null,
          type: dto.type ?? DEFAULT_TASK_TYPE,
          priority: dto.priority ?? DEFAULT_TASK_PRIORITY,
          status: 'pending',
          dueDate,
          reminderMinutes: dto.reminderMinutes ?? DEFAULT_REMINDER_MINUTES,
          businessProfileId: customerId,
          assignedToCrmUserId: assignee.id,
          // The creator is always the signed-in user, whatever the body says.
          createdByCrmUserId: user.id,
          outcome: null,
          notes: null,
          completedAt: null,
          reminderSentAt: null,
          googleCalendarEventId: null,
        }),
      );
      if (customerId) await this.activities.touch(manager, customerId);
      return saved.id;
    });
    return this.get(id, user);
  }

  async update(id: number, dto: UpdateTaskDto, user: SessionUser): Promise<TaskViewDto> {
    if ((dto.title !== undefined && isBlank(dto.title)) || (dto.dueDate !== undefined && isBlank(dto.dueDate))) {
      throw new BadRequestException(TASK_MESSAGES.missingInformation);
    }
    await this.transactions.run(async (manager) => {
      const task = await this.findChangeable(manager, id, user);
      const changes: TaskChanges = {};
      if (dto.title !== undefined) changes.title = String(dto.title).trim();
      if (dto.description !== undefined) changes.description = dto.description || null;
      if (dto.type !== undefined) changes.type = dto.type;
      if (dto.priority !== undefined) changes.priority = dto.priority;
      if (dto.reminderMinutes !== undefined) changes.reminderMinutes = dto.reminderMinutes;
      if (dto.dueDate !== undefined) changes.dueDate = this.dueDateOf(dto.dueDate);

      let customerId = task.businessProfileId;
      if (dto.businessProfileId !== undefined) {
        customerId = dto.businessProfileId ? (await this.visibleCustomer(manager, dto.businessProfileId, user)).id : null;
        changes.businessProfileId = customerId;
      }
      const requested = dto.assignedToCrmUserId ?? null;
      const isReassigned = requested !== null && requested !== task.assignedToCrmUserId;
      // Only an admin moves a task from one assignee to another: nobody takes over another's task.
      if (isReassigned && requested === user.id && task.assignedToCrmUserId !== null && user.role !== 'admin')
        throw new ForbiddenException(TASK_MESSAGES.onlyAdminsReassign);
      if (isReassigned || customerId !== task.businessProfileId) {
        const assignee = isReassigned ? await this.assignee(manager, user, requested) : await this.currentAssignee(manager, task.assignedToCrmUserId);
        if (assignee) await this.assertPartnerSeesCustomer(manager, assignee, customerId);
        if (isReassigned) changes.assignedToCrmUserId = requested;
      }
      const assigneeId = isReassigned ? requested : task.assignedToCrmUserId;
      if (user.role === 'partner' && customerId === null && assigneeId !== user.id) throw new ForbiddenException(TASK_MESSAGES.partnerKeepsTask);

      const isDueMoved = changes.dueDate !== undefined && changes.dueDate.getTime() !== task.dueDate.getTime();
      const isReminderMoved = changes.reminderMinutes !== undefined && changes.reminderMinutes !== task.reminderMinutes;
      // The reminder is due again when its time or its recipient changes.
      if (isDueMoved || isReminderMoved || isReassigned) changes.reminderSentAt = null;
      if (Object.keys(changes).length > 0) await manager.getRepository(Task).update(id, changes);
      if (customerId) await this.activities.touch(manager, customerId);
    });
    return this.get(id, user);
  }

  async complete(id: number, dto: CompleteTaskDto, user: SessionUser): Promise<TaskViewDto> {
    await this.transactions.run(async (manager) => {
      const task = await this.findChangeable(manager, id, user);
      if (task.status === 'completed') throw new ConflictException(TASK_MESSAGES.alreadyCompleted);
      const notes = dto.notes || null;
      // Conditional, so two completions at once give one completion and one 409.
      const result = await manager
        .createQueryBuilder()
        .update(Task)
        .set({ status: 'completed', outcome: dto.outcome, notes, completedAt: this.clock.now() })
        .where('id = :id AND status = :pending', { id, pending: 'pending' })
        .execute();
      if (result.affected !== 1) throw new ConflictException(TASK_MESSAGES.alreadyCompleted);
      if (task.businessProfileId) {
        await this.activities.record(manager, {
          businessProfileId: task.businessProfileId,
          providerId: providerOfAuthor(user),
          type: 'note',
          subject: completionSubject(task.title),
          outcome: dto.outcome,
          description: notes,
          crmUserId: user.id,
        });
      }
    });
    return this.get(id, user);
  }

  /**
   * Deletes a task the user sees (404 otherwise): its creator or an admin (403 for anyone else). A
   * task on a customer writes 'Task deleted: <title>' to the customer's timeline, as a completion
   * does. Answers the task as it was.
   */
  async remove(id: number, user: SessionUser): Promise<TaskViewDto> {
    return this.transactions.run(async (manager) => {
      const task = await this.findVisible(manager, id, user, true);
      if (!canDeleteTask(task, user)) throw new ForbiddenException(TASK_MESSAGES.onlyCreatorOrAdminDeletes);
      const [view] = await toTaskViews(this.viewNames, [task], user, this.clock.now());
      await manager.getRepository(Task).delete({ id });
      if (task.businessProfileId) {
        await this.activities.record(manager, {
          businessProfileId: task.businessProfileId,
          providerId: providerOfAuthor(user),
          type: 'note',
          subject: deletionSubject(task.title),
          description: task.description,
          crmUserId: user.id,
        });
      }
      return view;
    });
  }

  /** A task the user may see (optionally locked for the rest of the transaction), or 404. */
  private async findVisible(manager: EntityManager, id: number, user: SessionUser, lock = false): Promise<Task> {
    const query = scopeTasks(manager.getRepository(Task).createQueryBuilder('t').where('t.id = :taskId', { taskId: id }), user, 't');
    const task = await (lock ? forUpdate(query) : query).getOne();
    if (!task) throw new NotFoundException(TASK_MESSAGES.notFound);
    return task;
  }

  /**
   * A task the user may change, locked for the rest of the transaction: one it sees and, for a
   * partner, one it created or holds. Anything else is 404 and changes nothing.
   */
  private async findChangeable(manager: EntityManager, id: number, user: SessionUser): Promise<Task> {
    const task = await this.findVisible(manager, id, user, true);
    if (!canChangeTask(task, user)) throw new NotFoundException(TASK_MESSAGES.notFound);
    return task;
  }

  private visibleCustomer(manager: EntityManager, id: string, user: SessionUser): Promise<BusinessProfile> {
    return findVisibleCustomer(manager.getRepository(BusinessProfile).createQueryBuilder('bp'), user, id);
  }

  private dueDateOf(value: string | null | undefined): Date {
    const dueDate = typeof value === 'string' ? parseDueDate(value) : null;
    // The DTO has checked the form already; this only narrows the type.
    if (!dueDate) throw new BadRequestException(TASK_MESSAGES.dueDateFormat);
    // The DTO checked the bound against the real time; the application's clock decides it here.
    if (!isWithinDueHorizon(dueDate, this.clock.now())) throw new BadRequestException(TASK_MESSAGES.dueDateTooFar);
    return dueDate;
  }

  /**
   * Staff and partners assign tasks to themselves only; admins to any active
   * user (an unknown or deactivated one is 400).
   */
  private async assignee(manager: EntityManager, actor: SessionUser, requested: number): Promise<Assignee> {
    if (requested === actor.id) return { id: actor.id, role: actor.role, providerId: actor.providerId };
    if (actor.role !== 'admin') throw new ForbiddenException(TASK_MESSAGES.onlyAdminsAssignOthers);
    const user = await manager.getRepository(CrmUser).findOne({ where: { id: requested }, select: { id: true, role: true, providerId: true, isActive: true } });
    if (!user || !user.isActive) throw new BadRequestException(TASK_MESSAGES.assigneeNotActive);
    return { id: user.id, role: user.role, providerId: user.providerId };
  }

  private async currentAssignee(manager: EntityManager, id: number | null): Promise<Assignee | null> {
    if (id === null) return null;
    return manager.getRepository(CrmUser).findOne({ where: { id }, select: { id: true, role: true, providerId: true } });
  }

  /** A partner may be given only tasks it can open: personal ones or its own provider's customers'. */
  private async assertPartnerSeesCustomer(manager: EntityManager, assignee: Assignee, customerId: string | null): Promise<void> {
    if (assignee.role !== 'partner' || customerId === null) return;
    const partner: SessionUser = { ...assignee, name: '', email: '', sessionId: '' };
    const query = manager.getRepository(BusinessProfile).createQueryBuilder('bp').where('bp.id = :customerId', { customerId });
    if (!(await scopeCustomers(query, partner, 'bp').getExists())) throw new BadRequestException(TASK_MESSAGES.partnerAssigneeCustomer);
  }

  /** How many tasks are due after `now` (the system statistics' calendar events). */
  async countDueAfter(now: Date): Promise<number> {
    const row = await this.taskRows.createQueryBuilder('t').select('COUNT(*)', 'n').where('t.dueDate > :now', { now }).getRawOne<{ n: unknown }>();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n);
  }
}
