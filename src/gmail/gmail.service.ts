import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { SessionUser } from '../auth/session-user';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { describeSendError } from '../mail/delivery-policy';
import { GmailDisconnectDto, GmailStatusDto, GmailTestResultDto } from './dto/gmail.dto';
import { GMAIL_NOT_CONFIGURED_MESSAGE } from './gmail.constants';
import { GmailSender } from './gmail-sender';
import { GmailAccount, GmailTokens } from './gmail-tokens';
import { createOAuthClient, GoogleConfig, hasGmailScope } from './google-oauth';

export const TEST_EMAIL = {
  subject: 'Merchant Compare: Gmail test email',
  text: 'This test email was sent through your Gmail account from the Merchant Compare back-office.\n\nEmails you send to customers from the back-office now go from this account.',
} as const;

/** The signed-in user's own Gmail connection: its status, a test email, disconnecting. */
@Injectable()
export class GmailService {
  private readonly logger = new Logger(GmailService.name);
  private readonly google?: GoogleConfig;

  constructor(
    private readonly tokens: GmailTokens,
    private readonly sender: GmailSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.google = config.google;
  }

  /** Which of the users `userIds` have a Google integration (the users list shows it). */
  usersWithIntegration(userIds: readonly number[]): Promise<Set<number>> {
    return this.tokens.connectedUserIds(userIds);
  }

  async status(user: SessionUser): Promise<GmailStatusDto> {
    const connection = this.google ? await this.tokens.connection(user.id) : null;
    const isAuthorized = !!connection?.hasRefreshToken;
    return {
      isAuthorized,
      hasGmailScope: isAuthorized && hasGmailScope(connection?.scope),
      lastSync: connection?.lastSync ?? null,
      isConfigured: !!this.google,
      email: connection?.googleEmail ?? null,
    };
  }

  /**
   * Sends a test email to the user's own Google address (their CRM address when Google did not
   * name one) through the Gmail API, at once (not through the outbox), and says how it went.
   */
  async sendTest(user: SessionUser): Promise<GmailTestResultDto> {
    if (!this.google) throw new ServiceUnavailableException(GMAIL_NOT_CONFIGURED_MESSAGE);
    if (!(await this.sender.isConnected(user.id))) return { success: false, error: 'Gmail is not connected: connect it first', sentTo: null };
    const to = (await this.sender.addressOf(user.id)) ?? user.email;
    try {
      await this.sender.send(user.id, { to, subject: TEST_EMAIL.subject, text: TEST_EMAIL.text });
      return { success: true, error: null, sentTo: to };
    } catch (error) {
      const reason = describeSendError(error);
      this.logger.warn(`Gmail test email of user ${user.id} failed: ${reason}`);
      return { success: false, error: reason, sentTo: null };
    }
  }

  /** Revokes the authorization at Google when it can, and deletes the stored tokens in any case. */
  async disconnect(user: SessionUser): Promise<GmailDisconnectDto> {
    let account: GmailAccount | null = null;
    try {
      account = await this.tokens.account(user.id);
    } catch {
      // Unreadable tokens cannot be revoked; they are deleted all the same.
    }
    let isRevoked = false;
    if (account && this.google) {
      try {
        await createOAuthClient(this.google).revokeToken(account.refreshToken);
        isRevoked = true;
      } catch (error) {
        this.logger.warn(`Revoking the Gmail authorization of user ${user.id} failed: ${describeSendError(error, [account.refreshToken])}`);
      }
    }
    await this.tokens.remove(user.id);
    return { success: true, revoked: isRevoked };
  }
}
