import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/ports';
import { composeInstances, instanceEnvironment, proxyConfiguration } from './deployment';

const ROOT = join(__dirname, '..', '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `promise` for `ms` at the most; the timer is cleared either way, so none is left to hold the test run open. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** A process of the cluster (an instance, the migrate job, the proxy) with its output kept for failures. */
class Child {
  output = '';
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    process.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    process.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => process.on('exit', (code) => resolve(code)));
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }
}

/** One GET on a connection of its own (nothing left open): whether it answered 200. */
function answers200(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

/** Polls `url` until it answers 200, failing with `child`'s output if it exits or takes over `ms`. */
async function waitFor(url: string, child: Child, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (!child.running) throw new Error(`${child.name} exited (${child.process.exitCode}) before ${url} answered:\n${child.output}`);
    if (await answers200(url)) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms} ms:\n${child.output}`);
    await sleep(100);
  }
}

export interface ClusterOptions {
  /** docker/.env's values (what an operator fills in). */
  dotEnv: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  /** Set on every instance beside compose's environment (limits for the test, a Redis key prefix). */
  extraEnv: Record<string, string>;
}

/**
 * docker/compose.yaml's shape on this machine: `node dist/migrate.js` once, then each of compose's
 * app instances as `node dist/main.js` on a port of its own (one data folder for all, as compose's
 * uploads volume), and HAProxy from Debian's package running docker/haproxy.cfg in front of them.
 * Needs `npm run build:api` first (dist/).
 */
export class Cluster {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'mc-cluster-'));
  readonly instances = composeInstances();
  private readonly ports: Record<string, number> = {};
  private readonly running = new Map<string, Child>();
  private proxy?: Child;
  /** What a stopped instance printed (for a failure's message). */
  readonly stoppedOutput = new Map<string, string>();
  private proxyPort = 0;

  constructor(private readonly options: ClusterOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.proxyPort}`;
  }

  instanceUrl(name: string): string {
    return `http://127.0.0.1:${this.ports[name]}`;
  }

  environment(): Record<string, string> {
    const compose = instanceEnvironment(this.options.dotEnv, { databaseUrl: this.options.databaseUrl, redisUrl: this.options.redisUrl });
    // Only what a container has: no test runner's variables (NODE_ENV=test, TEST_*) leak in.
    return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...compose, ...this.options.extraEnv, DATA_DIR: this.dataDir };
  }

  async start(): Promise<void> {
    const migrate = new Child('migrate', spawn(process.execPath, ['dist/migrate.js'], { cwd: ROOT, env: this.environment() }));
    const code = await migrate.exited;
    if (code !== 0) throw new Error(`the migrate job failed (${code}):\n${migrate.output}`);
    for (const name of this.instances) this.ports[name] = await freePort();
    await Promise.all(this.instances.map((name) => this.startInstance(name)));
    this.proxyPort = await freePort();
    const config = join(this.dataDir, 'haproxy.cfg');
    writeFileSync(config, proxyConfiguration(this.proxyPort, this.ports));
    this.proxy = new Child('haproxy', spawn('haproxy', ['-db', '-f', config], { cwd: this.dataDir }));
    await waitFor(`${this.url}/api/health/ready`, this.proxy, 15_000);
  }

  /** Starts (or starts again) instance `name` on its port and waits until it is ready. */
  async startInstance(name: string): Promise<void> {
    const child = new Child(name, spawn(process.execPath, ['dist/main.js'], { cwd: ROOT, env: { ...this.environment(), PORT: String(this.ports[name]) } }));
    this.running.set(name, child);
    await waitFor(`${this.instanceUrl(name)}/api/health/ready`, child, 60_000);
  }

  /** Sends SIGTERM to instance `name` and answers its exit code and how long it took to exit. */
  async stopInstance(name: string): Promise<{ code: number | null; ms: number }> {
    const child = this.running.get(name);
    if (!child) throw new Error(`${name} is not running`);
    const startedAt = Date.now();
    child.process.kill('SIGTERM');
    const code = await child.exited;
    this.running.delete(name);
    this.stoppedOutput.set(name, child.output);
    return { code, ms: Date.now() - startedAt };
  }

  outputOf(name: string): string {
    return name === 'haproxy' ? (this.proxy?.output ?? '') : (this.running.get(name)?.output ?? '');
  }

  async close(): Promise<void> {
    const children = [...this.running.values(), ...(this.proxy ? [this.proxy] : [])];
    for (const child of children) if (child.running) child.process.kill('SIGTERM');
    await Promise.all(children.map((child) => within(child.exited, 12_000)));
    for (const child of children) if (child.running) child.process.kill('SIGKILL');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
