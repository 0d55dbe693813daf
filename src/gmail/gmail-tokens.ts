import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { GoogleIntegration } from './entities/google-integration.entity';
import { createOAuthClient, GoogleConfig } from './google-oauth';
import { TokenCipher } from './token-cipher';

/** A user's Gmail connection with its tokens opened. */
export interface GmailAccount {
  crmUserId: number;
  userName: string;
  googleEmail: string | null;
  accessToken: string | null;
  refreshToken: string;
  expiresAt: Date | null;
  scope: string | null;
}

/** What the callback got from Google's token endpoint. */
export interface NewTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date | null;
  scope: string | null;
  googleEmail: string | null;
}

/** The connection as the status call shows it (no token, not even encrypted). */
export interface GmailConnection {
  googleEmail: string | null;
  scope: string | null;
  lastSync: Date | null;
  hasRefreshToken: boolean;
}

export class UnreadableTokensError extends Error {
  constructor() {
    super('The stored Gmail authorization cannot be read (was ENCRYPTION_KEY changed?): connect Gmail again');
  }
}

type TokenColumn = 'accessToken' | 'refreshToken';

/**
 * The one place that reads and writes a user's Google tokens (google_integrations). Tokens are
 * encrypted before they reach the database (token-cipher.ts, each bound to its user and column),
 * opened only to call Google, and never logged or answered.
 */
@Injectable()
export class GmailTokens {
  private readonly cipher: TokenCipher;

  constructor(
    @InjectRepository(GoogleIntegration) private readonly integrations: Repository<GoogleIntegration>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.cipher = new TokenCipher(config.encryptionKey);
  }

  /** Stores a user's tokens, replacing any earlier ones. */
  async save(userId: number, tokens: NewTokens): Promise<void> {
    const values = {
      googleEmail: tokens.googleEmail,
      accessToken: this.seal(userId, 'accessToken', tokens.accessToken),
      refreshToken: this.seal(userId, 'refreshToken', tokens.refreshToken),
      scope: tokens.scope,
      expiresAt: tokens.expiresAt,
      lastSync: this.clock.now(),
    };
    if (await this.integrations.existsBy({ crmUserId: userId })) {
      await this.integrations.update({ crmUserId: userId }, values);
      return;
    }
    try {
      await this.integrations.insert({ crmUserId: userId, ...values });
    } catch (error) {
      // Another callback of the same user stored its row first: this one replaces it.
      if (!(await this.integrations.existsBy({ crmUserId: userId }))) throw error;
      await this.integrations.update({ crmUserId: userId }, values);
    }
  }

  /** Which of `userIds` have a Google integration: one query for them all. */
  async connectedUserIds(userIds: readonly number[]): Promise<Set<number>> {
    const connected = new Set<number>();
    if (userIds.length === 0) return connected;
    const rows = await this.integrations
      .createQueryBuilder('g')
      .select('g.crmUserId', 'crmUserId')
      .where('g.crmUserId IN (:...ids)', { ids: [...userIds] })
      .getRawMany<{ crmUserId: number | string }>();
    for (const row of rows) connected.add(Number(row.crmUserId));
    return connected;
  }

  /** The connection without its tokens, or null. */
  async connection(userId: number): Promise<GmailConnection | null> {
    const row = await this.integrations.createQueryBuilder('g').addSelect('g.refreshToken').where('g.crmUserId = :userId', { userId }).getOne();
    if (!row) return null;
    return { googleEmail: row.googleEmail, scope: row.scope, lastSync: row.lastSync, hasRefreshToken: row.refreshToken !== null };
  }

  /** The user's connection with its tokens opened; null when there is none (or no refresh token). */
  async account(userId: number): Promise<GmailAccount | null> {
    const row = await this.integrations
      .createQueryBuilder('g')
      .addSelect(['g.accessToken', 'g.refreshToken'])
      .innerJoin('g.crmUser', 'u')
      .addSelect(['u.id', 'u.name'])
      .where('g.crmUserId = :userId', { userId })
      .getOne();
    if (!row?.refreshToken) return null;
    let refreshToken: string;
    let accessToken: string | null;
    try {
      refreshToken = this.open(userId, 'refreshToken', row.refreshToken);
      accessToken = row.accessToken ? this.open(userId, 'accessToken', row.accessToken) : null;
    } catch {
      throw new UnreadableTokensError();
    }
    return {
      crmUserId: userId,
      userName: row.crmUser.name,
      googleEmail: row.googleEmail,
      accessToken,
      refreshToken,
      expiresAt: row.expiresAt,
      scope: row.scope,
    };
  }

  /**
   * A usable access token for the account: google-auth-library refreshes it with the refresh
   * token when it has expired (or expires within 5 minutes), and the new one is stored encrypted.
   */
  async accessToken(account: GmailAccount, google: GoogleConfig): Promise<string> {
    const client = createOAuthClient(google);
    client.setCredentials({ access_token: account.accessToken, refresh_token: account.refreshToken, expiry_date: account.expiresAt?.getTime() ?? null });
    const { token } = await client.getAccessToken();
    if (!token) throw new Error('Google answered no access token');
    if (token !== account.accessToken) {
      const expiry = client.credentials.expiry_date;
      await this.integrations.update(
        { crmUserId: account.crmUserId },
        { accessToken: this.seal(account.crmUserId, 'accessToken', token), expiresAt: expiry ? new Date(expiry) : null, lastSync: this.clock.now() },
      );
    }
    return token;
  }

  /** The access token was refused: the next attempt refreshes it first. */
  async expireAccessToken(userId: number): Promise<void> {
    await this.integrations.update({ crmUserId: userId }, { expiresAt: new Date(0) });
  }

  /** Google was reached with the user's authorization just now. */
  async touch(userId: number): Promise<void> {
    await this.integrations.update({ crmUserId: userId }, { lastSync: this.clock.now() });
  }

  async remove(userId: number): Promise<void> {
    await this.integrations.delete({ crmUserId: userId });
  }

  private seal(userId: number, column: TokenColumn, value: string): string {
    return this.cipher.encrypt(value, `google_integrations:${userId}:${column}`);
  }

  private open(userId: number, column: TokenColumn, value: string): string {
    return this.cipher.decrypt(value, `google_integrations:${userId}:${column}`);
  }
}
