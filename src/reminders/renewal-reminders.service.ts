import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { hashSecret, newSecret, SECRET_FORMAT } from '../common/secrets/single-use-secret';
import { ComparisonService } from '../comparison/comparison.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { CustomerDataHolder, DeletedCustomer, DeletedRows, deleteRowsOfCustomers, HoldsCustomerData } from '../customers/customer-data-holder';
import { Transactions } from '../database/transactions';
import { AUTOMATED_EMAILS } from '../domain/email/automated-emails';
import { formatGBP } from '../domain/pricing';
import { deliverDueInBatches } from '../jobs/due-batches';
import {
  formatIsoDate,
  RENEWAL_REMINDER_CONSENT,
  RENEWAL_REMINDER_MESSAGES,
  renewalDateProblem,
  renewalReminderDueAt,
  renewalReminderPageLink,
  renewalSavingsLine,
} from '../domain/renewal-reminders';
import { formatUkDate } from '../domain/uk-time';
import { AutomatedEmailLimitReached } from '../mail/automated-email-limit';
import { MailService } from '../mail/mail.service';
import { ProfilesService } from '../profiles/profiles.service';
import { ProgressService, withoutSessionIds } from '../progress/progress.service';
import { siteOrigin } from '../progress/resume-link';
import { CreateRenewalReminderDto, RenewalReminderViewDto, SetRenewalReminderByLinkDto, WithdrawnRenewalReminderDto } from './dto/renewal-reminder.dto';
import { LeadsService, UsedReminderLink } from '../leads/leads.service';
import { RenewalReminder } from './entities/renewal-reminder.entity';

/** A reminder just stored, with the token of its withdrawal link (only emailed; the row keeps the hash). */
type StoredReminder = RenewalReminder & { withdrawToken: string };

function toView(saved: RenewalReminder): RenewalReminderViewDto {
  return { contractEndDate: saved.contractEndDate, remindAt: saved.remindAt, consentedAt: saved.consentedAt };
}

const BATCH_SIZE = 50;
const MAX_BATCHES_PER_RUN = 20;
/** The wizard's results step: the reminder's link reopens the wizard there, priced again. */
const RESULTS_STEP = 4;

/**
 * Renewal reminders: a visitor who has compared gives the date their current contract or lease
 * ends and, with explicit consent (the wording stored verbatim with the time), is emailed once,
 * 6 weeks before it, a fresh comparison of their saved figures with a link that reopens the wizard
 * at the results. Each email carries a single-use withdrawal link (its token only emailed; the row
 * keeps the SHA-256). The reminder is claimed with one conditional UPDATE (pending to sent) before
 * it is queued, so two runs or two instances never send it twice, and a withdrawn one never.
 */
@HoldsCustomerData('renewal reminders')
@Injectable()
export class RenewalRemindersService implements CustomerDataHolder {
  private readonly logger = new Logger(RenewalRemindersService.name);

