import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { SavedProgress } from '../comparison/entities/saved-progress.entity';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { MailService } from '../mail/mail.service';
import { SaveProgressDto } from './dto/save-progress.dto';
import { SavedProgressViewDto, SaveProgressResponseDto } from './dto/progress-response.dto';
import { PROGRESS_MESSAGES, PROGRESS_TTL_MS, SAVE_PROGRESS_TEMPLATE, SAVES_PER_ADDRESS_PER_HOUR } from './progress.constants';
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
    await this.assertAddressNotFlooded(dto.email, expiresAt);
    const token = newResumeToken();
    const key = hashResumeToken(token);
    await this.saved.save(this.saved.create({ token: key, email: dto.email, state: dto.state, expiresAt }));
    try {
      await this.mail.queueTemplate(SAVE_PROGRESS_TEMPLATE, dto.email, { resumeLink: resumeLink(siteOrigin, token) });
    } catch (error) {
      await this.saved.delete({ token: key });
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

  /** Saves in the last hour to this address (each save expires PROGRESS_TTL_MS after it was made). */
  private async assertAddressNotFlooded(email: string, expiresAt: Date): Promise<void> {
    const anHourAgo = new Date(expiresAt.getTime() - 60 * 60_000);
    const recent = await this.saved.countBy({ email, expiresAt: MoreThan(anHourAgo) });
    if (recent >= SAVES_PER_ADDRESS_PER_HOUR) throw new HttpException(PROGRESS_MESSAGES.tooManyForAddress, HttpStatus.TOO_MANY_REQUESTS);
  }
}
