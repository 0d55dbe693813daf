import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager, MoreThan } from 'typeorm';
import { hashSecret, newSecret, SECRET_FORMAT } from '../common/secrets/single-use-secret';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { RENEWAL_REMINDER_LINK_DAYS, renewalReminderPageLink } from '../domain/renewal-reminders';
import { siteOrigin } from '../progress/resume-link';
import { ActivityRecorder } from '../activities/activity-recorder';
import type { SessionUser } from '../auth/session-user';
import { customerSourceLabel } from '../domain/vocabulary/customer-sources';
import { Transactions } from '../database/transactions';
import { MailService } from '../mail/mail.service';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { refreshCustomerProviders, refreshCustomerSearch } from '../profiles/customer-index';
import { ProfilesService } from '../profiles/profiles.service';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import { CreateLeadDto } from './dto/create-lead.dto';
import { newApplicationReference } from './application-reference';
import { Lead } from './entities/lead.entity';
import { Quote } from '../quotes/entities/quote.entity';
import { QuotesService } from '../quotes/quotes.service';
import { quoteEmail } from './quote-email';
import { WebhookOutbox } from '../webhooks/webhook-outbox.service';
import { leadWebhookEvent } from './lead-webhook-event';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an application's quote email is written from: the choice, and the link that sets a renewal reminder. */
interface QuoteEmailSource {
  profile: BusinessProfile;
  provider: Provider;
  terminal: Terminal | null;
  reminderLink: string;
}

/** What a spent renewal reminder link answers: its lead's profile, address and wizard figures. */
export interface UsedReminderLink {
  leadId: number;
  expiresAt: Date;
  businessProfileId: string;
  email: string;
  businessData: Record<string, unknown> | null;
}

/** The same profile and email within this window is the same application. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

const MISSING_PROFILE = 'Missing business profile';

/** The contact of an enquiry staff enter by hand, and the provider chosen (if any). */
export interface StaffEnquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName?: string | null;
  timeline: string;
  notes?: string | null;
  selectedProviderId?: number | null;
}

export interface LeadCreated {
  id: number;
  businessProfileId: string;
  applicationReference: string;
  status: string;
  createdAt: Date;
}

@Injectable()
export class LeadsService {
  private readonly logger = new Logger('Leads');

