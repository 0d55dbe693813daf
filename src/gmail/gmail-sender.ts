import { Inject, Injectable, Logger } from '@nestjs/common';
import type { gmail_v1 } from '@googleapis/gmail';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { PermanentSendError } from '../mail/delivery-policy';
import { GoogleConfig, GOOGLE_TIMEOUT_MS, hasGmailScope } from './google-oauth';
import { GmailMessage, toGmailRaw } from './gmail-message';
import { GmailAccount, GmailTokens, UnreadableTokensError } from './gmail-tokens';

/** Google's answer to a refresh token that was revoked or has expired. */
function isInvalidGrant(error: unknown): boolean {
  const e = error as { message?: unknown; response?: { data?: { error?: unknown } } };
  return e?.message === 'invalid_grant' || e?.response?.data?.error === 'invalid_grant';
}

function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown; response?: { status?: unknown } })?.response?.status ?? (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Sends a message through a CRM user's own Gmail: the Gmail API's users.messages.send (the
 * @googleapis/gmail client, with Node's fetch), authorized by the user's access token, refreshed
 * first when it has expired. Failures no retry can mend throw PermanentSendError.
 */
@Injectable()
export class GmailSender {
  private readonly logger = new Logger(GmailSender.name);
  private client?: gmail_v1.Gmail;
  private readonly google?: GoogleConfig;

  constructor(
    private readonly tokens: GmailTokens,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.google = config.google;
  }

  /** The Gmail API client, made at the first send: @googleapis/gmail is not loaded when the server starts (issue 26). */
  private get api(): gmail_v1.Gmail {
    if (!this.client) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { gmail } = require('@googleapis/gmail') as typeof import('@googleapis/gmail');
      this.client = gmail({ version: 'v1', fetchImplementation: fetch, timeout: GOOGLE_TIMEOUT_MS });
    }
    return this.client;
  }

  /** Whether the user's customer emails go through their Gmail: Google configured, and connected with the gmail.send scope. */
  async isConnected(userId: number): Promise<boolean> {
    if (!this.google) return false;
    const connection = await this.tokens.connection(userId);
    return !!connection?.hasRefreshToken && hasGmailScope(connection.scope);
  }

  /** The address the user's Gmail sends from (null when unknown or not connected). */
  async addressOf(userId: number): Promise<string | null> {
    return (await this.tokens.connection(userId))?.googleEmail ?? null;
  }

  async send(userId: number, message: GmailMessage): Promise<void> {
    const google = this.google;
    if (!google) throw new PermanentSendError('Gmail is not configured on this server');
    const account = await this.connectedAccount(userId);
    const accessToken = await this.freshAccessToken(account, google);
    const raw = await toGmailRaw(message, { name: account.userName, address: account.googleEmail });
    try {
      await this.api.users.messages.send({ userId: 'me', requestBody: { raw } }, { headers: { Authorization: `Bearer ${accessToken}` } });
    } catch (error) {
      // A refused access token (revoked early): refresh it on the next attempt.
      if (httpStatusOf(error) === 401) await this.tokens.expireAccessToken(userId);
      throw error;
    }
    await this.tokens.touch(userId);
  }

  private async connectedAccount(userId: number): Promise<GmailAccount> {
    let account: GmailAccount | null;
    try {
      account = await this.tokens.account(userId);
    } catch (error) {
      if (error instanceof UnreadableTokensError) throw new PermanentSendError(error.message);
      throw error;
    }
    if (!account) throw new PermanentSendError("The sender's Gmail is not connected");
    if (!hasGmailScope(account.scope)) throw new PermanentSendError('Gmail sending was not allowed when Gmail was connected');
    return account;
  }

  private async freshAccessToken(account: GmailAccount, google: GoogleConfig): Promise<string> {
    try {
      return await this.tokens.accessToken(account, google);
    } catch (error) {
      if (!isInvalidGrant(error)) throw error;
      // The user revoked the access at Google (or it lapsed): the stored tokens are of no use.
      await this.tokens.remove(account.crmUserId);
      this.logger.warn(`Gmail authorization of user ${account.crmUserId} was refused by Google; its tokens were deleted`);
      throw new PermanentSendError('Google no longer accepts this Gmail authorization: connect Gmail again');
    }
  }
}
