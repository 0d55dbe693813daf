import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { ConfigError, loadConfig, PRODUCTION_REQUIRED_VARIABLES } from '../../src/config/env';

/**
 * No Docker daemon runs where the tests run, so the deployment files (docker/compose.yaml,
 * docker/haproxy.cfg, docker/.env.example) are kept honest by reading them: every variable a
 * production instance requires is given, every variable given is one the app reads, the
 * instances share what they must, the proxy balances over exactly those instances and asks for
 * readiness, and the example env file lists exactly what compose reads.
 */
const DOCKER = join(__dirname, '..', '..', 'docker');
const composeText = readFileSync(join(DOCKER, 'compose.yaml'), 'utf8');
const haproxyText = readFileSync(join(DOCKER, 'haproxy.cfg'), 'utf8');
const envExampleText = readFileSync(join(DOCKER, '.env.example'), 'utf8');
const dockerfileText = readFileSync(join(DOCKER, 'Dockerfile'), 'utf8');

interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}
const compose = load(composeText) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;

/** Services that run the app's image: the instances, and the migrate job (its command is dist/migrate.js). */
const appImageServices = Object.keys(services).filter((name) => services[name].build?.dockerfile === 'docker/Dockerfile');
const migrateServices = appImageServices.filter((name) => services[name].command?.includes('dist/migrate.js'));
const instances = appImageServices.filter((name) => !migrateServices.includes(name));

/** A value the way compose gives it once interpolated: `${NAME:?…}` and `${NAME:-…}` by a stand-in. */
function interpolated(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?[-?][^}]*)?\}/g, (_, name: string) => `from-env-${name}`);
}

/** A production environment the app accepts: real-looking values for everything it may read. */
const VALID_PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: '3000',
  DATA_DIR: '/app/data',
  DATABASE_URL: 'mariadb://merchant:secret@db:3306/merchant_compare',
  DATABASE_REPLICA_URLS: 'mariadb://merchant:secret@replica:3306/merchant_compare',
  JWT_SECRET: 'j'.repeat(40),
  ENCRYPTION_KEY: 'k'.repeat(40),
  ADMIN_EMAIL: 'admin@acme-payments.co.uk',
  ADMIN_PASSWORD: 'a-long-password',
  COOKIE_SECURE: 'true',
  CORS_ORIGINS: 'https://partner.acme-payments.co.uk',
  UPLOAD_DIR: '/app/data/uploads',
  SMTP_URL: 'smtp://mail.acme-payments.co.uk:587',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  GOOGLE_REDIRECT_URL: 'https://compare.acme-payments.co.uk/api/crm/gmail/callback',
  RATE_LIMIT_LOGIN: '5',
  RATE_LIMIT_PUBLIC: '60',
  RATE_LIMIT_EXPORTS: '20',
  RATE_LIMIT_ANALYTICS: '120',
  RATE_LIMIT_EMAIL_SENDS: '50',
  TRUST_PROXY: '1',
  RETENTION_MONTHS: '12',
  SESSION_IDLE_MINUTES: '120',
  LOG_LEVEL: 'info',
  PUBLIC_URL: 'https://compare.acme-payments.co.uk',
  COMPANY_NAME: 'Acme Payments Ltd',
  COMPANY_EMAIL: 'hello@acme-payments.co.uk',
  COMPANY_REPLY_TO: 'support@acme-payments.co.uk',
  COMPANY_PHONE: '0113 000 0123',
  COMPANY_ADDRESS: '2 High Street, Leeds, LS1 1AA',
  COMPANY_BOOKING_URL: 'https://www.acme-payments.co.uk/book',
  COMPANY_EXPERT_CONTACT_URL: 'https://www.acme-payments.co.uk/contact',
  COMPANY_SUPPORT_EMAIL: 'support@acme-payments.co.uk',
  REDIS_URL: 'redis://redis:6379',
  REDIS_KEY_PREFIX: 'merchant-compare:',
  METRICS_TOKEN: 'm'.repeat(40),
};

