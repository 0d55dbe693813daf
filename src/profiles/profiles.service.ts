import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { ActivityRecorder } from '../activities/activity-recorder';
import { describeChanges, diffFields } from '../audit/audit-changes';
import { AuditService } from '../audit/audit.service';
import { CUSTOMER_NOT_FOUND, scopeCustomers } from '../auth/partner-scope';
import type { SessionUser } from '../auth/session-user';
import { CustomerDataHolder, DeletedCustomer, HoldsCustomerData } from '../customers/customer-data-holder';
import { lockRow, Transactions } from '../database/transactions';
import type { CustomerSource } from '../domain/vocabulary/customer-sources';
import { markCustomerFiguresStale, refreshCustomerSearch } from './customer-index';
import { BUSINESS_DETAIL_KEYS, BUSINESS_DETAIL_LABELS, BUSINESS_DETAIL_VALUE_LABELS, UpdateBusinessDetailsDto } from './dto/business-details.dto';
import { BusinessProfileFieldsDto, CreateBusinessProfileDto, UpdateBusinessProfileDto } from './dto/business-profile.dto';
import { BusinessProfile } from './entities/business-profile.entity';
import { SESSION_MESSAGES } from './visitor-session.decorator';
import { hashSessionId, isUuid, newSessionId, sessionMatches } from './visitor-session';

/** The business fields a visitor writes (PUT and the comparison); each is also answered. */
const PROFILE_FIELD_KEYS = [
  'businessType',
  'businessName',
  'businessSector',
  'paymentStatus',
  'monthlyTurnover',
  'debitCardVolume',
  'creditCardVolume',
  'corporateCardVolume',
  'transactionsPerMonth',
  'averageTransaction',
  'currentProvider',
  'paymentMethods',
  'cardTypes',
  'needsIntegration',
  'integrationSpecific',
  'terminalTypePreference',
  'softwareIntegrationPrefs',
  'connectivityPreferences',
  'numberOfTerminals',
  'merchantAccounts',
  'currentTotalMonthlyCost',
  'currentDebitFee',
  'currentCreditFee',
  'currentCorporateCreditFee',
  'currentAuthFee',
  'currentCnpFee',
  'currentInternationalFee',
  'currentMonthlyFees',
  'currentTerminalRental',
  'currentOtherFees',
  'personalCorporateSplit',
  'ukInternationalSplit',
  'f2fCnpSplit',
  'calculatedPricing',
  'step3CalculatedCurrentCost',
] as const satisfies ReadonlyArray<keyof BusinessProfileFieldsDto & keyof BusinessProfile>;

/**
 * The fields a business profile is answered with: its id, the fields a visitor writes and its
 * times. A column added to the entity reaches no answer until it is listed here (the session
 * secret's hash and the search's derived text never are).
 */
export const PROFILE_VIEW_FIELDS = ['id', ...PROFILE_FIELD_KEYS, 'lastActivityAt', 'createdAt', 'updatedAt'] as const satisfies ReadonlyArray<
  keyof BusinessProfile
>;

/** Business fields as a profile holds them (null: not given), any of them. */
export type ProfileFields = Partial<Pick<BusinessProfile, (typeof PROFILE_FIELD_KEYS)[number]>>;

export type PublicProfile = Pick<BusinessProfile, (typeof PROFILE_VIEW_FIELDS)[number]>;

export const PROFILE_NOT_FOUND = 'Business profile not found';

/**
 * Anonymous business profiles. Ids are random UUIDs, and an id alone opens nothing: every call
 * about an existing profile must carry the session id that created it (visitor-session.ts). A
 * missing or foreign session is answered exactly like an unknown id (404), and nothing changes.
 * This is the one home of "the profile, if this visitor owns it".
 */
@HoldsCustomerData('profiles')
@Injectable()
export class ProfilesService implements CustomerDataHolder {
  constructor(
    @InjectRepository(BusinessProfile) private readonly profiles: Repository<BusinessProfile>,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly activities: ActivityRecorder,
  ) {}

  /** Deleting customers: their profiles go last, once every other holder has deleted its rows of them, and the audit entries of corrections to them. */
  async deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<void> {
    const ids = customers.map((customer) => customer.id);
    await this.audit.forgetCorrections(manager, 'business_profiles', ids);
    await manager.getRepository(BusinessProfile).delete({ id: In(ids) });
    // Their figures leave the analytics roll-ups.
    await markCustomerFiguresStale(manager, ids);
  }

