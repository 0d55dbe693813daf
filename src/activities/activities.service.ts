import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { ReadStream } from 'node:fs';
import { EntityManager, In, Repository } from 'typeorm';
import { findVisibleCustomer, providerOfAuthor, scopeActivities } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { ListQueryParams, ListResult, listQuery } from '../common/list-query/list-query';
import { afterCommit, Transactions } from '../database/transactions';
import { sniffDocumentType } from '../common/files/document-type';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MESSAGES } from '../domain/attachment-rules';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { UsersService } from '../users/users.service';
import { listFilters } from '../common/list-query/list-filters';
import { Activity, ACTIVITY_TYPES } from './entities/activity.entity';
import { ActivityRecorder } from './activity-recorder';
import { ActivityViewDto } from './dto/activity-view.dto';
import { ActivityAttachmentDto } from './dto/activity-attachment.dto';
import { ActivityAttachment } from './entities/activity-attachment.entity';
import { AttachmentFiles } from './attachment-files';
import { readAttachmentUpload } from './attachment-upload';
import { CreateActivityDto } from './dto/create-activity.dto';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';

export const ACTIVITY_MESSAGES = {
  /** The message of a call logged without notes, word for word. */
  missingCallNotes: 'Missing notes: Please add call notes before logging.',
  missingNoteText: 'Missing notes: Please write the note before saving.',
  callOnlyFields: 'outcome and duration belong to calls: leave them out of a note',
} as const;

/** The activities a file may be attached to. */
const ATTACHABLE_TYPES = ['call', 'note'];

/** An attachment's file, ready to be sent. */
export interface AttachmentDownload {
  stream: ReadStream;
  fileName: string;
  contentType: string;
  size: number;
}

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
    @InjectRepository(ActivityAttachment) private readonly attachmentRows: Repository<ActivityAttachment>,
    private readonly files: AttachmentFiles,
  ) {}

  /**
   * Deleting customers: their activities and the activities' attachments go too, inside the
   * deletion's transaction; the attachments' files are removed once it has committed (a deletion
   * that fails keeps them). Answers how many activities each had.
   */
  async deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    const ids = customers.map((customer) => customer.id);
    const attachments = await manager
      .getRepository(ActivityAttachment)
      .createQueryBuilder('f')
      .innerJoin(Activity, 'a', 'a.id = f.activityId')
      .select(['f.id', 'f.storedName'])
      .where('a.businessProfileId IN (:...ids)', { ids })
      .getMany();
    if (attachments.length) {
      await manager.getRepository(ActivityAttachment).delete({ id: In(attachments.map((file) => file.id)) });
      const names = attachments.map((file) => file.storedName);
      await afterCommit(manager, () => this.files.remove(names));
    }
    return deleteRowsOfCustomers(manager, Activity, customers, { one: 'activity', many: 'activities' });
  }

  /**
   * Attaches a file to a call or note the user may see (404 otherwise): PDF, PNG or JPEG by content,
   * at most 10 MB. The file is stored under a generated name; the row names it; the customer's last
   * activity moves on. A refused or failed upload leaves nothing on disk.
   */
  async attach(activityId: number, request: FastifyRequest, user: SessionUser): Promise<ActivityAttachmentDto> {
    const upload = await readAttachmentUpload(request);
    const type = sniffDocumentType(upload.data);
    if (!type) throw new BadRequestException(ATTACHMENT_MESSAGES.refused);
    const activity = await this.visibleActivity(activityId, user);
    if (!ATTACHABLE_TYPES.includes(activity.type)) throw new BadRequestException(ATTACHMENT_MESSAGES.onlyCallsAndNotes);
    const storedName = await this.files.store(type, upload.data);
    try {
      const saved = await this.transactions.run(async (manager) => {
        const rows = manager.getRepository(ActivityAttachment);
        const row = await rows.save(
          rows.create({
            activityId: activity.id,
            fileName: upload.fileName,
            contentType: ATTACHMENT_CONTENT_TYPES[type],
            size: upload.data.length,
            storedName,
            crmUserId: user.id,
          }),
        );
        await this.recorder.touch(manager, activity.businessProfileId);
        return row;
      });
      return toAttachmentView(saved);
    } catch (error) {
      await this.files.remove([storedName]);
      throw error;
    }
  }

  /** An attachment of an activity the user may see, with its file; anything else is 404. */
  async download(activityId: number, attachmentId: number, user: SessionUser): Promise<AttachmentDownload> {
    await this.visibleActivity(activityId, user, ATTACHMENT_MESSAGES.notFound);
    const attachment = await this.attachmentRows.findOneBy({ id: attachmentId, activityId });
    if (!attachment) throw new NotFoundException(ATTACHMENT_MESSAGES.notFound);
    const stream = await this.files.open(attachment.storedName);
    if (!stream) throw new NotFoundException(ATTACHMENT_MESSAGES.notFound);
    return { stream, fileName: attachment.fileName, contentType: attachment.contentType, size: attachment.size };
  }

  /** The attachments of the activities (all visible to the caller), oldest first, per activity. */
  async attachmentsOf(activityIds: readonly number[]): Promise<Map<number, ActivityAttachmentDto[]>> {
    const perActivity = new Map<number, ActivityAttachmentDto[]>();
    if (activityIds.length === 0) return perActivity;
    const rows = await this.attachmentRows.find({ where: { activityId: In([...activityIds]) }, order: { id: 'ASC' } });
    for (const row of rows) perActivity.set(row.activityId, [...(perActivity.get(row.activityId) ?? []), toAttachmentView(row)]);
    return perActivity;
  }

  private async visibleActivity(id: number, user: SessionUser, notFound: string = ATTACHMENT_MESSAGES.activityNotFound): Promise<Activity> {
    const activity = await scopeActivities(this.activityRows.createQueryBuilder('a').where('a.id = :activityId', { activityId: id }), user, 'a').getOne();
    if (!activity) throw new NotFoundException(notFound);
    return activity;
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
    const files = await this.attachmentsOf(activities.map((activity) => activity.id));
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
      files: files.get(activity.id) ?? [],
      emailData: activity.emailData,
      crmUserId: activity.crmUserId,
      crmUserName: activity.crmUserId === null ? null : (names.get(activity.crmUserId) ?? null),
      createdAt: activity.createdAt,
    }));
  }
}

function toAttachmentView(row: ActivityAttachment): ActivityAttachmentDto {
  return {
    id: row.id,
    activityId: row.activityId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: `/api/crm/activities/${row.activityId}/attachments/${row.id}`,
    crmUserId: row.crmUserId,
    createdAt: row.createdAt,
  };
}
