import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

/** The route label of a request that matched no route (404s, the front ends' history fallback). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds: from a fast cached answer to a slow export or document analysis. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a job run takes from a few milliseconds to many minutes (the retention run). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

/** How a scheduled job's run ended. */
export type JobOutcome = 'completed' | 'failed' | 'skipped';

/**
 * This process's Prometheus metrics (prom-client), one registry per app: Node's default metrics
 * (event-loop lag, heap, CPU, handles), HTTP requests by route template and status, scheduled job
 * runs, and gauges whose owners read their value at scrape time (addGauge).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs, by job and outcome (completed, failed, or skipped: another run or instance had it)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobSeconds = new Histogram({
    name: 'job_duration_seconds',
    help: 'Duration of the scheduled job runs that ran, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Node's default metrics start process-wide observers (GC, event-loop delay) that prom-client
    // never stops: they are started only when /metrics can be read (METRICS_TOKEN), so an app that
    // nobody scrapes (and each app a test starts and closes) leaves nothing running behind it.
    if (config.metricsToken) collectDefaultMetrics({ register: this.registry });
  }

  /**
   * One answered request. `route` is the matched route's template (/api/crm/customers/:id), never
   * the URL, so that the number of series stays bounded whatever paths clients ask for.
   */
  observeRequest(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, elapsedMs / 1000);
  }

  /** One scheduled job run; a skipped run did no work, so only a run that ran has a duration. */
  observeJob(job: string, outcome: JobOutcome, elapsedMs: number): void {
    this.jobRuns.inc({ job, outcome });
    if (outcome !== 'skipped') this.jobSeconds.observe({ job, outcome }, elapsedMs / 1000);
  }

  /**
   * A gauge read when Prometheus scrapes: `read` answers its value(s) then. When it fails (the
   * database is down) the gauge has no value in that scrape, and the other metrics still answer.
   */
  addGauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<Array<{ labels: Partial<Record<L, string>>; value: number }>>,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        const values = await read().catch(() => []);
        for (const { labels, value } of values) this.set(labels, value);
      },
    });
  }

  /** The Prometheus text exposition of every metric. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
