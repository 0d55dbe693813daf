import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { findVisibleCustomer, providerOfAuthor, scopeActivities } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { Transactions } from '../database/transactions';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { UsersService } from '../users/users.service';
import { listFilters } from '../common/list-query/list-filters';
import { Activity, ACTIVITY_TYPES } from './entities/activity.entity';
import { ActivityRecorder } from './activity-recorder';
import { ActivityViewDto } from './dto/activity-view.dto';
import { CreateActivityDto } from './dto/create-activity.dto';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';

export const ACTIVITY_MESSAGES = {
  /** The message of a call logged without notes, word for word. */
  missingCallNotes: 'Missing notes: Please add call notes before logging.',
  missingNoteText: 'Missing notes: Please write the note before saving.',
  callOnlyFields: 'outcome and duration belong to calls: leave them out of a note',
} as const;

/** The dashboard's recent-activity panel has room for 5 entries. */
export const RECENT_ACTIVITIES = 5;

/** Calls and notes that staff log on a customer, and the customer timelines they may read. */
@HoldsCustomerData('activities')
@Injectable()
export class ActivitiesService implements CustomerDataHolder {
  constructor(
    @InjectRepository(Activity) private readonly activityRows: Repository<Activity>,
    private readonly transactions: Transactions,
    private readonly recorder: ActivityRecorder,
    private readonly userRecords: UsersService,
  ) {}

  /** Deleting customers: their activities go too, inside the deletion's transaction; answers how many each had. */
  deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    return deleteRowsOfCustomers(manager, Activity, customers, { one: 'activity', many: 'activities' });
  }

  async list(params: ListQueryParams, user: SessionUser): Promise<ListResult<ActivityViewDto>> {
    const query = scopeActivities(this.activityRows.createQueryBuilder('a'), user, 'a');
    const result = await listQuery(query, params, {
      resource: 'activities',
      sortable: { id: 'a.id', createdAt: 'a.createdAt', type: 'a.type' },
      // Newest first: ids follow the order of writing (createdAt has whole seconds on SQLite).
      defaultSort: ['id', 'DESC'],
      filters: {
        businessProfileId: listFilters.equals<Activity>('businessProfileId', 'a.businessProfileId'),
        type: listFilters.oneOf<Activity>('type', 'a.type', ACTIVITY_TYPES),
        crmUserId: listFilters.ids<Activity>('crmUserId', 'a.crmUserId'),
        id: listFilters.ids<Activity>('id', 'a.id'),
      },
    });
    return { ...result, items: await this.toViews(result.items) };
  }

  /** The 5 latest activities the user may see (the dashboard's recent-activity panel), newest first. */
  async recent(user: SessionUser): Promise<ActivityViewDto[]> {
    const latest = await scopeActivities(this.activityRows.createQueryBuilder('a'), user, 'a').orderBy('a.id', 'DESC').take(RECENT_ACTIVITIES).getMany();
    return this.toViews(latest);
  }

  /**
   * One customer's activities the user may see (the customer detail's timeline), newest first,
   * each with the user who did it (id and name).
   */
  async ofCustomer(profileId: string, user: SessionUser): Promise<Activity[]> {
    const qb = this.activityRows
      .createQueryBuilder('a')
      .leftJoin('a.crmUser', 'u')
      .addSelect(['u.id', 'u.name'])
      .where('a.businessProfileId = :profileId', { profileId });
    return scopeActivities(qb, user, 'a', true).orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC').getMany();
  }

  /**
   * Logs a call (notes required, outcome successful unless given) or a note, by the signed-in
   * user, on a customer the user may see (404 otherwise); the customer's last activity moves on.
   */
  async create(dto: CreateActivityDto, user: SessionUser): Promise<ActivityViewDto> {
    const text = dto.notes || dto.description || null;
    const isCall = dto.type === 'call';
    if (!text) throw new BadRequestException(isCall ? ACTIVITY_MESSAGES.missingCallNotes : ACTIVITY_MESSAGES.missingNoteText);
    if (!isCall && ((dto.outcome ?? null) !== null || (dto.duration ?? null) !== null)) throw new BadRequestException(ACTIVITY_MESSAGES.callOnlyFields);
    const saved = await this.transactions.run(async (manager) => {
      const customer = await findVisibleCustomer(manager.getRepository(BusinessProfile).createQueryBuilder('bp'), user, dto.businessProfileId);
      return this.recorder.record(manager, {
        businessProfileId: customer.id,
        providerId: providerOfAuthor(user),
        type: dto.type,
        subject: dto.subject || (isCall ? 'Phone call' : 'Note'),
        description: text,
        outcome: isCall ? (dto.outcome ?? 'successful') : null,
        duration: isCall ? (dto.duration ?? null) : null,
        crmUserId: user.id,
      });
    });
    const activity = await this.activityRows.findOneByOrFail({ id: saved.id });
    return (await this.toViews([activity]))[0];
  }

  /** Activities as answered, with the name of the user who did each (one query for the page, by the users module). */
  private async toViews(activities: Activity[]): Promise<ActivityViewDto[]> {
    const names = await this.userRecords.namesOf([...new Set(activities.map((activity) => activity.crmUserId).filter((id): id is number => id !== null))]);
    return activities.map((activity) => ({
      id: activity.id,
      businessProfileId: activity.businessProfileId,
      type: activity.type,
      subject: activity.subject,
      description: activity.description,
      notes: activity.description,
      outcome: activity.outcome,
      duration: activity.duration,
      attachments: activity.attachments,
      emailData: activity.emailData,
      crmUserId: activity.crmUserId,
      crmUserName: activity.crmUserId === null ? null : (names.get(activity.crmUserId) ?? null),
      createdAt: activity.createdAt,
    }));
  }
}
