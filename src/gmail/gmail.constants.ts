/**
 * The fixed facts of the Gmail integration (pure, no framework imports; config/env.ts reads the
 * callback path to check GOOGLE_REDIRECT_URL).
 */

/** Where Google sends the user back after consent: GOOGLE_REDIRECT_URL must end in this path. */
export const GMAIL_CALLBACK_PATH = '/api/crm/gmail/callback';

/** The one Gmail permission asked for: send as the user (no reading of their mailbox). */
export const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';

/** The scopes of the consent screen: sending, plus the account's email address (OpenID) to show it. */
export const GMAIL_OAUTH_SCOPES = ['openid', 'email', GMAIL_SEND_SCOPE] as const;

/** An authorization link (its state) is good for 10 minutes. */
export const GMAIL_STATE_TTL_MS = 10 * 60_000;

/**
 * The cookie that binds an authorization to the browser that asked for it (SameSite=Lax, so it
 * comes back on Google's top-level redirect), on the paths of the Gmail routes only.
 */
export const GMAIL_BROWSER_COOKIE = 'mc_gmail_oauth';
export const GMAIL_BROWSER_COOKIE_PATH = '/api/crm/gmail';

export const GMAIL_NOT_CONFIGURED_MESSAGE =
  'Gmail is not configured on this server: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL (see the README).';