/** Every variable name loadConfig reads (src/config/env.ts is the one place that reads process.env). */
function variablesTheAppReads(): Set<string> {
  const read = new Set<string>();
  const env = new Proxy(VALID_PRODUCTION_ENV, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadConfig(env);
  return read;
}

/**
 * The variables a production start refuses to go without, found from an empty production
 * environment: load, add the variables the ConfigError names, and again until it starts.
 */
function variablesProductionRefusesWithout(): string[] {
  const env: Record<string, string> = { NODE_ENV: 'production', DATA_DIR: VALID_PRODUCTION_ENV.DATA_DIR };
  const required: string[] = [];
  for (;;) {
    try {
      loadConfig(env);
      return required;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      const named = Object.keys(VALID_PRODUCTION_ENV).filter((name) => !(name in env) && new RegExp(`\\b${name}\\b`).test(error.message));
      if (named.length === 0) throw error;
      for (const name of named) env[name] = VALID_PRODUCTION_ENV[name];
      required.push(...named);
    }
  }
}

/** The names compose interpolates (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`) anywhere in the file. */
function variablesComposeReads(): Set<string> {
  return new Set([...composeText.matchAll(/\$\{([A-Za-z0-9_]+)/g)].map((match) => match[1]));
}

/** docker/.env.example as name → value (comments and blank lines skipped). */
function envExample(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of envExampleText.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (!match) throw new Error(`docker/.env.example: not NAME=value: ${line}`);
    entries.set(match[1], match[2]);
  }
  return entries;
}

/** The app's DATA_DIR inside the image: the compose value, else the image's working directory + data. */
function dataDirOf(service: Service): string {
  const workdir = /^WORKDIR\s+(\S+)/m.exec(dockerfileText.split(/^FROM /m).pop() ?? '')?.[1] ?? '/';
  return service.environment?.DATA_DIR ?? join(workdir, 'data');
}

describe('deployment files (docker/)', () => {
  it('knows the production-required variables from the configuration itself', () => {
    expect(variablesProductionRefusesWithout().sort()).toEqual([...PRODUCTION_REQUIRED_VARIABLES].sort());
  });

  it('has a migrate job and at least two app instances built from the Dockerfile, the instances without ports of their own', () => {
    expect(migrateServices).toEqual(['migrate']);
    expect(instances.length).toBeGreaterThanOrEqual(2);
    for (const name of instances) expect({ name, ports: services[name].ports }).toEqual({ name, ports: undefined });
  });

  it('gives every variable a production instance requires to the migrate job and every instance', () => {
    for (const name of [...migrateServices, ...instances]) {
      const given = Object.keys(services[name].environment ?? {});
      expect({ service: name, missing: PRODUCTION_REQUIRED_VARIABLES.filter((variable) => !given.includes(variable)) }).toEqual({ service: name, missing: [] });
    }
  });

  it('sets only variables the app reads (no misspelt name is silently ignored)', () => {
    const read = variablesTheAppReads();
    for (const name of [...migrateServices, ...instances]) {
      const unknown = Object.keys(services[name].environment ?? {}).filter((variable) => !read.has(variable));
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });

  it('runs the instances behind one proxy (TRUST_PROXY=1 unless told otherwise), on MariaDB and Redis, with PUBLIC_URL', () => {
    for (const name of instances) {
      const environment = services[name].environment ?? {};
      expect(environment.TRUST_PROXY).toBe('${TRUST_PROXY:-1}');
      expect(environment.DATABASE_URL).toMatch(/^mariadb:\/\/.*@db:3306\//);
      expect(environment.REDIS_URL).toBe('redis://redis:6379');
      expect(environment.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?/);
    }
    expect(services.db.image).toMatch(/^mariadb:/);
    expect(services.redis.image).toMatch(/^redis:/);
  });

  it('shares one REDIS_URL, one JWT_SECRET and one uploads volume (mounted at DATA_DIR) between the instances', () => {
    const shared = instances.map((name) => {
      const environment = services[name].environment ?? {};
      const dataDir = dataDirOf(services[name]);
      const mount = (services[name].volumes ?? []).find((volume) => volume.split(':')[1] === dataDir);
      return { redisUrl: interpolated(environment.REDIS_URL ?? ''), jwtSecret: interpolated(environment.JWT_SECRET ?? ''), mount };
    });
    expect(shared[0].redisUrl).not.toBe('');
    expect(shared[0].jwtSecret).toBe('from-env-JWT_SECRET');
    const volumeName = shared[0].mount?.split(':')[0] ?? '';
    expect(Object.keys(compose.volumes)).toContain(volumeName);
    for (const each of shared) expect(each).toEqual(shared[0]);
  });

  /** haproxy.cfg's backend sections by name, each as its lines. */
  function haproxyBackends(): Map<string, string> {
    return new Map([...haproxyText.matchAll(/^backend (\S+)\n((?:[ \t].*\n?|\n)*)/gm)].map((match) => [match[1], match[2]]));
  }

  it("balances round robin over exactly compose's app instances, checking /api/health/ready, and on their liveness while none is ready", () => {
    const backends = haproxyBackends();
    const port = /^ENV .*\bPORT=(\d+)/m.exec(dockerfileText)?.[1];
    const checkedPaths = [...backends].map(([name, backend]) => {
      const servers = [...backend.matchAll(/^\s*server\s+(\S+)\s+([^\s:]+):(\d+)/gm)].map((match) => ({ host: match[2], port: match[3] }));
      expect({ name, hosts: servers.map((server) => server.host).sort() }).toEqual({ name, hosts: [...instances].sort() });
      for (const server of servers) expect(server.port).toBe(port);
      expect(backend).toMatch(/^\s*balance roundrobin$/m);
      expect(backend).toMatch(/^\s*option httpchk$/m);
      expect(backend).toMatch(/^\s*http-check expect status 200$/m);
      return [name, /^\s*http-check send meth GET uri (\S+)/m.exec(backend)?.[1]];
    });
    expect(Object.fromEntries(checkedPaths)).toEqual({ app: '/api/health/ready', app_live: '/api/health/live' });
    expect(haproxyText).toMatch(/^\s*use_backend app if \{ nbsrv\(app\) gt 0 \}$/m);
    expect(haproxyText).toMatch(/^\s*default_backend app_live$/m);
    expect(haproxyText).toMatch(/^\s*option forwardfor$/m);
    expect(haproxyText).toMatch(/^\s*http-request set-header X-Request-Id /m);
  });

  it('publishes the proxy alone, its config being docker/haproxy.cfg', () => {
    expect(services.proxy.image).toMatch(/^haproxy:/);
    expect(services.proxy.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const bind = /^\s*bind :(\d+)$/m.exec(haproxyText)?.[1];
    expect(services.proxy.ports).toEqual([`80:${bind}`]);
    const published = Object.keys(services).filter((name) => services[name].ports !== undefined);
    expect(published).toEqual(['proxy']);
  });

  it('lists in docker/.env.example exactly the variables compose reads, each with a comment above it', () => {
    const example = envExample();
    expect([...example.keys()].sort()).toEqual([...variablesComposeReads()].sort());
    const lines = envExampleText.split('\n');
    for (const name of example.keys()) {
      // Each variable is described by the comment just above it (or above the group it opens).
      let index = lines.findIndex((line) => line.startsWith(`${name}=`)) - 1;
      while (index >= 0 && /^[A-Z0-9_]+=/.test(lines[index])) index -= 1;
      expect({ name, comment: lines[index]?.startsWith('#') }).toEqual({ name, comment: true });
    }
  });

  it("starts the image's server as package.json's start:prod does, with the same node flags (the heap settings the memory benchmark measured), as npm start does too", () => {
    const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfileText.split(/^FROM /m).pop() ?? '')?.[1];
    expect(cmd).toBeDefined();
    const scripts = (JSON.parse(readFileSync(join(DOCKER, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect((JSON.parse(cmd!) as string[]).join(' ')).toBe(scripts['start:prod']);
    const flags = (command: string): string[] => command.split(' ').filter((word) => word.startsWith('--'));
    expect(flags(scripts['start:prod']).length).toBeGreaterThan(0);
    expect(flags(scripts.start)).toEqual(flags(scripts['start:prod']));
  });

  it('holds no real secret in docker/.env.example, and production refuses its example values', () => {
    const example = envExample();
    for (const secret of ['DB_PASSWORD', 'JWT_SECRET', 'ADMIN_PASSWORD', 'METRICS_TOKEN', 'GOOGLE_CLIENT_SECRET', 'ENCRYPTION_KEY']) {
      expect({ secret, value: example.get(secret) }).toEqual({ secret, value: '' });
    }
    const company = Object.fromEntries([...example].filter(([name]) => name.startsWith('COMPANY_')));
    expect(() => loadConfig({ ...VALID_PRODUCTION_ENV, ...company })).toThrow(
      /still an example value: COMPANY_NAME, COMPANY_EMAIL, COMPANY_REPLY_TO, COMPANY_PHONE/,
    );
  });
});
