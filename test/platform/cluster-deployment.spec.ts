import { composeInstances, instanceEnvironment, proxyConfiguration } from '../cluster/deployment';

/**
 * The cluster test (npm run test:cluster) runs docker/compose.yaml's instances and docker/haproxy.cfg
 * for real; here, without MariaDB or HAProxy, the derivation it relies on is checked on every run of
 * npm test, so a change to those files that the cluster test could no longer follow fails early.
 */
const DOT_ENV = {
  DB_PASSWORD: 'secret',
  JWT_SECRET: 'j'.repeat(40),
  ADMIN_EMAIL: 'ops@acme-payments.co.uk',
  ADMIN_PASSWORD: 'a-long-password',
  PUBLIC_URL: 'https://compare.acme-payments.co.uk',
  COMPANY_NAME: 'Acme Payments Ltd',
  COMPANY_EMAIL: 'hello@acme-payments.co.uk',
  COMPANY_REPLY_TO: 'support@acme-payments.co.uk',
  COMPANY_PHONE: '0113 000 0123',
  COMPANY_ADDRESS: '2 High Street, Leeds, LS1 1AA',
  COMPANY_BOOKING_URL: 'https://www.acme-payments.co.uk/book',
  COMPANY_EXPERT_CONTACT_URL: 'https://www.acme-payments.co.uk/contact',
  COMPANY_SUPPORT_EMAIL: 'support@acme-payments.co.uk',
};
const LOCAL = { databaseUrl: 'mariadb://root@127.0.0.1:3306/mc_cluster', redisUrl: 'redis://127.0.0.1:6379' };

describe("the cluster test's reading of docker/", () => {
  it("gives each instance compose's environment in production, the db and redis services pointed at local servers", () => {
    const env = instanceEnvironment(DOT_ENV, LOCAL);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      JWT_SECRET: DOT_ENV.JWT_SECRET,
      PUBLIC_URL: DOT_ENV.PUBLIC_URL,
      ...{ DATABASE_URL: LOCAL.databaseUrl, REDIS_URL: LOCAL.redisUrl },
    });
    // Optional variables left empty in docker/.env are not set (the app's defaults apply).
    expect(env).not.toHaveProperty('SMTP_URL');
  });

  it('refuses, as compose does, a docker/.env without a required variable', () => {
    const { JWT_SECRET: _left, ...withoutSecret } = DOT_ENV;
    expect(() => instanceEnvironment(withoutSecret, LOCAL)).toThrow(/requires JWT_SECRET/);
  });

  it("runs haproxy.cfg with only its addresses replaced: compose's instances at local ports, no container DNS", () => {
    const ports = Object.fromEntries(composeInstances().map((name, i) => [name, 41000 + i]));
    const config = proxyConfiguration(40999, ports);
    expect(config).toMatch(/^\s*bind 127\.0\.0\.1:40999$/m);
    for (const [name, port] of Object.entries(ports)) expect(config.match(new RegExp(`server ${name} 127\\.0\\.0\\.1:${port}\\b`, 'g'))).toHaveLength(2);
    expect(config).not.toMatch(/resolvers|app\d:3000/);
    expect(config).toMatch(/option http-server-close/);
    expect(config).toMatch(/http-check send meth GET uri \/api\/health\/ready/);
  });
});
