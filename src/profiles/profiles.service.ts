import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Quote } from '../leads/entities/quote.entity';
import { QuoteRecorder } from '../leads/quote-recorder';
import { BusinessProfileFieldsDto, CreateBusinessProfileDto, UpdateBusinessProfileDto } from './dto/business-profile.dto';
import { BusinessProfile } from './entities/business-profile.entity';

export type PublicProfile = Omit<BusinessProfile, 'sessionId' | 'assignDefaults'>;

const NOT_FOUND = 'Business profile not found';

/**
 * Anonymous business profiles. Ids are random UUIDs; a profile is changed only by the session
 * that created it, and a wrong session is answered exactly like an unknown id.
 */
@Injectable()
export class ProfilesService {
  constructor(
    @InjectRepository(BusinessProfile) private readonly profiles: Repository<BusinessProfile>,
    @InjectRepository(Quote) private readonly quotes: Repository<Quote>,
    private readonly recorder: QuoteRecorder,
  ) {}

  async create(dto: CreateBusinessProfileDto): Promise<PublicProfile> {
    const profile = this.profiles.create({ ...fieldsOf(dto), sessionId: dto.sessionId, lastActivityAt: new Date() });
    return toPublic(await this.profiles.save(profile));
  }

  async update(id: string, dto: UpdateBusinessProfileDto): Promise<PublicProfile> {
    const profile = await this.findOwned(id, dto.sessionId);
    Object.assign(profile, fieldsOf(dto), { lastActivityAt: new Date() });
    return toPublic(await this.profiles.save(profile));
  }

  async get(id: string): Promise<PublicProfile> {
    return toPublic(await this.find(id));
  }

  async find(id: string): Promise<BusinessProfile> {
    const profile = isUuid(id) ? await this.profiles.findOne({ where: { id } }) : null;
    if (!profile) throw new NotFoundException(NOT_FOUND);
    return profile;
  }

  /**
   * Whether this session created the profile (a lean read on the comparison's hot path); answers
   * the fields the comparison needs, or 404 as if the profile did not exist.
   */
  async assertOwned(id: string, sessionId: string | undefined): Promise<Pick<BusinessProfile, 'id' | 'businessType'>> {
    const row = isUuid(id)
      ? await this.profiles
          .createQueryBuilder('p')
          .select(['p.id AS id', 'p.sessionId AS sessionId', 'p.businessType AS businessType'])
          .where('p.id = :id', { id })
          .getRawOne<{ id: string; sessionId: string; businessType: string | null }>()
      : undefined;
    if (!row || !sessionId || row.sessionId !== sessionId) throw new NotFoundException(NOT_FOUND);
    return { id: row.id, businessType: row.businessType };
  }

  /** The profile, if this session created it; otherwise 404 as if it did not exist. */
  async findOwned(id: string, sessionId: string | undefined): Promise<BusinessProfile> {
    const profile = await this.find(id);
    if (!sessionId || profile.sessionId !== sessionId) throw new NotFoundException(NOT_FOUND);
    return profile;
  }

  async quotesOf(id: string): Promise<Quote[]> {
    await this.find(id);
    await this.recorder.settle(id);
    return this.quotes.find({ where: { businessProfileId: id }, order: { rank: 'ASC', id: 'ASC' } });
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

const FIELD_KEYS: Array<keyof BusinessProfileFieldsDto> = [
  'businessType', 'businessName', 'businessSector', 'paymentStatus', 'monthlyTurnover', 'debitCardVolume', 'creditCardVolume',
  'corporateCardVolume', 'transactionsPerMonth', 'averageTransaction', 'currentProvider', 'paymentMethods', 'cardTypes',
  'needsIntegration', 'integrationSpecific', 'terminalTypePreference', 'softwareIntegrationPrefs', 'connectivityPreferences',
  'numberOfTerminals', 'merchantAccounts', 'currentTotalMonthlyCost', 'currentDebitFee', 'currentCreditFee',
  'currentCorporateCreditFee', 'currentAuthFee', 'currentCnpFee', 'currentInternationalFee', 'currentMonthlyFees',
  'currentTerminalRental', 'currentOtherFees', 'personalCorporateSplit', 'ukInternationalSplit', 'f2fCnpSplit',
  'calculatedPricing', 'step3CalculatedCurrentCost',
];

/** Only the business fields, and only those the request carried. */
function fieldsOf(dto: BusinessProfileFieldsDto): Partial<BusinessProfile> {
  const out: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) if (dto[key] !== undefined) out[key] = dto[key];
  return out as Partial<BusinessProfile>;
}

export function toPublic(profile: BusinessProfile): PublicProfile {
  const { sessionId: _sessionId, ...rest } = profile;
  return rest;
}
