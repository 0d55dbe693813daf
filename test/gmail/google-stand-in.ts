import { createHash } from 'node:crypto';
import nock from 'nock';
import { parseMessage, ReceivedMail } from '../mail/smtp-test-server';

/**
 * Google at the HTTP level, for the Gmail tests: nock answers Google's token endpoint
 * (oauth2.googleapis.com/token, /revoke) and the Gmail API (gmail.googleapis.com) the way Google
 * documents them, and records what our server sent. Nothing else may leave the machine.
 */
export const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'test-client-secret',
  GOOGLE_REDIRECT_URL: 'http://localhost:3000/api/crm/gmail/callback',
  ENCRYPTION_KEY: 'gmail-test-encryption-key-0123456789abcdef',
};
export const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
export const GRANTED_SCOPE = `openid ${GMAIL_SEND_SCOPE} https://www.googleapis.com/auth/userinfo.email`;

export function blockTheInternet(): void {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
}

/**
 * Undoes blockTheInternet at the end of a file: nock's interceptors patch Node's http and fetch,
 * which outlive the file when Jest runs several in one process.
 */
export function releaseTheInternet(): void {
  nock.cleanAll();
  nock.enableNetConnect();
  nock.restore();
}

/** An ID token as Google's token endpoint issues it (its signature is not checked: it came over TLS from Google). */
export function idToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'test' })}.${part({ iss: 'https://accounts.google.com', aud: GOOGLE_ENV.GOOGLE_CLIENT_ID, sub: '1234567890', email, email_verified: true })}.c2ln`;
}

function form(body: unknown): Record<string, string> {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  return body as Record<string, string>;
}

export interface TokenRequest {
  form: Record<string, string>;
}

/** The code exchange: answers `reply` when the form carries the code and a verifier matching `codeChallenge`. */
export function expectCodeExchange(code: string, codeChallenge: string, reply: { status?: number; body: object }, seen: TokenRequest[] = []): nock.Scope {
  return nock('https://oauth2.googleapis.com')
    .post('/token', (body) => {
      const sent = form(body);
      const challenge = createHash('sha256')
        .update(sent.code_verifier ?? '')
        .digest('base64url');
      const isMatch =
        sent.grant_type === 'authorization_code' &&
        sent.code === code &&
        challenge === codeChallenge &&
        sent.client_id === GOOGLE_ENV.GOOGLE_CLIENT_ID &&
        sent.client_secret === GOOGLE_ENV.GOOGLE_CLIENT_SECRET &&
        sent.redirect_uri === GOOGLE_ENV.GOOGLE_REDIRECT_URL;
      if (isMatch) seen.push({ form: sent });
      return isMatch;
    })
    .reply(reply.status ?? 200, reply.body);
}

/** A refresh with `refreshToken`: answers a new access token (or Google's refusal). */
export function expectRefresh(refreshToken: string, reply: { status?: number; body: object }): nock.Scope {
  return nock('https://oauth2.googleapis.com')
    .post('/token', (body) => {
      const sent = form(body);
      return sent.grant_type === 'refresh_token' && sent.refresh_token === refreshToken && sent.client_secret === GOOGLE_ENV.GOOGLE_CLIENT_SECRET;
    })
    .reply(reply.status ?? 200, reply.body);
}

export function expectRevoke(token: string): nock.Scope {
  return nock('https://oauth2.googleapis.com').post('/revoke').query({ token }).reply(200, {});
}

/** users.messages.send with `accessToken`; each message is decoded into `inbox`. */
export function expectGmailSend(accessToken: string, inbox: ReceivedMail[], reply: { status?: number; body?: object } = {}): nock.Scope {
  return nock('https://gmail.googleapis.com')
    .post('/gmail/v1/users/me/messages/send', (body: { raw?: string }) => {
      if (typeof body?.raw !== 'string') return false;
      const raw = Buffer.from(body.raw, 'base64url').toString('utf8');
      inbox.push({ envelopeTo: [], raw, ...parseMessage(raw) });
      return true;
    })
    .matchHeader('authorization', `Bearer ${accessToken}`)
    .reply(reply.status ?? 200, reply.body ?? { id: `msg-${inbox.length}`, threadId: 'thread-1', labelIds: ['SENT'] });
}

/** What a test needs to finish an authorization it started: the state and challenge of the consent URL, and the browser's cookie. */
export interface StartedAuthorization {
  url: URL;
  state: string;
  codeChallenge: string;
  browserCookie: string;
  setCookie: string;
}

export function startedFrom(authUrl: string, setCookieHeader: string[] | string | undefined): StartedAuthorization {
  const url = new URL(authUrl);
  const setCookie = ([] as string[]).concat(setCookieHeader ?? []).find((c) => c.startsWith('mc_gmail_oauth=')) ?? '';
  return {
    url,
    state: url.searchParams.get('state') ?? '',
    codeChallenge: url.searchParams.get('code_challenge') ?? '',
    browserCookie: setCookie.split(';')[0],
    setCookie,
  };
}

/** Google's token answer to a good code exchange. */
export function grantedTokens(email: string, accessToken: string, refreshToken: string, scope = GRANTED_SCOPE): object {
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: 3599, scope, token_type: 'Bearer', id_token: idToken(email) };
}
