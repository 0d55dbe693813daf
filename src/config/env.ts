import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { GMAIL_CALLBACK_PATH } from '../gmail/gmail.constants';
import { COMPANY_VARIABLES, CompanyIdentity, companyVars } from './company';
import { ConfigError } from './config-error';

/**
 * The one place that reads process.env. Every variable is validated here; a bad value stops the
 * boot with one line naming the variable (see README "Configuration").
 */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  databaseUrl: string;
  /**
   * Whether booting runs the pending migrations and seeds (under the schema lock): outside
   * production, so `npm start` works on a fresh database; in production migrating is the one-off
   * `npm run migrate` step (which sets it), and an instance only checks the schema is current.
   */
  migrateAtBoot: boolean;
  /**
   * DATABASE_REPLICA_URLS: MySQL/MariaDB replicas of DATABASE_URL that the reads which tolerate
   * a second of lag (analytics, the back-office lists, the exports) go to; empty, all on the primary.
   */
  databaseReplicaUrls: string[];
  dataDir: string;
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  cookieSecure: boolean;
  corsOrigins: string[];
  uploadDir: string;
  smtpUrl?: string;
  google?: { clientId: string; clientSecret: string; redirectUrl: string };
  /**
   * The secret that stored Google tokens are encrypted under (AES-256-GCM, key derived with
   * HKDF): ENCRYPTION_KEY, or outside production, when that is unset, JWT_SECRET.
   */
  encryptionKey: string;
  rateLimitLogin: number;
  rateLimitPublic: number;
  /** Per signed-in user (src/common/rate-limit/user-rate-limits.ts): customer exports an hour. */
  rateLimitExports: number;
  /** Per signed-in user: analytics and dashboard requests a minute. */
  rateLimitAnalytics: number;
  /** Per signed-in user: emails sent to customers an hour. */
  rateLimitEmailSends: number;
  /** Reverse proxies in front of the app whose X-Forwarded-For is believed (0: none). */
  trustProxyHops: number;
  /**
   * After SIGTERM, how long the instance goes on serving (its readiness already failing) before it
   * stops taking connections: long enough for a proxy's health checks to take it out of rotation.
   */
  shutdownDelaySeconds: number;
  retentionMonths: number;
  /** A signed-in session unused for longer than this ends (at most the 12-hour session lifetime). */
  sessionIdleMinutes: number;
  logLevel: string;
  /** The site's public origin, e.g. https://compare.example.co.uk; always set in production. */
  publicUrl?: string;
  /** The company's name, addresses, phone and public links (COMPANY_*; see ./company.ts). */
  company: CompanyIdentity;
  /**
   * REDIS_URL (redis:// or rediss://): when set, the instances share their limits and the caches
   * that must agree through Redis (src/redis), and readiness also requires Redis to answer.
   */
  redisUrl?: string;
  /**
   * REDIS_KEY_PREFIX: put before every key the app writes in Redis (rate limits, cache versions,
   * shared figures), so several deployments or test runs can share one Redis.
   */
  redisKeyPrefix: string;
  /** METRICS_TOKEN: the Bearer token GET /metrics requires; unset, /metrics is off (404). */
  metricsToken?: string;
  /**
   * WEBHOOK_ALLOW_PRIVATE: outside production only, partners' webhooks may reach private,
   * loopback and link-local addresses (a receiver on this machine in tests). Refused in production.
   */
  webhookAllowPrivate: boolean;
}

export { ConfigError };

/**
 * The variables a production start refuses to go without (each checked below: JWT_SECRET,
 * PUBLIC_URL, the COMPANY_* identity). ENCRYPTION_KEY is required only beside GOOGLE_*, and
 * DATABASE_URL falls back to SQLite. The deployment files (docker/compose.yaml,
 * docker/.env.example) must give every one of them, which test/platform/deployment-files.spec.ts
 * checks against this list, and this list against what loadConfig actually refuses.
 */
export const PRODUCTION_REQUIRED_VARIABLES: readonly string[] = [
  'JWT_SECRET',
  'PUBLIC_URL',
  ...Object.values(COMPANY_VARIABLES).map((variable) => variable.name),
];

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number (got "${raw}")`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max} (got ${value})`);
  return value;
}

