import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_COMPANY } from './company';
import { loadConfig } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'mc-config-'));
/** A configured company: every COMPANY_* variable set to a value that is not an example one. */
const COMPANY = {
  COMPANY_NAME: 'Acme Payments Ltd',
  COMPANY_EMAIL: 'hello@acme-payments.co.uk',
  COMPANY_REPLY_TO: 'help@acme-payments.co.uk',
  COMPANY_PHONE: '0113 000 0123',
  COMPANY_ADDRESS: '2 High Street, Leeds, LS1 1AA',
  COMPANY_BOOKING_URL: 'https://acme-payments.co.uk/book',
  COMPANY_EXPERT_CONTACT_URL: 'https://acme-payments.co.uk/expert',
  COMPANY_SUPPORT_EMAIL: 'support@acme-payments.co.uk',
};
const GOOGLE = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_REDIRECT_URL: 'https://x.co.uk/api/crm/gmail/callback' };

describe('configuration', () => {
  it('defaults to port 3000 and an SQLite file under the data folder', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${join(dir, 'app.sqlite')}`);
    expect(config.rateLimitLogin).toBe(5);
    expect(config.rateLimitPublic).toBe(60);
    expect([config.rateLimitExports, config.rateLimitAnalytics, config.rateLimitEmailSends]).toEqual([20, 120, 50]);
    expect(config.retentionMonths).toBe(12);
    expect(config.sessionIdleMinutes).toBe(120);
  });

  it('generates a JWT secret once outside production and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL must start with mysql:// or mariadb://'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ RATE_LIMIT_LOGIN: '0' }, 'RATE_LIMIT_LOGIN must be between'],
    [{ RATE_LIMIT_EMAIL_SENDS: '0' }, 'RATE_LIMIT_EMAIL_SENDS must be between'],
    [{ RATE_LIMIT_EXPORTS: 'many' }, 'RATE_LIMIT_EXPORTS must be a whole number'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE must be true or false'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS must be a comma-separated list'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET is required when any GOOGLE_* variable is set'],
    [
      { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_REDIRECT_URL: 'https://x.co.uk/oauth' },
      "GOOGLE_REDIRECT_URL must be this site's /api/crm/gmail/callback",
    ],
    [{ ENCRYPTION_KEY: 'short' }, 'ENCRYPTION_KEY must be at least 32 characters'],
    [
      { ...GOOGLE, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://x.co.uk' },
      'ENCRYPTION_KEY is required when NODE_ENV=production and Gmail',
    ],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL must be an email address'],
    [{ RETENTION_MONTHS: '-1' }, 'RETENTION_MONTHS must be a whole number'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'PUBLIC_URL is required when NODE_ENV=production'],
    [{ PUBLIC_URL: 'compare.example.co.uk' }, 'PUBLIC_URL is not a valid URL'],
    [{ PUBLIC_URL: 'ftp://compare.example.co.uk' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ PUBLIC_URL: 'https://compare.example.co.uk/wizard' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ PUBLIC_URL: 'https://compare.example.co.uk/?x=1' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ PUBLIC_URL: 'https://user:secret@compare.example.co.uk' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ SESSION_IDLE_MINUTES: 'two hours' }, 'SESSION_IDLE_MINUTES must be a whole number'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES must be between 1 and 720'],
    [{ SESSION_IDLE_MINUTES: '721' }, 'SESSION_IDLE_MINUTES must be between 1 and 720'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ REDIS_KEY_PREFIX: 'has space:' }, 'REDIS_KEY_PREFIX may hold only letters, digits and . _ - :'],
    [{ REDIS_KEY_PREFIX: `${'x'.repeat(101)}` }, 'REDIS_KEY_PREFIX may hold only letters, digits and . _ - :'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN must be 32 to 256 printable characters'],
    [{ METRICS_TOKEN: `${'x'.repeat(32)} y` }, 'METRICS_TOKEN must be 32 to 256 printable characters'],
    [{ WEBHOOK_ALLOW_PRIVATE: 'maybe' }, 'WEBHOOK_ALLOW_PRIVATE must be true or false'],
  ])('stops with one line naming the variable: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('leaves REDIS_URL and METRICS_TOKEN optional, in production too', () => {
    const production = loadConfig({
      ...COMPANY,
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://compare.example.co.uk',
    });
    expect([production.redisUrl, production.metricsToken]).toEqual([undefined, undefined]);
    const token = 'a'.repeat(64);
    const set = loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET: 'x'.repeat(40), METRICS_TOKEN: token });
    expect([set.redisUrl, set.metricsToken]).toEqual(['redis://127.0.0.1:6379', token]);
  });

  it('refuses REDIS_URL without JWT_SECRET outside production too (instances would not accept each other’s sessions), and takes it with one', () => {
    const dir = dataDir();
    for (const nodeEnv of ['development', 'test', undefined]) {
      expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: nodeEnv, REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
        'JWT_SECRET is required when REDIS_URL is set: several instances must share one session secret',
      );
    }
    // No secret was generated in the data folder on the way.
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
    const shared = { DATA_DIR: dataDir(), REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET: 's'.repeat(40) };
    expect(loadConfig(shared).jwtSecret).toBe('s'.repeat(40));
    expect(loadConfig({ ...shared, DATA_DIR: dataDir() }).jwtSecret).toBe(loadConfig(shared).jwtSecret);
    // Without Redis one process still gets a generated secret.
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('puts merchant-compare: before the Redis keys unless REDIS_KEY_PREFIX names another prefix', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).redisKeyPrefix).toBe('merchant-compare:');
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_KEY_PREFIX: 'staging.mc-1:' }).redisKeyPrefix).toBe('staging.mc-1:');
  });

  it('reads the session idle period', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes).toBe(30);
  });

  it('accepts MySQL and MariaDB URLs', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://u:p@db:3306/app' }).databaseUrl).toBe('mysql://u:p@db:3306/app');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mariadb://root@127.0.0.1/app' }).databaseUrl).toBe('mariadb://root@127.0.0.1/app');
  });

  it('secures cookies in production by default', () => {
    const config = loadConfig({
      ...COMPANY,
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://compare.example.co.uk',
    });
    expect(config.cookieSecure).toBe(true);
  });

  it('keeps PUBLIC_URL as an origin, and leaves it unset outside production (links then use the request origin)', () => {
    const production = { ...COMPANY, DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://Compare.Example.co.uk/' }).publicUrl).toBe('https://compare.example.co.uk');
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir() }).publicUrl).toBeUndefined();
  });

  it('lets webhooks reach private addresses only outside production, when WEBHOOK_ALLOW_PRIVATE says so', () => {
    const production = { ...COMPANY, DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://x.co.uk' };
    expect(loadConfig({ DATA_DIR: dataDir() }).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(true);
    expect(loadConfig(production).webhookAllowPrivate).toBe(false);
    expect(() => loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE: 'true' })).toThrow('WEBHOOK_ALLOW_PRIVATE cannot be used when NODE_ENV=production');
  });

  it('encrypts Google tokens under ENCRYPTION_KEY, or outside production under JWT_SECRET when it is unset', () => {
    const production = { ...COMPANY, DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), PUBLIC_URL: 'https://x.co.uk' };
    expect(loadConfig({ ...production, ...GOOGLE, ENCRYPTION_KEY: 'k'.repeat(32) }).encryptionKey).toBe('k'.repeat(32));
    expect(loadConfig(production).encryptionKey).toBe('j'.repeat(40)); // no Google: nothing is encrypted
    expect(loadConfig({ DATA_DIR: dataDir(), ...GOOGLE, JWT_SECRET: 'j'.repeat(40) }).encryptionKey).toBe('j'.repeat(40));
    expect(loadConfig({ DATA_DIR: dataDir(), ...GOOGLE }).google).toEqual({ clientId: 'id', clientSecret: 'secret', redirectUrl: GOOGLE.GOOGLE_REDIRECT_URL });
  });

  describe("the company's identity (COMPANY_*)", () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://compare.acme-payments.co.uk' };

    it('outside production takes the example company for unset variables, and says so', () => {
      const { company } = loadConfig({ DATA_DIR: dataDir() });
      expect(company).toEqual({ ...EXAMPLE_COMPANY, isExample: true });
      expect(company.email).toBe('hello@example.co.uk');
      expect(company.phone).toBe('020 7946 0000');
    });

    it('reads every variable, trimmed, and is no longer an example once all are real', () => {
      const { company } = loadConfig({ DATA_DIR: dataDir(), ...COMPANY, COMPANY_NAME: '  Acme Payments Ltd ' });
      expect(company).toEqual({
        name: 'Acme Payments Ltd',
        email: 'hello@acme-payments.co.uk',
        replyTo: 'help@acme-payments.co.uk',
        phone: '0113 000 0123',
        address: '2 High Street, Leeds, LS1 1AA',
        bookingUrl: 'https://acme-payments.co.uk/book',
        expertContactUrl: 'https://acme-payments.co.uk/expert',
        supportEmail: 'support@acme-payments.co.uk',
        isExample: false,
      });
    });

    it('is still an example while one value is', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...COMPANY, COMPANY_PHONE: '' }).company.isExample).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir(), ...COMPANY, COMPANY_SUPPORT_EMAIL: 'help@www.example.org' }).company.isExample).toBe(true);
    });

    it('accepts real values in production', () => {
      expect(loadConfig({ ...production, ...COMPANY }).company.isExample).toBe(false);
      expect(loadConfig({ ...production, ...COMPANY, COMPANY_PHONE: '+44 113 000 0123' }).company.phone).toBe('+44 113 000 0123');
    });

    it('refuses to start in production without them, naming every missing variable', () => {
      expect(() => loadConfig(production)).toThrow(
        "The company's details are required when NODE_ENV=production (missing COMPANY_NAME, COMPANY_EMAIL, COMPANY_REPLY_TO, COMPANY_PHONE, COMPANY_ADDRESS, COMPANY_BOOKING_URL, COMPANY_EXPERT_CONTACT_URL, COMPANY_SUPPORT_EMAIL)",
      );
      expect(() => loadConfig({ ...production, ...COMPANY, COMPANY_REPLY_TO: '', COMPANY_ADDRESS: ' ' })).toThrow(
        '(missing COMPANY_REPLY_TO, COMPANY_ADDRESS)',
      );
    });

    it.each([
      [{ COMPANY_EMAIL: 'hello@example.co.uk' }, 'COMPANY_EMAIL'],
      [{ COMPANY_REPLY_TO: 'replies@mail.example.com' }, 'COMPANY_REPLY_TO'],
      [{ COMPANY_SUPPORT_EMAIL: 'support@example.com' }, 'COMPANY_SUPPORT_EMAIL'],
      [{ COMPANY_BOOKING_URL: 'https://www.example.com/book-assisted-comparison' }, 'COMPANY_BOOKING_URL'],
      [{ COMPANY_EXPERT_CONTACT_URL: 'https://example.co.uk/contact' }, 'COMPANY_EXPERT_CONTACT_URL'],
      [{ COMPANY_PHONE: '020 7946 0000' }, 'COMPANY_PHONE'],
      [{ COMPANY_PHONE: '+44 20 7946 0999' }, 'COMPANY_PHONE'],
      [{ COMPANY_PHONE: '0161 496 0123' }, 'COMPANY_PHONE'],
      [{ COMPANY_PHONE: '07700 900123' }, 'COMPANY_PHONE'],
      [{ COMPANY_NAME: EXAMPLE_COMPANY.name }, 'COMPANY_NAME'],
      [{ COMPANY_ADDRESS: EXAMPLE_COMPANY.address }, 'COMPANY_ADDRESS'],
    ])('refuses to start in production on an example value: %j', (env, variable) => {
      expect(() => loadConfig({ ...production, ...COMPANY, ...env })).toThrow(`(still an example value: ${variable})`);
    });

    it('names both the missing and the example ones', () => {
      expect(() => loadConfig({ ...production, ...COMPANY, COMPANY_NAME: '', COMPANY_EMAIL: 'a@example.com' })).toThrow(
        '(missing COMPANY_NAME; still an example value: COMPANY_EMAIL)',
      );
    });

    it.each([
      [{ COMPANY_EMAIL: 'hello' }, 'COMPANY_EMAIL must be an email address'],
      [{ COMPANY_REPLY_TO: 'Acme <help@acme.co.uk>' }, 'COMPANY_REPLY_TO must be an email address'],
      [{ COMPANY_SUPPORT_EMAIL: 'a@b@c.co.uk' }, 'COMPANY_SUPPORT_EMAIL must be an email address'],
      [{ COMPANY_BOOKING_URL: '/book' }, 'COMPANY_BOOKING_URL must be an absolute http(s) address'],
      [{ COMPANY_BOOKING_URL: 'javascript:alert(1)' }, 'COMPANY_BOOKING_URL must be an absolute http(s) address'],
      [{ COMPANY_EXPERT_CONTACT_URL: 'ftp://acme.co.uk/x' }, 'COMPANY_EXPERT_CONTACT_URL must be an absolute http(s) address'],
      [{ COMPANY_EXPERT_CONTACT_URL: 'https://u:p@acme.co.uk/x' }, 'COMPANY_EXPERT_CONTACT_URL must not carry credentials'],
      [{ COMPANY_PHONE: 'call us' }, 'COMPANY_PHONE must be a phone number'],
      [{ COMPANY_PHONE: '12345' }, 'COMPANY_PHONE must be a phone number'],
      [{ COMPANY_NAME: 'Acme\r\nBcc: victim@acme.co.uk' }, 'COMPANY_NAME must be one line of text'],
      [{ COMPANY_ADDRESS: 'x'.repeat(201) }, 'COMPANY_ADDRESS must be at most 200 characters'],
    ])('stops on a malformed value, in any mode, naming the variable: %j', (env, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
      expect(() => loadConfig({ ...production, ...COMPANY, ...env })).toThrow(message);
    });
  });
});

describe('DATABASE_REPLICA_URLS', () => {
  const mysql = { DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'mysql://app@db:3306/mc' };

  it('is empty when unset, so every read stays on DATABASE_URL', () => {
    expect(loadConfig(mysql).databaseReplicaUrls).toEqual([]);
    expect(loadConfig({ ...mysql, DATABASE_REPLICA_URLS: ' ' }).databaseReplicaUrls).toEqual([]);
  });

  it('takes comma-separated mysql:// and mariadb:// URLs', () => {
    expect(loadConfig({ ...mysql, DATABASE_REPLICA_URLS: 'mysql://app@replica1:3306/mc, mariadb://app@replica2:3306/mc' }).databaseReplicaUrls).toEqual([
      'mysql://app@replica1:3306/mc',
      'mariadb://app@replica2:3306/mc',
    ]);
  });

  it.each([
    ['postgres://app@replica:5432/mc', 'DATABASE_REPLICA_URLS must start with mysql:// or mariadb://'],
    ['mysql://app@replica:3306/mc,replica2', 'DATABASE_REPLICA_URLS is not a valid URL'],
  ])('stops on a malformed URL: %s', (value, message) => {
    expect(() => loadConfig({ ...mysql, DATABASE_REPLICA_URLS: value })).toThrow(message);
  });

  it('is refused beside a SQLite DATABASE_URL, with the reason', () => {
    expect(() => loadConfig({ ...mysql, DATABASE_URL: 'sqlite::memory:', DATABASE_REPLICA_URLS: 'mysql://app@replica:3306/mc' })).toThrow(
      'DATABASE_REPLICA_URLS needs a MySQL/MariaDB DATABASE_URL (SQLite has no replicas)',
    );
  });
});