  constructor(
    @InjectRepository(RenewalReminder) private readonly reminders: Repository<RenewalReminder>,
    private readonly profiles: ProfilesService,
    private readonly comparison: ComparisonService,
    private readonly progress: ProgressService,
    private readonly mail: MailService,
    private readonly leads: LeadsService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Deleting customers: their reminders go too, inside the deletion's transaction; answers how many each had. */
  deleteCustomerData(manager: EntityManager, customers: readonly DeletedCustomer[]): Promise<DeletedRows> {
    return deleteRowsOfCustomers(manager, RenewalReminder, customers, { one: 'renewal reminder', many: 'renewal reminders' });
  }

  /**
   * Sets the profile's reminder (its owner session only, else 404): a newer request replaces a
   * pending one. A confirmation with the withdrawal link is emailed; the reminder stands even when
   * an admin has switched that confirmation off (the reminder itself carries the link too).
   */
  async create(dto: CreateRenewalReminderDto, sessionId: string | undefined, origin: string | null): Promise<RenewalReminderViewDto> {
    const now = this.clock.now();
    this.assertDate(dto.contractEndDate, now);
    const profile = await this.profiles.findOwned(dto.businessProfileId, sessionId);
    const saved = await this.transactions.run((manager) =>
      this.store(manager, { businessProfileId: profile.id, email: dto.email, contractEndDate: dto.contractEndDate, state: dto.state }, now),
    );
    await this.confirm(saved, profile.businessName, this.siteOrigin(origin), now);
    return toView(saved);
  }

  /**
   * Sets a reminder by the single-use link of a quote email (RENEWAL_REMINDER_LINK_DAYS days): for
   * the lead's profile and address, with the consent recorded as the wizard's is. The link is spent
   * in the reminder's transaction (an unknown, used or expired one: 404, nothing stored); when the
   * confirmation cannot be queued nothing is kept and the link works again.
   */
  async createFromLink(dto: SetRenewalReminderByLinkDto, origin: string | null): Promise<RenewalReminderViewDto> {
    const now = this.clock.now();
    this.assertDate(dto.contractEndDate, now);
    let used: UsedReminderLink | null = null;
    const saved = await this.transactions.run(async (manager) => {
      used = await this.leads.useReminderLink(manager, dto.token, now);
      if (!used) throw new NotFoundException(RENEWAL_REMINDER_MESSAGES.setLinkNotFound);
      // The wizard state the reminder's link reopens: the figures the visitor applied with.
      const state = { businessData: { ...withoutSessionIds(used.businessData ?? {}), id: used.businessProfileId } };
      return this.store(manager, { businessProfileId: used.businessProfileId, email: used.email, contractEndDate: dto.contractEndDate, state }, now);
    });
    const link = used as UsedReminderLink | null;
    const profile = await this.profiles.findById(saved.businessProfileId);
    try {
      await this.confirm(saved, profile?.businessName ?? null, this.siteOrigin(origin), now);
    } catch (error) {
      if (link) await this.leads.giveBackReminderLink(link, dto.token);
      throw error;
    }
    return toView(saved);
  }

  private assertDate(contractEndDate: string, now: Date): void {
    const problem = renewalDateProblem(contractEndDate, now);
    if (problem) throw new BadRequestException([problem]);
  }

  /** Stores a reminder with the consent wording and time; a newer one replaces the profile's pending reminder. */
  private async store(
    manager: EntityManager,
    reminder: { businessProfileId: string; email: string; contractEndDate: string; state: Record<string, unknown> },
    now: Date,
  ): Promise<StoredReminder> {
    const token = newSecret();
    const rows = manager.getRepository(RenewalReminder);
    await rows.update({ businessProfileId: reminder.businessProfileId, status: 'pending' }, { status: 'withdrawn', withdrawnAt: now, withdrawTokenHash: null });
    const saved = await rows.save(
      rows.create({
        businessProfileId: reminder.businessProfileId,
        email: reminder.email,
        contractEndDate: reminder.contractEndDate,
        remindAt: renewalReminderDueAt(reminder.contractEndDate),
        status: 'pending',
        consentText: RENEWAL_REMINDER_CONSENT,
        consentedAt: now,
        state: withoutSessionIds(reminder.state),
        withdrawTokenHash: hashSecret(token),
        sentAt: null,
        withdrawnAt: null,
      }),
    );
    return Object.assign(saved, { withdrawToken: token });
  }

  /**
   * Emails the confirmation with the withdrawal link. The reminder stands even when an admin has
   * switched the confirmation off (the reminder itself carries the link too); when it cannot be
   * queued the reminder is deleted (429 for too many emails to the address, else 503).
   */
  private async confirm(saved: StoredReminder, businessName: string | null, origin: string, now: Date): Promise<void> {
    try {
      await this.mail.sendAutomated(
        AUTOMATED_EMAILS.renewalReminderConfirmation,
        saved.email,
        {
          businessName: businessName ?? 'your business',
          contractEndDate: formatIsoDate(saved.contractEndDate),
          reminderDate: formatUkDate(saved.remindAt.getTime() > now.getTime() ? saved.remindAt : now),
        },
        { businessProfileId: saved.businessProfileId, sealed: { withdrawLink: renewalReminderPageLink(origin, 'withdraw', saved.withdrawToken) } },
      );
    } catch (error) {
      await this.reminders.delete({ id: saved.id });
      if (error instanceof AutomatedEmailLimitReached) throw new HttpException(RENEWAL_REMINDER_MESSAGES.tooManyForAddress, HttpStatus.TOO_MANY_REQUESTS);
      this.logger.error(`Renewal reminder confirmation not queued: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(RENEWAL_REMINDER_MESSAGES.emailNotQueued);
    }
  }

  /** Withdraws consent by the token of an emailed link; the link works once. Anything else answers the same 404. */
  async withdraw(token: string): Promise<WithdrawnRenewalReminderDto> {
    const hash = SECRET_FORMAT.test(token) ? hashSecret(token) : null;
    const row = hash ? await this.reminders.findOneBy({ withdrawTokenHash: hash }) : null;
    if (!row || !hash) throw new NotFoundException(RENEWAL_REMINDER_MESSAGES.withdrawNotFound);
    const result = await this.reminders
      .createQueryBuilder()
      .update(RenewalReminder)
      .set({ status: 'withdrawn', withdrawnAt: this.clock.now(), withdrawTokenHash: null })
      .where('id = :id AND withdrawTokenHash = :hash', { id: row.id, hash })
      .execute();
    if (result.affected !== 1) throw new NotFoundException(RENEWAL_REMINDER_MESSAGES.withdrawNotFound);
    return { withdrawn: true, contractEndDate: row.contractEndDate };
  }

  /** Sends every reminder due at `now`, a batch at a time, each at most once a run; answers how many were queued by this call. */
  async sendDue(now: Date): Promise<number> {
    // Switched off by an admin: nothing is claimed, so a due reminder is sent once it is back on.
    if (!(await this.mail.isSwitchedOn(AUTOMATED_EMAILS.renewalReminder))) return 0;
    const due = new Map<number, RenewalReminder>();
    return deliverDueInBatches({
      dueIds: async () => {
        const rows = await this.dueReminders(now);
        for (const row of rows) due.set(row.id, row);
        return rows.map((row) => row.id);
      },
      deliver: (id) => this.remind(due.get(id) as RenewalReminder, now),
      maxBatches: MAX_BATCHES_PER_RUN,
      // A run is short (at most MAX_BATCHES_PER_RUN x BATCH_SIZE emails queued); shutdown waits for it.
      isClosing: () => false,
    });
  }

  private dueReminders(now: Date): Promise<RenewalReminder[]> {
    return this.reminders
      .createQueryBuilder('r')
      .where('r.status = :pending AND r.remindAt <= :now', { pending: 'pending', now })
      .orderBy('r.remindAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .limit(BATCH_SIZE)
      .getMany();
  }

  private async remind(row: RenewalReminder, now: Date): Promise<boolean> {
    const token = newSecret();
    if (!(await this.claim(row.id, hashSecret(token), now))) return false;
    try {
      const profile = await this.profiles.findById(row.businessProfileId);
      if (!profile) throw new Error('the customer is gone');
      // Today's catalogue, the saved figures: the first of the ranking is the best match now.
      const { result } = await this.comparison.price(profile);
      const best = result.providers[0];
      if (!best) throw new Error('no live provider to compare with');
      const siteOrigin = this.siteOrigin(null);
      const resume = await this.progress.issueResumeLink(siteOrigin, row.email, profile.id, { ...row.state, currentStep: RESULTS_STEP }, now);
      const queued = await this.mail.sendAutomated(
        AUTOMATED_EMAILS.renewalReminder,
        row.email,
        {
          businessName: profile.businessName ?? 'your business',
          contractEndDate: formatIsoDate(row.contractEndDate),
          consentDate: formatUkDate(row.consentedAt),
          providerName: best.name,
          totalMonthlyCost: formatGBP(best.estimatedMonthlyCost),
          savingsLine: renewalSavingsLine({ monthly: best.monthlySavings, annual: best.estimatedSavings }),
          // For a template still in its first edition (renewal-reminder-templates.data.ts).
          monthlySavings: formatGBP(Math.max(0, best.monthlySavings)),
          annualSavings: formatGBP(Math.max(0, best.monthlySavings) * 12),
        },
        { businessProfileId: profile.id, sealed: { resumeLink: resume, withdrawLink: renewalReminderPageLink(siteOrigin, 'withdraw', token) } },
      );
      if (queued) return true;
      await this.release(row, now);
      return false;
    } catch (error) {
      await this.release(row, now);
      this.logger.error(`Renewal reminder ${row.id}: not queued, tried again at the next run: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** One atomic UPDATE (pending to sent, with the new withdrawal token): only the run whose UPDATE changed the row sends it. */
  private async claim(id: number, tokenHash: string, now: Date): Promise<boolean> {
    const result = await this.reminders
      .createQueryBuilder()
      .update(RenewalReminder)
      .set({ status: 'sent', sentAt: now, withdrawTokenHash: tokenHash })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    return result.affected === 1;
  }

  /** Gives a claim back with the earlier withdrawal link (only this run's claim). */
  private async release(row: RenewalReminder, claimedAt: Date): Promise<void> {
    await this.reminders
      .createQueryBuilder()
      .update(RenewalReminder)
      .set({ status: 'pending', sentAt: null, withdrawTokenHash: row.withdrawTokenHash })
      .where('id = :id AND status = :sent AND sentAt = :claimedAt', { id: row.id, sent: 'sent', claimedAt })
      .execute();
  }

  private siteOrigin(origin: string | null): string {
    return siteOrigin(this.config, origin);
  }
}