function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function urlVar(env: Env, name: string, schemes: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!schemes.includes(url.protocol.replace(/:$/, ''))) {
    throw new ConfigError(`${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}`);
  }
  return raw;
}

function databaseUrlVar(env: Env, dataDir: string): string {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return `sqlite:${join(dataDir, 'app.sqlite')}`;
  if (/^sqlite:/.test(raw)) {
    if (raw.length <= 'sqlite:'.length) throw new ConfigError('DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/app.sqlite');
    return raw;
  }
  urlVar(env, 'DATABASE_URL', ['mysql', 'mariadb']);
  return raw;
}

/** DATABASE_REPLICA_URLS: comma-separated mysql:// or mariadb:// URLs, only beside a MySQL/MariaDB DATABASE_URL. */
function databaseReplicaUrlsVar(env: Env, databaseUrl: string): string[] {
  const urls = (env.DATABASE_REPLICA_URLS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (urls.length === 0) return [];
  if (databaseUrl.startsWith('sqlite:')) {
    throw new ConfigError('DATABASE_REPLICA_URLS needs a MySQL/MariaDB DATABASE_URL (SQLite has no replicas): unset it or set DATABASE_URL=mysql://…');
  }
  for (const raw of urls) urlVar({ DATABASE_REPLICA_URLS: raw }, 'DATABASE_REPLICA_URLS', ['mysql', 'mariadb']);
  return urls;
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept under the data folder. With
 * REDIS_URL (the sign that several instances serve the product) it is required in every
 * environment: a secret per data folder would make each instance refuse the others' sessions.
 */
function jwtSecretVar(env: Env, isProduction: boolean, dataDir: string): string {
  const raw = env.JWT_SECRET;
  if (raw) {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return raw;
  }
  if (isProduction) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  // A malformed REDIS_URL is named as such first.
  if (urlVar(env, 'REDIS_URL', ['redis', 'rediss'])) {
    throw new ConfigError(
      "JWT_SECRET is required when REDIS_URL is set: several instances must share one session secret to accept each other's sessions (set the same JWT_SECRET, at least 32 characters, on every instance)",
    );
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL: all three or none. Google sends
 * the user back to GOOGLE_REDIRECT_URL, which must be this app's Gmail callback route.
 */
function googleVars(env: Env): AppConfig['google'] {
  const names = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_REDIRECT_URL'];
  const parts = names.map((k) => env[k] || '');
  const count = parts.filter(Boolean).length;
  if (count === 0) return undefined;
  if (count < 3) throw new ConfigError(`${names[parts.findIndex((part) => !part)]} is required when any GOOGLE_* variable is set`);
  const redirectUrl = urlVar(env, 'GOOGLE_REDIRECT_URL', ['http', 'https']) ?? '';
  if (new URL(redirectUrl).pathname !== GMAIL_CALLBACK_PATH) {
    throw new ConfigError(`GOOGLE_REDIRECT_URL must be this site's ${GMAIL_CALLBACK_PATH} (e.g. https://compare.example.co.uk${GMAIL_CALLBACK_PATH})`);
  }
  return { clientId: parts[0], clientSecret: parts[1], redirectUrl };
}

/**
 * ENCRYPTION_KEY encrypts the Google tokens at rest. It is required in production when Google is
 * configured; elsewhere an unset one falls back to JWT_SECRET (so changing JWT_SECRET then
 * disconnects every Gmail account).
 */
function encryptionKeyVar(env: Env, isProduction: boolean, hasGoogle: boolean, jwtSecret: string): string {
  const raw = env.ENCRYPTION_KEY;
  if (raw) {
    if (raw.length < 32) throw new ConfigError('ENCRYPTION_KEY must be at least 32 characters (e.g. openssl rand -base64 32)');
    return raw;
  }
  if (isProduction && hasGoogle) throw new ConfigError('ENCRYPTION_KEY is required when NODE_ENV=production and Gmail (GOOGLE_*) is configured');
  return jwtSecret;
}

/**
 * Links in emails are built on PUBLIC_URL: in production it is required, so that no link is ever
 * built from the Host header a request happened to send. Outside production a missing one falls
 * back to the request's own origin.
 */
function publicUrlVar(env: Env, isProduction: boolean): string | undefined {
  const raw = env.PUBLIC_URL;
  if (raw === undefined || raw === '') {
    if (isProduction) throw new ConfigError("PUBLIC_URL is required when NODE_ENV=production (the site's public origin, e.g. https://compare.example.co.uk)");
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PUBLIC_URL is not a valid URL');
  }
  const isOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!isOrigin) throw new ConfigError('PUBLIC_URL must be an http(s) origin like https://compare.example.co.uk: no path, query or credentials');
  return url.origin;
}

/** Letters, digits and . _ - : only (up to 100), so that a prefix cannot break a key's shape. */
function redisKeyPrefixVar(env: Env): string {
  const raw = env.REDIS_KEY_PREFIX;
  if (raw === undefined || raw === '') return 'merchant-compare:';
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(raw)) throw new ConfigError('REDIS_KEY_PREFIX may hold only letters, digits and . _ - : (up to 100 characters)');
  return raw;
}

/** The longest SHUTDOWN_DELAY_SECONDS: the requests under way still have time to finish within the 10 s a stop may take. */
export const MAX_SHUTDOWN_DELAY_SECONDS = 5;

/**
 * METRICS_TOKEN guards GET /metrics (Authorization: Bearer <token>); optional in every
 * environment, and without it /metrics does not exist. Long and random, as it is a password.
 */
function metricsTokenVar(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32 || raw.length > 256 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 32 to 256 printable characters without spaces (e.g. openssl rand -hex 32)');
  }
  return raw;
}

/** Webhooks never reach private addresses in production, whatever WEBHOOK_ALLOW_PRIVATE says. */
function webhookAllowPrivateVar(env: Env, isProduction: boolean): boolean {
  const allow = boolVar(env, 'WEBHOOK_ALLOW_PRIVATE', false);
  if (allow && isProduction)
    throw new ConfigError('WEBHOOK_ALLOW_PRIVATE cannot be used when NODE_ENV=production (webhooks never reach private addresses there)');
  return allow;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR || 'data');
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const adminEmail = env.ADMIN_EMAIL || undefined;
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL must be an email address');
  }
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const google = googleVars(env);
  const corsOrigins = (env.CORS_ORIGINS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS must be a comma-separated list of origins like https://example.co.uk (got "${origin}")`);
    }
  }
  const jwtSecret = jwtSecretVar(env, isProduction, dataDir);
  const databaseUrl = databaseUrlVar(env, dataDir);
  return {
    nodeEnv,
    isProduction,
    port,
    dataDir,
    databaseUrl,
    migrateAtBoot: !isProduction,
    databaseReplicaUrls: databaseReplicaUrlsVar(env, databaseUrl),
    jwtSecret,
    adminEmail,
    adminPassword,
    cookieSecure: boolVar(env, 'COOKIE_SECURE', isProduction),
    corsOrigins,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp', 'smtps']),
    google,
    encryptionKey: encryptionKeyVar(env, isProduction, google !== undefined, jwtSecret),
    rateLimitLogin: intVar(env, 'RATE_LIMIT_LOGIN', 5, 1, 100000),
    rateLimitPublic: intVar(env, 'RATE_LIMIT_PUBLIC', 60, 1, 1000000),
    rateLimitExports: intVar(env, 'RATE_LIMIT_EXPORTS', 20, 1, 1000000),
    rateLimitAnalytics: intVar(env, 'RATE_LIMIT_ANALYTICS', 120, 1, 1000000),
    rateLimitEmailSends: intVar(env, 'RATE_LIMIT_EMAIL_SENDS', 50, 1, 1000000),
    trustProxyHops: intVar(env, 'TRUST_PROXY', 0, 0, 10),
    shutdownDelaySeconds: intVar(env, 'SHUTDOWN_DELAY_SECONDS', 0, 0, MAX_SHUTDOWN_DELAY_SECONDS),
    retentionMonths: intVar(env, 'RETENTION_MONTHS', 12, 1, 120),
    sessionIdleMinutes: intVar(env, 'SESSION_IDLE_MINUTES', 120, 1, 720),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    publicUrl: publicUrlVar(env, isProduction),
    company: companyVars(env, isProduction),
    redisUrl: urlVar(env, 'REDIS_URL', ['redis', 'rediss']),
    redisKeyPrefix: redisKeyPrefixVar(env),
    metricsToken: metricsTokenVar(env),
    webhookAllowPrivate: webhookAllowPrivateVar(env, isProduction),
  };
}
