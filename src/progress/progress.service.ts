import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SavedProgress } from '../comparison/entities/saved-progress.entity';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AutomatedEmailLimitReached } from '../mail/automated-email-limit';
import { MailService } from '../mail/mail.service';
import { SaveProgressDto } from './dto/save-progress.dto';
import { SavedProgressViewDto, SaveProgressResponseDto } from './dto/progress-response.dto';
import { PROGRESS_MESSAGES, PROGRESS_TTL_MS, SAVE_PROGRESS_TEMPLATE } from './progress.constants';
import { hashResumeToken, newResumeToken, RESUME_TOKEN_FORMAT, resumeLink } from './resume-link';

/**
 * Save Progress: the wizard state is stored under a random token for 30 days and the token is
 * emailed as a link (never answered to the browser). Opening the link answers the state, never
 * the address.
 */
@Injectable()
export class ProgressService {
  private readonly logger = new Logger(ProgressService.name);

  constructor(
    @InjectRepository(SavedProgress) private readonly saved: Repository<SavedProgress>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `origin` is the request's own origin (null when its Host header is unusable). PUBLIC_URL wins,
   * and production always has it (config/env.ts), so there the Host header never reaches a link.
   */
  async save(dto: SaveProgressDto, origin: string | null): Promise<SaveProgressResponseDto> {
    const siteOrigin = this.config.publicUrl ?? origin;
    if (!siteOrigin) throw new BadRequestException(PROGRESS_MESSAGES.badHost);
    const expiresAt = new Date(Date.now() + PROGRESS_TTL_MS);
    const token = newResumeToken();
    const key = hashResumeToken(token);
    await this.saved.save(this.saved.create({ token: key, email: dto.email, state: dto.state, expiresAt }));
    try {
      await this.mail.queueTemplate(SAVE_PROGRESS_TEMPLATE, dto.email, { resumeLink: resumeLink(siteOrigin, token) });
    } catch (error) {
      await this.saved.delete({ token: key });
      // The mail module's hourly cap on automated email to one address (automated-email-limit.ts).
      if (error instanceof AutomatedEmailLimitReached) throw new HttpException(PROGRESS_MESSAGES.tooManyForAddress, HttpStatus.TOO_MANY_REQUESTS);
      this.logger.error(`Save Progress email not queued: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(PROGRESS_MESSAGES.emailNotQueued);
    }
    return { success: true, expiresAt };
  }

  /** The saved state of an unexpired link; anything else answers the same 404. */
  async resume(token: string): Promise<SavedProgressViewDto> {
    const row = RESUME_TOKEN_FORMAT.test(token) ? await this.saved.findOneBy({ token: hashResumeToken(token) }) : null;
    if (!row || row.expiresAt.getTime() <= Date.now()) throw new NotFoundException(PROGRESS_MESSAGES.notFound);
    return { state: row.state, expiresAt: row.expiresAt };
  }

  /** Deletes every expired saved progress; answers how many. */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    const result = await this.saved.createQueryBuilder().delete().from(SavedProgress).where('expiresAt <= :now', { now }).execute();
    return result.affected ?? 0;
  }
}