  /**
   * Of the session hashes of `profiles`, the ones no other profile shares: one visit can make
   * several profiles (read inside the caller's transaction).
   */
  async sessionsOfNoOtherProfile(manager: EntityManager, profiles: ReadonlyArray<Pick<BusinessProfile, 'id' | 'sessionHash'>>): Promise<Set<string>> {
    const hashes = [...new Set(profiles.map((profile) => profile.sessionHash))];
    const shared = await manager
      .getRepository(BusinessProfile)
      .createQueryBuilder('other')
      .select('DISTINCT other.sessionHash', 'hash')
      .where('other.sessionHash IN (:...hashes)', { hashes })
      .andWhere('other.id NOT IN (:...ids)', { ids: profiles.map((profile) => profile.id) })
      .getRawMany<{ hash: string }>();
    const kept = new Set(shared.map((row) => row.hash));
    return new Set(hashes.filter((hash) => !kept.has(hash)));
  }

  async create(dto: CreateBusinessProfileDto, sessionId: string | undefined): Promise<PublicProfile> {
    if (!sessionId) throw new BadRequestException([SESSION_MESSAGES.required]);
    const profile = this.profiles.create({ ...fieldsOf(dto), sessionHash: hashSessionId(sessionId), lastActivityAt: new Date() });
    return toPublic(await this.saveWithSearch(profile));
  }

  /**
   * A customer staff enter by hand, in the caller's transaction (its quotes and lead are stored
   * with it, all or nothing): the business fields given and how the enquiry reached us. Its
   * session secret is a random one nobody holds, so no visitor can open it; the back-office
   * reaches it like any customer. The caller refreshes the search text once its lead is stored.
   */
  async createWithin(manager: EntityManager, fields: ProfileFields, source: CustomerSource): Promise<BusinessProfile> {
    const repository = manager.getRepository(BusinessProfile);
    return repository.save(repository.create({ ...fieldsOf(fields), source, sessionHash: hashSessionId(newSessionId()), lastActivityAt: new Date() }));
  }

  async update(id: string, dto: UpdateBusinessProfileDto, sessionId: string | undefined): Promise<PublicProfile> {
    const profile = await this.findOwned(id, sessionId);
    Object.assign(profile, fieldsOf(dto), { lastActivityAt: new Date() });
    return toPublic(await this.saveWithSearch(profile));
  }

  /**
   * Staff correct a customer's business details (the route is for admins and staff only), in one
   * transaction: only the fields sent change; each changed field with its old and new value is
   * written to the audit trail and, as one line, to the customer's timeline with who did it. A
   * correction that changes nothing writes nothing. An unknown customer is 404.
   */
  async correctBusinessDetails(id: string, dto: UpdateBusinessDetailsDto, user: SessionUser): Promise<PublicProfile> {
    return this.transactions.run(
      async (manager) => {
        const profile = isUuid(id) ? await lockRow(manager, BusinessProfile, id) : null;
        if (!profile) throw new NotFoundException(CUSTOMER_NOT_FOUND);
        const sent: Partial<BusinessProfile> = {};
        for (const key of BUSINESS_DETAIL_KEYS) if (dto[key] !== undefined) sent[key] = dto[key];
        const changes = diffFields(profile, { ...profile, ...sent }, BUSINESS_DETAIL_KEYS);
        if (changes.length === 0) return toPublic(profile);
        const changed = Object.fromEntries(changes.map((change) => [change.field, sent[change.field as keyof BusinessProfile]]));
        await manager.getRepository(BusinessProfile).update(profile.id, changed);
        if ('businessName' in changed) await refreshCustomerSearch(manager, [profile.id]);
        await markCustomerFiguresStale(manager, [profile.id]);
        await this.audit.record(manager, {
          action: 'update',
          tableName: 'business_profiles',
          recordId: profile.id,
          changedFields: changes,
          crmUserId: user.id,
        });
        // The platform's own record (no provider): partners never change business details.
        await this.activities.record(manager, {
          businessProfileId: profile.id,
          providerId: null,
          type: 'system',
          subject: 'Business details corrected',
          description: `${describeChanges(changes, BUSINESS_DETAIL_LABELS, BUSINESS_DETAIL_VALUE_LABELS)} (by ${user.name})`,
          crmUserId: user.id,
        });
        return toPublic(await manager.getRepository(BusinessProfile).findOneByOrFail({ id: profile.id }));
      },
      { retries: 2 },
    );
  }

  /** Saves the profile and, in the same transaction, what the customer search reads of its name, and marks its analytics figures stale. */
  private saveWithSearch(profile: BusinessProfile): Promise<BusinessProfile> {
    return this.transactions.run(async (manager) => {
      const saved = await manager.getRepository(BusinessProfile).save(profile);
      await refreshCustomerSearch(manager, [saved.id]);
      await markCustomerFiguresStale(manager, [saved.id]);
      return saved;
    });
  }

