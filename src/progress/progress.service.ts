import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { SavedProgress } from './entities/saved-progress.entity';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { hashSecret, newSecret, SECRET_FORMAT } from '../common/secrets/single-use-secret';
import { AutomatedEmailLimitReached } from '../mail/automated-email-limit';
import { MailService } from '../mail/mail.service';
import { ProfilesService } from '../profiles/profiles.service';
import { SaveProgressDto } from './dto/save-progress.dto';
import { SavedProgressViewDto, SaveProgressResponseDto } from './dto/progress-response.dto';
import { PROGRESS_MESSAGES, PROGRESS_TTL_MS, SAVE_PROGRESS_EMAIL } from './progress.constants';
import { resumeLink } from './resume-link';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';

/**
 * Save Progress: the wizard state is stored under a random token for 30 days and the token is
 * emailed as a link (never answered to the browser, never stored in plain: the saved row keeps
 * its hash, the stored copy of the email keeps it sealed). Saving a state that names a business
 * profile needs that profile's owner session; resuming answers the state, never the address,
 * and hands out a fresh session secret for the profile, so whoever held the old one loses access.
 */
@HoldsCustomerData('saved progress')
@Injectable()
export class ProgressService implements CustomerDataHolder {
  private readonly logger = new Logger(ProgressService.name);

  constructor(
    @InjectRepository(SavedProgress) private readonly saved: Repository<SavedProgress>,
    private readonly mail: MailService,
    private readonly profiles: ProfilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Deleting customers: their saved progress entries go too, inside the deletion's transaction; answers how many each had. */
  deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    return deleteRowsOfCustomers(manager, SavedProgress, customers, { one: 'saved progress entry', many: 'saved progress entries' });
  }

  /**
   * `origin` is the request's own origin (null when its Host header is unusable). PUBLIC_URL wins,
   * and production always has it (config/env.ts), so there the Host header never reaches a link.
   */
  async save(dto: SaveProgressDto, sessionId: string | undefined, origin: string | null): Promise<SaveProgressResponseDto> {
    const siteOrigin = this.config.publicUrl ?? origin;
    if (!siteOrigin) throw new BadRequestException(PROGRESS_MESSAGES.badHost);
    const profileId = profileIdOf(dto.state);
    if (profileId !== null) await this.profiles.assertOwned(profileId, sessionId);
    const expiresAt = new Date(Date.now() + PROGRESS_TTL_MS);
    const token = newSecret();
    const key = hashSecret(token);
    await this.saved.save(this.saved.create({ token: key, email: dto.email, businessProfileId: profileId, state: withoutSessionIds(dto.state), expiresAt }));
    try {
      // Stored with the profile it names, so that deleting the customer deletes the email too.
      const queued = await this.mail.sendAutomated(
        SAVE_PROGRESS_EMAIL,
        dto.email,
        {},
        { businessProfileId: profileId, sealed: { resumeLink: resumeLink(siteOrigin, token) } },
      );
      // Switched off by an admin: the link would reach nobody, so nothing is kept.
      if (!queued) throw new ServiceUnavailableException(PROGRESS_MESSAGES.emailSwitchedOff);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) {
        await this.saved.delete({ token: key });
        throw error;
      }
      await this.saved.delete({ token: key });
      // The mail module's hourly cap on automated email to one address (automated-email-limit.ts).
      if (error instanceof AutomatedEmailLimitReached) throw new HttpException(PROGRESS_MESSAGES.tooManyForAddress, HttpStatus.TOO_MANY_REQUESTS);
      this.logger.error(`Save Progress email not queued: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(PROGRESS_MESSAGES.emailNotQueued);
    }
    return { success: true, expiresAt };
  }

  /**
   * A resume link for a wizard state, stored like a Save Progress entry (the same 30 days, the same
   * resume, deleted with its customer) but not emailed here: the caller puts it, sealed, into its
   * own email (a renewal reminder). Answers the link.
   */
  async issueResumeLink(siteOrigin: string, email: string, businessProfileId: string, state: Record<string, unknown>, now: Date): Promise<string> {
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + PROGRESS_TTL_MS);
    await this.saved.save(this.saved.create({ token: hashSecret(token), email, businessProfileId, state: withoutSessionIds(state), expiresAt }));
    return resumeLink(siteOrigin, token);
  }

  /**
   * The saved state of an unexpired link, with a fresh session id for its profile (null, and the
   * profile id dropped from the state, when it names none or the profile is gone: the wizard then
   * starts a new profile). Anything else answers the same 404.
   */
  async resume(token: string): Promise<SavedProgressViewDto> {
    const row = SECRET_FORMAT.test(token) ? await this.saved.findOneBy({ token: hashSecret(token) }) : null;
    if (!row || row.expiresAt.getTime() <= Date.now()) throw new NotFoundException(PROGRESS_MESSAGES.notFound);
    const sessionId = row.businessProfileId ? await this.profiles.rotateSession(row.businessProfileId) : null;
    const state = sessionId ? row.state : withoutProfileId(row.state);
    return { state, sessionId, expiresAt: row.expiresAt };
  }

  /** Deletes every expired saved progress; answers how many. */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    const result = await this.saved.createQueryBuilder().delete().from(SavedProgress).where('expiresAt <= :now', { now }).execute();
    return result.affected ?? 0;
  }
}

function businessDataOf(state: Record<string, unknown>): Record<string, unknown> | null {
  const data = state.businessData;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** The business profile a wizard state names (businessData.id), if any. */
function profileIdOf(state: Record<string, unknown>): string | null {
  const id = businessDataOf(state)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The state as stored: session ids are secrets and never kept. */
export function withoutSessionIds(state: Record<string, unknown>): Record<string, unknown> {
  const { sessionId: _sessionId, ...rest } = state;
  const data = businessDataOf(rest);
  if (!data) return rest;
  const { sessionId: _dataSessionId, ...businessData } = data;
  return { ...rest, businessData };
}

function withoutProfileId(state: Record<string, unknown>): Record<string, unknown> {
  const data = businessDataOf(state);
  if (!data) return state;
  const { id: _id, ...businessData } = data;
  return { ...state, businessData };
}
