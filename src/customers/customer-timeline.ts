import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { scopeActivities, scopeEmails, scopeTasks } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { Activity } from '../activities/entities/activity.entity';
import { Task } from '../tasks/entities/task.entity';
import { Email } from '../mail/entities/email.entity';
import { CustomerActivityDto, CustomerEmailDto, CustomerTaskDto } from './dto/customer-detail.dto';

/**
 * What happened with one customer: its activities, tasks and emails, for the customer detail.
 * Each read goes through the partner scope like every customer query: on a customer shared by
 * several providers, a partner reads only its own provider's records.
 */
@Injectable()
export class CustomerTimeline {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first, with the name of the user who did each. */
  async activities(profileId: string, user: SessionUser): Promise<CustomerActivityDto[]> {
    const qb = this.dataSource.getRepository(Activity).createQueryBuilder('a').leftJoin('a.crmUser', 'u').addSelect(['u.id', 'u.name']).where('a.businessProfileId = :profileId', { profileId });
    const activities = await scopeActivities(qb, user, 'a', true).orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC').getMany();
    return activities.map((a) => ({
      id: a.id,
      businessProfileId: a.businessProfileId,
      type: a.type,
      subject: a.subject,
      description: a.description,
      outcome: a.outcome,
      duration: a.duration,
      attachments: a.attachments,
      emailData: a.emailData,
      googleCalendarEventId: a.googleCalendarEventId,
      scheduledFor: a.scheduledFor,
      crmUserId: a.crmUserId,
      crmUserName: a.crmUser?.name ?? null,
      createdAt: a.createdAt,
    }));
  }

  /** Pending first, then by due date, with the assignee's name. */
  async tasks(profileId: string, user: SessionUser): Promise<CustomerTaskDto[]> {
    const qb = this.dataSource.getRepository(Task).createQueryBuilder('t').leftJoin('t.assignedTo', 'u').addSelect(['u.id', 'u.name']).where('t.businessProfileId = :profileId', { profileId });
    const tasks = await scopeTasks(qb, user, 't')
      .orderBy("CASE WHEN t.status = 'pending' THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy('t.dueDate', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
    return tasks.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      type: t.type,
      priority: t.priority,
      status: t.status,
      dueDate: t.dueDate,
      outcome: t.outcome,
      notes: t.notes,
      reminderMinutes: t.reminderMinutes,
      businessProfileId: t.businessProfileId,
      assignedToCrmUserId: t.assignedToCrmUserId,
      assignedTo: t.assignedTo?.name ?? null,
      createdByCrmUserId: t.createdByCrmUserId,
      googleCalendarEventId: t.googleCalendarEventId,
      completedAt: t.completedAt,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    }));
  }

  /** Newest first; never the sealed values or delivery internals. */
  async emails(profileId: string, user: SessionUser): Promise<CustomerEmailDto[]> {
    const qb = this.dataSource.getRepository(Email).createQueryBuilder('e').where('e.businessProfileId = :profileId', { profileId });
    const emails = await scopeEmails(qb, user, 'e', true).orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC').getMany();
    return emails.map((e) => ({
      id: e.id,
      subject: e.subject,
      recipient: e.recipient,
      content: e.content,
      status: e.status,
      via: e.via,
      templateId: e.templateId,
      sentByCrmUserId: e.sentByCrmUserId,
      createdAt: e.createdAt,
      sentAt: e.sentAt,
    }));
  }
}
