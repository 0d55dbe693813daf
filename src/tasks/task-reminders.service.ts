import { Inject, Injectable, Logger } from '@nestjs/common';
import { providerOfAuthor } from '../auth/partner-scope';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AUTOMATED_EMAILS } from '../domain/email/automated-emails';
import { MailService } from '../mail/mail.service';
import { CrmUser } from '../users/entities/crm-user.entity';
import { Task } from './entities/task.entity';
import { reminderWindowParameters, reminderWindowSql } from './task-reminder-window';
import { backOfficeUrl, TASKS_PATH } from '../domain/back-office-paths';
import { formatUkDateTime } from '../domain/uk-time';

const BATCH_SIZE = 50;
const MAX_BATCHES_PER_RUN = 20;
export const NO_CUSTOMER = 'None (personal task)';

/**
 * Task reminders: each pending task with an active assignee emails that assignee once, from
 * `reminderMinutes` before its due time (task-reminder-window.ts). The task is claimed with one
 * conditional UPDATE (reminderSentAt from null to now, only while the task is still due for it)
 * before the email is queued, so two runs, two processes or a restarted one never send it twice.
 * If queuing fails the claim is given back, to be tried at the next run; a process that dies
 * between the claim and the queue (milliseconds) loses that one reminder rather than sending two.
 */
@Injectable()
export class TaskRemindersService {
  private readonly logger = new Logger(TaskRemindersService.name);

  constructor(
    @InjectRepository(Task) private readonly taskRows: Repository<Task>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends every reminder due at `now`; answers how many were queued by this call. */
  async sendDue(now: Date): Promise<number> {
    // Switched off by an admin: no reminder is sent (nor claimed, so one still due is sent once it is back on).
    if (!(await this.mail.isSwitchedOn(AUTOMATED_EMAILS.taskReminder))) return 0;
    let sent = 0;
    const tried = new Set<number>();
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const ids = (await this.dueTaskIds(now)).filter((id) => !tried.has(id));
      if (ids.length === 0) break;
      for (const id of ids) {
        tried.add(id);
        if (await this.remind(id, now)) sent += 1;
      }
    }
    return sent;
  }

  private async dueTaskIds(now: Date): Promise<number[]> {
    const window = reminderWindowSql(this.taskRows.manager.connection, 't');
    const rows = await this.taskRows
      .createQueryBuilder('t')
      .innerJoin(CrmUser, 'u', 'u.id = t.assignedToCrmUserId AND u.isActive = :active', { active: true })
      .select('t.id', 'id')
      .where('t.status = :pending', { pending: 'pending' })
      .andWhere('t.reminderSentAt IS NULL')
      .andWhere(window.dueBounds)
      .andWhere(window.condition)
      .setParameters(reminderWindowParameters(now))
      .orderBy('t.dueDate', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(BATCH_SIZE)
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  private async remind(id: number, now: Date): Promise<boolean> {
    if (!(await this.claim(id, now))) return false;
    try {
      const task = await this.taskRows.findOne({ where: { id }, relations: { assignedTo: true, businessProfile: true } });
      if (!task?.assignedTo) throw new Error('the task or its assignee is gone');
      const queued = await this.mail.sendAutomated(
        AUTOMATED_EMAILS.taskReminder,
        task.assignedTo.email,
        {
          assigneeName: task.assignedTo.name,
          taskTitle: task.title,
          dueTime: formatUkDateTime(task.dueDate, { zoneName: true }),
          businessName: task.businessProfile ? (task.businessProfile.businessName ?? 'Unnamed customer') : NO_CUSTOMER,
          taskLink: backOfficeUrl(this.config.publicUrl ?? `http://localhost:${this.config.port}`, TASKS_PATH),
        },
        // The email quotes the customer's name: stored with the customer, it goes when the customer is
        // deleted. A partner's reminder is its provider's record (providerOfAuthor: the assignee's provider).
        { isToCrmUser: true, businessProfileId: task.businessProfileId, providerId: providerOfAuthor(task.assignedTo) },
      );
      if (queued) return true;
      // Switched off meanwhile: the claim is given back, as for a reminder that could not be queued.
      await this.release(id, now);
      return false;
    } catch (error) {
      await this.release(id, now);
      this.logger.error(`Task ${id}: the reminder could not be queued and will be tried again: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** One atomic UPDATE: only the run whose UPDATE changed the row sends the reminder. */
  private async claim(id: number, now: Date): Promise<boolean> {
    const window = reminderWindowSql(this.taskRows.manager.connection, 'tasks');
    const result = await this.taskRows.manager
      .createQueryBuilder()
      // By table name: a reminder is no edit of the task, so its updatedAt stays.
      .update('tasks')
      .set({ reminderSentAt: now })
      .where('id = :id', { id })
      .andWhere('reminderSentAt IS NULL')
      .andWhere('status = :pending', { pending: 'pending' })
      .andWhere(window.condition)
      .andWhere('EXISTS (SELECT 1 FROM crm_users u WHERE u.id = tasks.assignedToCrmUserId AND u.isActive = :active)', { active: true })
      .setParameters(reminderWindowParameters(now))
      .execute();
    return result.affected === 1;
  }

  /** Gives a claim back (only this run's: a due date moved meanwhile has already cleared it). */
  private async release(id: number, claimedAt: Date): Promise<void> {
    await this.taskRows.manager
      .createQueryBuilder()
      .update('tasks')
      .set({ reminderSentAt: null })
      .where('id = :id AND reminderSentAt = :claimedAt', { id, claimedAt })
      .execute();
  }
}
