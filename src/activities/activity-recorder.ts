import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { Activity } from './entities/activity.entity';

export type ActivityType = 'call' | 'email' | 'note' | 'system';

export interface NewActivity {
  businessProfileId: string;
  /**
   * The provider the activity belongs to (partners read only their own provider's): the provider
   * of the lead or quote it is about, or of the partner who did it (providerOfAuthor); null for
   * the platform's own, which only admins and staff read.
   */
  providerId: number | null;
  type: ActivityType;
  subject?: string | null;
  description?: string | null;
  outcome?: string | null;
  /** Seconds. */
  duration?: number | null;
  crmUserId?: number | null;
  emailData?: Record<string, unknown> | null;
  attachments?: string[] | null;
  scheduledFor?: Date | null;
}

/**
 * The one writer of a customer's activity timeline. Every CRM action on a customer (call, note,
 * email, task, status change, application) is written here, in the caller's transaction, and
 * moves the customer's last activity on, so data retention never deletes a customer someone is
 * working on: any CRM action on a customer updates its last activity.
 */
@Injectable()
export class ActivityRecorder {
  constructor(private readonly clock: Clock) {}

  async record(manager: EntityManager, activity: NewActivity): Promise<Activity> {
    const now = this.clock.now();
    const saved = await manager.getRepository(Activity).save(
      manager.getRepository(Activity).create({
        businessProfileId: activity.businessProfileId,
        providerId: activity.providerId,
        type: activity.type,
        subject: activity.subject ?? null,
        description: activity.description ?? null,
        outcome: activity.outcome ?? null,
        duration: activity.duration ?? null,
        crmUserId: activity.crmUserId ?? null,
        emailData: activity.emailData ?? null,
        attachments: activity.attachments ?? null,
        scheduledFor: activity.scheduledFor ?? null,
        googleCalendarEventId: null,
      }),
    );
    await this.touch(manager, activity.businessProfileId, now);
    return saved;
  }

  /** Moves the customer's last activity on (also for actions that write no activity of their own). */
  async touch(manager: EntityManager, businessProfileId: string, at: Date = this.clock.now()): Promise<void> {
    await manager.getRepository(BusinessProfile).update({ id: businessProfileId }, { lastActivityAt: at });
  }
}
