import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../auth/session-user';
import { ActivitiesService } from '../activities/activities.service';
import { MailService } from '../mail/mail.service';
import { TasksService } from '../tasks/tasks.service';
import { CustomerActivityDto, CustomerEmailDto, CustomerTaskDto } from './dto/customer-detail.dto';

/**
 * What happened with one customer: its activities, tasks and emails, for the customer detail.
 * Each module reads its own table (through the partner scope like every customer query: on a
 * customer shared by several providers, a partner reads only its own provider's records); this
 * shapes what they answer for the detail.
 */
@Injectable()
export class CustomerTimeline {
  constructor(
    private readonly activityRecords: ActivitiesService,
    private readonly taskRecords: TasksService,
    private readonly mail: MailService,
  ) {}

  /** Newest first, with the name of the user who did each and the files attached to it. */
  async activities(profileId: string, user: SessionUser): Promise<CustomerActivityDto[]> {
    const activities = await this.activityRecords.ofCustomer(profileId, user);
    const files = await this.activityRecords.attachmentsOf(activities.map((a) => a.id));
    return activities.map((a) => ({
      id: a.id,
      businessProfileId: a.businessProfileId,
      type: a.type,
      subject: a.subject,
      description: a.description,
      outcome: a.outcome,
      duration: a.duration,
      attachments: a.attachments,
      files: files.get(a.id) ?? [],
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
    const tasks = await this.taskRecords.ofCustomer(profileId, user);
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
    const emails = await this.mail.ofCustomer(profileId, user);
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
