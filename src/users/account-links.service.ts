import { BadRequestException, GoneException, Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, LessThan, Repository } from 'typeorm';
import { SessionsService } from '../auth/sessions.service';
import { Clock } from '../common/clock/clock';
import { hashSecret, newSecret, SECRET_FORMAT } from '../common/secrets/single-use-secret';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { claimSingleUse, hasExpired } from '../database/single-use-row';
import { Transactions } from '../database/transactions';
import { PASSWORD_RESET_TEMPLATE, USER_INVITATION_TEMPLATE } from '../database/seeds/account-email-templates.data';
import { backOfficeUrl, setPasswordPath } from '../domain/back-office-paths';
import { MailService } from '../mail/mail.service';
import { INVITATION_TTL_MS, RESET_TTL_MS } from './account-link';
import { CrmUser } from './entities/crm-user.entity';
import { UserToken, UserTokenPurpose } from './entities/user-token.entity';
import { PasswordService } from './password.service';

export const ACCOUNT_LINK_MESSAGES = {
  invalid: 'This link is not valid. It may have been replaced by a newer one: use the most recent email, or ask for a new link.',
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link has already been used. Sign in, or ask for a new link.',
  resetRequested: 'If an account exists for this email address, we have sent it a link to reset the password. The link expires in one hour.',
} as const;

const TTL_MS: Record<UserTokenPurpose, number> = { invite: INVITATION_TTL_MS, reset: RESET_TTL_MS };
const TEMPLATE_OF: Record<UserTokenPurpose, string> = { invite: USER_INVITATION_TEMPLATE.name, reset: PASSWORD_RESET_TEMPLATE.name };

/** A usable link: whose it is and what it is for. */
export interface OpenLink {
  purpose: UserTokenPurpose;
  email: string;
  expiresAt: Date;
}

/**
 * The emailed links that let a back-office user set their password: an invitation (72 hours) and a
 * password reset (one hour). A link's token is only emailed (sealed on the stored email until it is
 * sent), never answered, logged or stored in plain: user_tokens keeps its SHA-256. Each link works
 * once; a newer link of the same kind replaces the older one, and setting a password ends every
 * other link of the user and every session. A reset request is answered the same whether the
 * address is known or not: the lookup and the email happen after the answer.
 */
@Injectable()
export class AccountLinksService implements OnModuleDestroy {
  private readonly logger = new Logger(AccountLinksService.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @InjectRepository(UserToken) private readonly tokens: Repository<UserToken>,
    @InjectRepository(CrmUser) private readonly users: Repository<CrmUser>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionsService,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Emails `user` a new invitation (replacing any earlier one); answers when it expires. */
  invite(user: Pick<CrmUser, 'id' | 'name' | 'email'>): Promise<Date> {
    return this.issue(user, 'invite');
  }

  /**
   * A reset link for the active user of `rawEmail`, if there is one, emailed in the background:
   * the caller answers at once, the same for every address.
   */
  requestReset(rawEmail: string): void {
    const email = rawEmail.trim().toLowerCase();
    this.track(
      (async () => {
        const user = await this.users.findOne({ select: { id: true, name: true, email: true, isActive: true }, where: { email } });
        if (user?.isActive) await this.issue(user, 'reset');
      })().catch((error: unknown) => {
        this.logger.error(`Password reset link not sent: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
  }

  /** What a link is for and whose it is, or the 400/410 refusal of setPassword. */
  async inspect(token: string): Promise<OpenLink> {
    const { row, user } = await this.usable(token);
    return { purpose: row.purpose, email: user.email, expiresAt: row.expiresAt };
  }

  /**
   * Sets the password of a link's user (the password has passed the user password rule) and uses
   * the link up; the user's other links and every session of theirs end. Answers the user's email.
   */
  async setPassword(token: string, password: string): Promise<OpenLink> {
    const { row, user } = await this.usable(token);
    // Hashed before the transaction, so no lock waits on argon2.
    const passwordHash = await this.passwords.hash(password);
    await this.transactions.run(async (manager) => {
      const now = this.clock.now();
      // A concurrent use of the same link got there first.
      if (!(await claimSingleUse(manager, UserToken, row.id, now, { unexpired: false }))) throw new GoneException(ACCOUNT_LINK_MESSAGES.used);
      await manager.getRepository(CrmUser).update(user.id, { passwordHash });
      await this.forgetUnused(user.id, manager);
      await this.sessions.revokeAllFor(user.id, manager);
    });
    return { purpose: row.purpose, email: user.email, expiresAt: row.expiresAt };
  }

  /** Ends every unused link of a user (its password was just set some other way). */
  async forgetUnused(userId: number, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(UserToken) : this.tokens;
    await repo.delete({ userId, usedAt: IsNull() });
  }

  /** Background reset emails still under way have finished (shutdown waits for them; tests too). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  private async issue(user: Pick<CrmUser, 'id' | 'name' | 'email'>, purpose: UserTokenPurpose): Promise<Date> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TTL_MS[purpose]);
    const token = newSecret();
    await this.transactions.run(async (manager) => {
      const repo = manager.getRepository(UserToken);
      // The newer link replaces the older ones of its kind; long-dead links of the user go too.
      await repo.delete({ userId: user.id, purpose, usedAt: IsNull() });
      await repo.delete({ userId: user.id, expiresAt: LessThan(new Date(now.getTime() - INVITATION_TTL_MS)) });
      await repo.insert({ userId: user.id, purpose, tokenHash: hashSecret(token), expiresAt, usedAt: null });
    });
    const origin = this.config.publicUrl ?? `http://localhost:${this.config.port}`;
    await this.mail.queueTemplate(
      TEMPLATE_OF[purpose],
      user.email,
      { userName: user.name },
      { isToCrmUser: true, sealed: { setPasswordLink: backOfficeUrl(origin, setPasswordPath(token)) } },
    );
    return expiresAt;
  }

  private async usable(token: string): Promise<{ row: UserToken; user: CrmUser }> {
    const row = SECRET_FORMAT.test(token) ? await this.tokens.findOne({ where: { tokenHash: hashSecret(token) }, relations: { user: true } }) : null;
    if (!row || !row.user) throw new BadRequestException(ACCOUNT_LINK_MESSAGES.invalid);
    if (row.usedAt) throw new GoneException(ACCOUNT_LINK_MESSAGES.used);
    if (hasExpired(row, this.clock.now())) throw new GoneException(ACCOUNT_LINK_MESSAGES.expired);
    return { row, user: row.user };
  }

  /** Shutdown waits for every background email under way. */
  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.then(() => this.inFlight.delete(work));
  }
}
