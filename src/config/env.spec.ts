import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'mc-config-'));
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
  ])('stops with one line naming the variable: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('reads the session idle period', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes).toBe(30);
  });

  it('accepts MySQL and MariaDB URLs', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://u:p@db:3306/app' }).databaseUrl).toBe('mysql://u:p@db:3306/app');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mariadb://root@127.0.0.1/app' }).databaseUrl).toBe('mariadb://root@127.0.0.1/app');
  });

  it('secures cookies in production by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://compare.example.co.uk' });
    expect(config.cookieSecure).toBe(true);
  });

  it('keeps PUBLIC_URL as an origin, and leaves it unset outside production (links then use the request origin)', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://Compare.Example.co.uk/' }).publicUrl).toBe('https://compare.example.co.uk');
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir() }).publicUrl).toBeUndefined();
  });

  it('encrypts Google tokens under ENCRYPTION_KEY, or outside production under JWT_SECRET when it is unset', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), PUBLIC_URL: 'https://x.co.uk' };
    expect(loadConfig({ ...production, ...GOOGLE, ENCRYPTION_KEY: 'k'.repeat(32) }).encryptionKey).toBe('k'.repeat(32));
    expect(loadConfig(production).encryptionKey).toBe('j'.repeat(40)); // no Google: nothing is encrypted
    expect(loadConfig({ DATA_DIR: dataDir(), ...GOOGLE, JWT_SECRET: 'j'.repeat(40) }).encryptionKey).toBe('j'.repeat(40));
    expect(loadConfig({ DATA_DIR: dataDir(), ...GOOGLE }).google).toEqual({ clientId: 'id', clientSecret: 'secret', redirectUrl: GOOGLE.GOOGLE_REDIRECT_URL });
  });
});