  async get(id: string, sessionId: string | undefined): Promise<PublicProfile> {
    return toPublic(await this.findOwned(id, sessionId));
  }

  /**
   * Whether this session created the profile (a lean read on the comparison's hot path: one plain
   * statement, the same text on both engines, no query builder); answers the fields the comparison
   * needs, or 404 as if the profile did not exist.
   */
  async assertOwned(id: string, sessionId: string | undefined): Promise<Pick<BusinessProfile, 'id' | 'businessType'>> {
    const rows: Array<{ id: string; sessionHash: string; businessType: string | null }> = isUuid(id)
      ? await this.profiles.query('SELECT id, sessionHash, businessType FROM business_profiles WHERE id = ?', [id])
      : [];
    const row = rows[0];
    if (!row || !sessionMatches(sessionId, row.sessionHash)) throw new NotFoundException(PROFILE_NOT_FOUND);
    return { id: row.id, businessType: row.businessType };
  }

  /** The profile, if this session created it; otherwise 404 as if it did not exist. */
  async findOwned(id: string, sessionId: string | undefined, message = PROFILE_NOT_FOUND): Promise<BusinessProfile> {
    const profile = isUuid(id) ? await this.profiles.findOne({ where: { id } }) : null;
    if (!profile || !sessionMatches(sessionId, profile.sessionHash)) throw new NotFoundException(message);
    return profile;
  }

  /** The profile by id, or null: the server's own reads (a scheduled job pricing saved figures), never a visitor's call. */
  findById(id: string): Promise<BusinessProfile | null> {
    return this.profiles.findOneBy({ id });
  }

  /**
   * The profile, locked for the rest of the transaction (work on one profile queues), if this
   * session created it; otherwise 404 with `message`, as if it did not exist.
   */
  async lockOwned(manager: EntityManager, id: string, sessionId: string | undefined, message = PROFILE_NOT_FOUND): Promise<BusinessProfile> {
    const profile = isUuid(id) ? await lockRow(manager, BusinessProfile, id) : null;
    if (!profile || !sessionMatches(sessionId, profile.sessionHash)) throw new NotFoundException(message);
    return profile;
  }

  /**
   * Hands out a fresh session secret for a profile (resuming from a Save Progress link): whoever
   * held the old one loses access. Answers the new session id, or null when the profile is gone.
   */
  async rotateSession(id: string, manager?: EntityManager): Promise<string | null> {
    const sessionId = newSessionId();
    const repository = manager ? manager.getRepository(BusinessProfile) : this.profiles;
    const result = await repository.update({ id }, { sessionHash: hashSessionId(sessionId), lastActivityAt: new Date() });
    return result.affected ? sessionId : null;
  }

  /**
   * How many customers (business profiles) there are (the system statistics); with `ofCustomers`
   * (a query selecting profile ids), only those customers (the data-retention status).
   */
  async countCustomers(ofCustomers?: SelectQueryBuilder<ObjectLiteral>): Promise<number> {
    const qb = this.profiles.createQueryBuilder('bp').select('COUNT(*)', 'n');
    if (ofCustomers) qb.where(`bp.id IN (${ofCustomers.getQuery()})`).setParameters(ofCustomers.getParameters());
    const row = await qb.getRawOne<{ n: unknown }>();
    return row?.n === null || row?.n === undefined ? 0 : Number(row.n);
  }

  /**
   * The business names of the customers `ids` that `user` may see (one query for a page of records
   * on customers); a customer the user may not see, or an unknown id, has no entry.
   */
  async visibleBusinessNames(ids: readonly string[], user: SessionUser): Promise<Map<string, string | null>> {
    const names = new Map<string, string | null>();
    if (ids.length === 0) return names;
    const query = this.profiles
      .createQueryBuilder('bp')
      .select(['bp.id', 'bp.businessName'])
      .where('bp.id IN (:...profileIds)', { profileIds: [...ids] });
    for (const row of await scopeCustomers(query, user, 'bp').getMany()) names.set(row.id, row.businessName);
    return names;
  }
}

/** Only the business fields, and only those the request carried. */
function fieldsOf(dto: BusinessProfileFieldsDto | ProfileFields): Partial<BusinessProfile> {
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_FIELD_KEYS) if (dto[key] !== undefined) out[key] = dto[key];
  return out as Partial<BusinessProfile>;
}

/** A profile as answered: the listed fields only (PROFILE_VIEW_FIELDS). */
export function toPublic(profile: BusinessProfile): PublicProfile {
  return Object.fromEntries(PROFILE_VIEW_FIELDS.map((field) => [field, profile[field]])) as PublicProfile;
}