  constructor(
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly quotes: QuotesService,
    private readonly profiles: ProfilesService,
    private readonly activities: ActivityRecorder,
    private readonly webhooks: WebhookOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores an application once: a repeat (same Idempotency-Key for this profile, or same profile
   * and email within ten minutes) answers the first lead, also when both arrive at once. Only the
   * profile's owner may apply (404 otherwise), and only for a provider the profile was quoted for.
   */
  async create(dto: CreateLeadDto, idempotencyKey: string | undefined, sessionId: string | undefined, origin: string | null = null): Promise<LeadCreated> {
    const key = idempotencyKey ? `key:${idempotencyKey.slice(0, 100)}` : null;
    // Set when this call stored the lead: what its quote email is written from.
    let emailFrom: QuoteEmailSource | null = null;
    // The quote email's renewal reminder link: only its hash is stored with the lead.
    const reminderToken = newSecret();
    await this.quotes.settle(dto.businessProfileId);
    const lead = await this.transactions.run(
      async (manager) => {
        const profile = await this.profiles.lockOwned(manager, dto.businessProfileId, sessionId, MISSING_PROFILE);
        const existing = await this.findDuplicate(manager, profile.id, dto.email, key);
        if (existing) return existing;
        const selection = await this.resolveSelection(manager, profile.id, dto);
        const now = new Date();
        const saved = await manager.getRepository(Lead).save(
          manager.getRepository(Lead).create({
            businessProfileId: profile.id,
            applicationReference: await this.uniqueReference(manager),
            firstName: dto.firstName,
            lastName: dto.lastName,
            email: dto.email.toLowerCase(),
            phone: dto.phone,
            companyName: dto.companyName ?? profile.businessName,
            timeline: dto.timeline,
            additionalRequirements: dto.additionalRequirements ?? null,
            consentMarketing: dto.consentMarketing === true,
            consentMarketingAt: dto.consentMarketing === true ? now : null,
            status: 'created',
            quoteId: selection.quote?.id ?? null,
            selectedProviderId: selection.provider?.id ?? null,
            selectedTerminalId: selection.terminal?.id ?? null,
            businessData: dto.businessData ?? null,
            idempotencyKey: key,
            reminderLinkHash: selection.provider ? hashSecret(reminderToken) : null,
            reminderLinkExpiresAt: selection.provider ? new Date(now.getTime() + RENEWAL_REMINDER_LINK_DAYS * DAY_MS) : null,
          }),
        );
        if (selection.quote) await this.quotes.markSelected(manager, selection.quote, 'Customer applied for this provider through the comparison wizard');
        // The lead's provider and its names and email, for the partner scope and the customer search.
        await refreshCustomerProviders(manager, [profile.id]);
        await refreshCustomerSearch(manager, [profile.id]);
        await this.activities.record(manager, {
          businessProfileId: profile.id,
          providerId: selection.provider?.id ?? null,
          type: 'system',
          subject: 'Application submitted',
          description: `${dto.firstName} ${dto.lastName} applied${selection.provider ? ` for ${selection.provider.name}` : ''} (reference ${saved.applicationReference}, timeline: ${dto.timeline}).`,
        });
        if (selection.provider)
          emailFrom = {
            profile,
            provider: selection.provider,
            terminal: selection.terminal,
            reminderLink: renewalReminderPageLink(siteOrigin(this.config, origin), 'set', reminderToken),
          };
        await this.sendToProvider(manager, saved);
        return saved;
        // READ COMMITTED on MySQL/MariaDB: no gap locks, so visitors applying at once (each for their
        // own profile, whose row is locked above) do not deadlock on the leads index, which the lead's
        // insert and the search text's refresh both touch.
      },
      { isolation: 'READ COMMITTED' },
    );
    if (emailFrom) void this.sendQuoteEmail(lead, emailFrom);
    return {
      id: lead.id,
      businessProfileId: lead.businessProfileId,
      applicationReference: lead.applicationReference,
      status: lead.status,
      createdAt: lead.createdAt,
    };
  }

  /**
   * The lead of an enquiry staff enter by hand, in the caller's transaction, after its quotes are
   * stored there: status 'created', like an application through the wizard, with the provider
   * chosen on the phone (optional) selected among those quotes. A provider that was not quoted is
   * 400 naming the quoted ones, and the caller's transaction stores nothing. No email is sent:
   * staff talk to the customer themselves.
   */
  async createByStaff(manager: EntityManager, profile: BusinessProfile, enquiry: StaffEnquiry, user: SessionUser): Promise<LeadCreated> {
    const quotes = await manager.getRepository(Quote).find({ where: { businessProfileId: profile.id }, order: { rank: 'ASC' } });
    let quote: Quote | null = null;
    if (enquiry.selectedProviderId !== undefined && enquiry.selectedProviderId !== null) {
      quote = quotes.find((q) => q.providerId === enquiry.selectedProviderId) ?? null;
      if (!quote) {
        const quoted = quotes.map((q) => `${q.providerName} (${q.providerId})`).join(', ');
        throw new BadRequestException([`selectedProviderId must be one of the providers quoted for these figures: ${quoted || 'none was'}`]);
      }
    }
    const saved = await manager.getRepository(Lead).save(
      manager.getRepository(Lead).create({
        businessProfileId: profile.id,
        applicationReference: await this.uniqueReference(manager),
        firstName: enquiry.firstName,
        lastName: enquiry.lastName,
        email: enquiry.email.toLowerCase(),
        phone: enquiry.phone,
        companyName: enquiry.companyName ?? profile.businessName,
        timeline: enquiry.timeline,
        additionalRequirements: enquiry.notes ?? null,
        consentMarketing: false,
        consentMarketingAt: null,
        status: 'created',
        quoteId: quote?.id ?? null,
        selectedProviderId: quote?.providerId ?? null,
        selectedTerminalId: quote?.terminalId ?? null,
        businessData: null,
        idempotencyKey: null,
        reminderLinkHash: null,
        reminderLinkExpiresAt: null,
      }),
    );
    if (quote) await this.quotes.markSelected(manager, quote, `Chosen with ${user.name} when the enquiry was entered`);
    // The lead's provider and its names and email, for the partner scope and the customer search.
    await refreshCustomerProviders(manager, [profile.id]);
    await refreshCustomerSearch(manager, [profile.id]);
    await this.activities.record(manager, {
      businessProfileId: profile.id,
      providerId: quote?.providerId ?? null,
      type: 'system',
      subject: 'Enquiry entered',
      description: `${user.name} entered a ${customerSourceLabel(profile.source).toLowerCase()} enquiry from ${enquiry.firstName} ${enquiry.lastName}${quote ? ` for ${quote.providerName}` : ''} (reference ${saved.applicationReference}).`,
      crmUserId: user.id,
    });
    await this.sendToProvider(manager, saved);
    return {
      id: saved.id,
      businessProfileId: saved.businessProfileId,
      applicationReference: saved.applicationReference,
      status: saved.status,
      createdAt: saved.createdAt,
    };
  }

  /** The new lead goes to its provider's webhook (stored in this transaction, sent after it commits). */
  private async sendToProvider(manager: EntityManager, lead: Lead): Promise<void> {
    const event = leadWebhookEvent(await manager.getRepository(Lead).findOneByOrFail({ id: lead.id }), new Date());
    if (event) await this.webhooks.enqueue(manager, event);
  }

  /** A reference no other lead has (a clash among 31^8 is rare; it is still checked). */
  private async uniqueReference(manager: EntityManager): Promise<string> {
    for (;;) {
      const reference = newApplicationReference();
      if (!(await manager.getRepository(Lead).exists({ where: { applicationReference: reference } }))) return reference;
    }
  }

  private async findDuplicate(manager: EntityManager, profileId: string, email: string, key: string | null): Promise<Lead | null> {
    const leads = manager.getRepository(Lead);
    if (key) {
      const byKey = await leads.findOne({ where: { businessProfileId: profileId, idempotencyKey: key } });
      if (byKey) return byKey;
    }
    return leads.findOne({
      where: { businessProfileId: profileId, email: email.toLowerCase(), createdAt: MoreThan(new Date(Date.now() - DUPLICATE_WINDOW_MS)) },
      order: { id: 'ASC' },
    });
  }

  /**
   * The quote, provider and terminal a lead names, checked against the profile's own quotes: the
   * provider must be one it was quoted for, the terminal one of that provider's (400 otherwise).
   * With none named the lead carries no selection (the older wizard selects the quote after).
   */
  private async resolveSelection(
    manager: EntityManager,
    profileId: string,
    dto: CreateLeadDto,
  ): Promise<{ quote: Quote | null; provider: Provider | null; terminal: Terminal | null }> {
    const quotes = await manager.getRepository(Quote).find({ where: { businessProfileId: profileId } });
    let quote: Quote | null = null;
    if (dto.quoteId !== undefined) {
      quote = quotes.find((q) => q.id === dto.quoteId) ?? null;
      if (!quote) throw new BadRequestException(['quoteId is not a quote of this business profile']);
      if (dto.selectedProvider !== undefined && dto.selectedProvider !== quote.providerId)
        throw new BadRequestException(['quoteId and selectedProvider name different providers']);
    }
    const providerId = dto.selectedProvider ?? quote?.providerId;
    if (providerId === undefined) {
      if (dto.selectedTerminal !== undefined) throw new BadRequestException(['selectedTerminal needs a selectedProvider']);
      return { quote: null, provider: null, terminal: null };
    }
    quote ??= quotes.find((q) => q.providerId === providerId) ?? null;
    const provider = quote ? await manager.getRepository(Provider).findOne({ where: { id: providerId } }) : null;
    if (!quote || !provider) throw new BadRequestException(['selectedProvider was not quoted for this business profile']);
    const terminalId = dto.selectedTerminal ?? quote.terminalId;
    const terminal = terminalId !== null ? await manager.getRepository(Terminal).findOne({ where: { id: terminalId, providerId: provider.id } }) : null;
    if (dto.selectedTerminal !== undefined && !terminal) throw new BadRequestException(['selectedTerminal is not a terminal of the selected provider']);
    return { quote, provider, terminal };
  }

  /**
   * Spends the quote email's renewal reminder link, in the caller's transaction: one conditional
   * UPDATE clears its hash, so two uses at once set one reminder. Answers the lead's profile and
   * address, or null when the token is unknown, used or expired.
   */
  async useReminderLink(manager: EntityManager, token: string, now: Date): Promise<UsedReminderLink | null> {
    if (!SECRET_FORMAT.test(token)) return null;
    const hash = hashSecret(token);
    const lead = await manager.getRepository(Lead).findOne({ where: { reminderLinkHash: hash } });
    if (!lead || !lead.reminderLinkExpiresAt || lead.reminderLinkExpiresAt.getTime() <= now.getTime()) return null;
    const result = await manager
      .createQueryBuilder()
      .update(Lead)
      .set({ reminderLinkHash: null, reminderLinkExpiresAt: null })
      .where('id = :id AND reminderLinkHash = :hash', { id: lead.id, hash })
      .execute();
    if (result.affected !== 1) return null;
    return {
      leadId: lead.id,
      expiresAt: lead.reminderLinkExpiresAt,
      businessProfileId: lead.businessProfileId,
      email: lead.email,
      businessData: lead.businessData,
    };
  }

  /** Gives a spent link back (the reminder it set could not be confirmed, so nothing was kept): it works again until it expires. */
  async giveBackReminderLink(used: UsedReminderLink, token: string): Promise<void> {
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(Lead)
        .set({ reminderLinkHash: hashSecret(token), reminderLinkExpiresAt: used.expiresAt })
        .where('id = :id AND reminderLinkHash IS NULL', { id: used.leadId })
        .execute(),
    );
  }

  private async sendQuoteEmail(lead: Lead, { profile, provider, terminal, reminderLink }: QuoteEmailSource): Promise<void> {
    try {
      const { template, values, blocks } = quoteEmail(lead, profile, provider, terminal);
      const queued = await this.mail.sendAutomated(template, lead.email, values, {
        businessProfileId: profile.id,
        providerId: provider.id,
        blocks,
        sealed: { renewalReminderLink: reminderLink },
      });
      if (!queued) this.logger.log(`quote email for lead ${lead.id} not sent: '${template.name}' is switched off`);
    } catch (error) {
      this.logger.error(`quote email for lead ${lead.id} not queued: ${(error as Error).message}`);
    }
  }
}
