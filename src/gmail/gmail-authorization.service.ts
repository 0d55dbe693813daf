import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CodeChallengeMethod } from 'google-auth-library';
import { timingSafeEqual } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { hashSecret, newSecret, SECRET_FORMAT } from '../common/secrets/single-use-secret';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { claimSingleUse, hasExpired } from '../database/single-use-row';
import { CrmUser } from '../users/entities/crm-user.entity';
import { CallbackOutcome, failure, success } from './callback-page';
import { GmailOAuthState } from './entities/gmail-oauth-state.entity';
import { GMAIL_NOT_CONFIGURED_MESSAGE, GMAIL_OAUTH_SCOPES, GMAIL_STATE_TTL_MS } from './gmail.constants';
import { GmailTokens } from './gmail-tokens';
import { createOAuthClient, GoogleConfig, hasGmailScope, idTokenEmail } from './google-oauth';
import { readState, signState, stateKey } from './oauth-state';
import { TokenCipher } from './token-cipher';

/** Google's answer on the callback (query parameters; Google adds others, which are ignored). */
export interface CallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
}

export const CALLBACK_MESSAGES = {
  invalid: 'This authorization link is not valid. Please start again from the back-office.',
  expired: 'This authorization link has expired (links are good for 10 minutes). Please start again from the back-office.',
  used: 'This authorization link has already been used. Please start again from the back-office.',
  otherBrowser: 'Please finish the authorization in the browser it was started from.',
  noCode: 'Google sent no authorization code. Please start again from the back-office.',
  exchangeFailed: 'Google did not accept the authorization. Please start again from the back-office.',
  noGmailScope: 'Permission to send email through Gmail was not given. Please start again and allow it on the Google screen.',
  noRefreshToken: 'Google gave no lasting access. Please start again from the back-office.',
} as const;

/**
 * Connecting a user's Gmail: the consent URL carries a state signed for the
 * signed-in user (oauth-state.ts) that expires in 10 minutes and can be used once (its nonce's
 * hash is stored and marked used by one conditional UPDATE), and a PKCE challenge; a cookie binds
 * it to the browser that asked, and is checked before the state is spent, so a callback from
 * another browser leaves the link usable in the right one. The public callback exchanges the code with google-auth-library
 * and stores the tokens encrypted (gmail-tokens.ts). A refused callback stores nothing.
 */
@Injectable()
export class GmailAuthorization {
  private readonly logger = new Logger(GmailAuthorization.name);
  private readonly google?: GoogleConfig;
  private readonly stateKey: Buffer;
  private readonly cipher: TokenCipher;

  constructor(
    @InjectRepository(GmailOAuthState) private readonly states: Repository<GmailOAuthState>,
    @InjectRepository(CrmUser) private readonly users: Repository<CrmUser>,
    private readonly tokens: GmailTokens,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.google = config.google;
    this.stateKey = stateKey(config.encryptionKey);
    this.cipher = new TokenCipher(config.encryptionKey);
  }

