import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

/**
 * The cluster test runs the deployment that docker/ describes, on this machine: the instances get
 * the environment compose gives its app services (with the image's ENV under it), and the proxy
 * runs docker/haproxy.cfg itself. Only what names a container is replaced: the service host names
 * (db, redis, app1...) by local addresses and ports. So a change to compose's environment or to the
 * proxy's checks, retries and timeouts is a change to what this test proves.
 */
const DOCKER = join(__dirname, '..', '..', 'docker');

interface ComposeService {
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
}

function composeServices(): Record<string, ComposeService> {
  return (load(readFileSync(join(DOCKER, 'compose.yaml'), 'utf8')) as { services: Record<string, ComposeService> }).services;
}

/** Compose's app instances: the services built from the Dockerfile that are not the migrate job. */
export function composeInstances(): string[] {
  const services = composeServices();
  return Object.keys(services).filter(
    (name) => services[name].build?.dockerfile === 'docker/Dockerfile' && !services[name].command?.includes('dist/migrate.js'),
  );
}

/** The Dockerfile's final stage's `ENV NAME=value ...` (NODE_ENV, PORT). */
function imageEnvironment(): Record<string, string> {
  const finalStage =
    readFileSync(join(DOCKER, 'Dockerfile'), 'utf8')
      .split(/^FROM /m)
      .pop() ?? '';
  const env: Record<string, string> = {};
  for (const line of finalStage.match(/^ENV .*$/gm) ?? []) {
    for (const [, name, value] of line.slice(4).matchAll(/([A-Z0-9_]+)=(\S+)/g)) env[name] = value;
  }
  return env;
}

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?message}` from the values
 * of a docker/.env: a required variable left out fails here as `docker compose up` would.
 */
function interpolate(value: string, dotEnv: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const given = dotEnv[name];
    if (given !== undefined && given !== '') return given;
    if (kind === '?') throw new Error(`docker/compose.yaml requires ${name}: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

/** Where the containers' host names point on this machine. */
export interface LocalAddresses {
  /** The database the cluster uses (replaces compose's db service URL). */
  databaseUrl: string;
  /** The Redis server (replaces redis://redis:6379). */
  redisUrl: string;
}

/**
 * What one of compose's app instances gets as its environment, given a docker/.env's values, with
 * the db and redis services' URLs pointed at `local`.
 */
export function instanceEnvironment(dotEnv: Record<string, string>, local: LocalAddresses): Record<string, string> {
  const [instance] = composeInstances();
  const env: Record<string, string> = { ...imageEnvironment() };
  for (const [name, value] of Object.entries(composeServices()[instance].environment ?? {})) env[name] = interpolate(String(value), dotEnv);
  if (!/^mariadb:\/\/[^@]*@db:3306\//.test(env.DATABASE_URL)) throw new Error(`compose's DATABASE_URL is not the db service's MariaDB: ${env.DATABASE_URL}`);
  if (env.REDIS_URL !== 'redis://redis:6379') throw new Error(`compose's REDIS_URL is not the redis service: ${env.REDIS_URL}`);
  env.DATABASE_URL = local.databaseUrl;
  env.REDIS_URL = local.redisUrl;
  // Compose leaves unset what is empty in docker/.env: the app then uses its default.
  for (const name of Object.keys(env)) if (env[name] === '') delete env[name];
  return env;
}

/**
 * docker/haproxy.cfg with the containers' addresses replaced: it listens on 127.0.0.1:`port`, the
 * servers named after compose's instances are at 127.0.0.1:`instancePorts[name]`, and compose's DNS
 * resolver is left out (the addresses are fixed). Everything else (balancing, readiness and
 * liveness checks, retries, redispatch, timeouts, request ids) is the file as deployed.
 */
export function proxyConfiguration(port: number, instancePorts: Record<string, number>): string {
  let text = readFileSync(join(DOCKER, 'haproxy.cfg'), 'utf8');
  const replace = (pattern: RegExp, by: (...match: string[]) => string, what: string) => {
    if (!pattern.test(text)) throw new Error(`docker/haproxy.cfg: no ${what} found (${pattern})`);
    text = text.replace(pattern, by);
  };
  replace(/^resolvers docker\n(?:[ \t]+.*\n)*/m, () => '', "compose's resolvers section");
  replace(/ resolvers docker init-addr \S+/g, () => '', "the servers' use of compose's resolver");
  replace(/^(\s*bind\s+):8080\b/m, (_, lead) => `${lead}127.0.0.1:${port}`, 'bind :8080');
  replace(
    /^(\s*server\s+)(\S+)\s+(\S+):3000\b/gm,
    (_, lead: string, name: string, host: string) => {
      if (name !== host || !(name in instancePorts)) throw new Error(`docker/haproxy.cfg: server ${name} at ${host} is not one of compose's instances`);
      return `${lead}${name} 127.0.0.1:${instancePorts[name]}`;
    },
    'server lines',
  );
  return text;
}