  /**
   * Google's consent URL for the user. `browserSecret` is the browser's cookie when it already has
   * one (kept, so that two open links both work); the answer names the one to set.
   */
  async start(user: SessionUser, browserSecret: string | undefined): Promise<{ authUrl: string; browserSecret: string }> {
    const google = this.google;
    if (!google) throw new ServiceUnavailableException(GMAIL_NOT_CONFIGURED_MESSAGE);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + GMAIL_STATE_TTL_MS);
    const nonce = newSecret();
    const browser = browserSecret && SECRET_FORMAT.test(browserSecret) ? browserSecret : newSecret();
    const client = createOAuthClient(google);
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const nonceHash = hashSecret(nonce);
    await this.states.delete({ expiresAt: LessThan(now) });
    await this.states.insert({
      crmUserId: user.id,
      nonceHash,
      browserHash: hashSecret(browser),
      codeVerifier: this.cipher.encrypt(codeVerifier, `gmail_oauth_states:${nonceHash}`),
      expiresAt,
      usedAt: null,
    });
    const authUrl = client.generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: [...GMAIL_OAUTH_SCOPES],
      state: signState({ userId: user.id, expiresAt, nonce }, this.stateKey),
      code_challenge_method: 'S256' as CodeChallengeMethod.S256,
      code_challenge: codeChallenge,
      login_hint: user.email,
    });
    return { authUrl, browserSecret: browser };
  }

  /** Google's redirect back: checks the state, exchanges the code and stores the tokens; answers the page to show. */
  async complete(query: CallbackQuery, browserSecret: string | undefined): Promise<CallbackOutcome> {
    const google = this.google;
    if (!google) return failure(GMAIL_NOT_CONFIGURED_MESSAGE, 503);
    if (typeof query.state !== 'string') return failure(CALLBACK_MESSAGES.invalid);
    const now = this.clock.now();
    const reading = readState(query.state, this.stateKey, now);
    if (!reading.isValid) return failure(reading.reason === 'expired' ? CALLBACK_MESSAGES.expired : CALLBACK_MESSAGES.invalid);
    const { userId, nonce } = reading.payload;
    const state = await this.states.findOneBy({ nonceHash: hashSecret(nonce), crmUserId: userId });
    if (!state) return failure(CALLBACK_MESSAGES.invalid);
    // The browser first: a callback without its cookie (anyone holding the URL) must not spend the state.
    if (!isSameSecret(browserSecret, state.browserHash)) return failure(CALLBACK_MESSAGES.otherBrowser);
    if (!(await this.claim(state, now))) return failure(hasExpired(state, now) ? CALLBACK_MESSAGES.expired : CALLBACK_MESSAGES.used);
    if (query.error !== undefined) return failure(`Google did not give access (${describeGoogleError(query.error)}). You can try again from the back-office.`);
    if (typeof query.code !== 'string' || query.code === '') return failure(CALLBACK_MESSAGES.noCode);
    const user = await this.users.findOneBy({ id: userId, isActive: true });
    if (!user) return failure(CALLBACK_MESSAGES.invalid);
    return this.exchange(google, user, query.code, this.cipher.decrypt(state.codeVerifier, `gmail_oauth_states:${state.nonceHash}`));
  }

  /** Marks the state used; only the first callback with it (inside its 10 minutes) gets true. */
  private async claim(state: GmailOAuthState, now: Date): Promise<boolean> {
    return claimSingleUse(this.states.manager, GmailOAuthState, state.id, now, { unexpired: true });
  }

  private async exchange(google: GoogleConfig, user: CrmUser, code: string, codeVerifier: string): Promise<CallbackOutcome> {
    const tokens = await createOAuthClient(google)
      .getToken({ code, codeVerifier })
      .then(
        (answer) => answer.tokens,
        (error: unknown) => {
          const status = (error as { response?: { status?: unknown } })?.response?.status;
          this.logger.warn(`Gmail code exchange for user ${user.id} failed${typeof status === 'number' ? ` (HTTP ${status})` : ''}`);
          return null;
        },
      );
    if (!tokens?.access_token) return failure(CALLBACK_MESSAGES.exchangeFailed, 502);
    if (!hasGmailScope(tokens.scope)) return failure(CALLBACK_MESSAGES.noGmailScope);
    // prompt=consent makes Google send a refresh token; should it not, an earlier one still serves.
    const refreshToken = tokens.refresh_token ?? (await this.tokens.account(user.id).catch(() => null))?.refreshToken;
    if (!refreshToken) return failure(CALLBACK_MESSAGES.noRefreshToken);
    const googleEmail = idTokenEmail(tokens.id_token, google.clientId);
    await this.tokens.save(user.id, {
      accessToken: tokens.access_token,
      refreshToken,
      expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
      scope: tokens.scope ?? null,
      googleEmail,
    });
    this.logger.log(`Gmail connected for user ${user.id}`);
    return success(
      googleEmail
        ? `Gmail is connected: emails you send to customers now go from ${googleEmail}.`
        : 'Gmail is connected: emails you send to customers now go from your Gmail account.',
    );
  }
}

/** The browser's cookie is the one whose hash the state keeps (compared in constant time). */
function isSameSecret(secret: string | undefined, storedHash: string): boolean {
  if (!secret) return false;
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Google's error code (access_denied, ...), shown only when it looks like one. */
function describeGoogleError(error: unknown): string {
  return typeof error === 'string' && /^[a-z_]{1,40}$/.test(error) ? error : 'unknown error';
}
