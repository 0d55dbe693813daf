import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  HealthCheckResult,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorResult,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { RedisConnection } from '../redis/redis-connection';

/** How long the database may take to answer the readiness ping. */
const DATABASE_PING_TIMEOUT_MS = 1000;

/** The health checks (the old /api/health query, and terminus' liveness and readiness), kept out of the controller. */
@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checks: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly redis: RedisConnection,
  ) {}

  private isStopping = false;

  /** The instance is shutting down (SIGTERM): readiness fails from now on, so a proxy stops sending requests here. */
  markStopping(): void {
    this.isStopping = true;
  }

  /** True when the database answers a trivial query, false when it does not. */
  async databaseAnswers(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  /** Liveness checks nothing beyond the process answering. */
  live(): Promise<HealthCheckResult> {
    return this.checks.check([]);
  }

  /**
   * Readiness: the instance is not shutting down (an `instance` check, down, says so then), the
   * database answers, and Redis when configured. Answers terminus' result whether it passed or
   * not; its status says which.
   */
  async ready(): Promise<HealthCheckResult> {
    // Shutting down is expected, not a failure to log: answered without terminus (which logs every
    // failed check as an error) and without pinging a database the instance is about to close.
    if (this.isStopping) {
      const instance = { instance: { status: 'down' as const, message: 'shutting down' } };
      return { status: 'error', info: {}, error: instance, details: instance };
    }
    const checks: HealthIndicatorFunction[] = [() => this.database.pingCheck('database', { connection: this.dataSource, timeout: DATABASE_PING_TIMEOUT_MS })];
    if (this.redis.client) checks.push(() => this.redisCheck());
    try {
      return await this.checks.check(checks);
    } catch (error) {
      // terminus throws its result (with status 'error') as a 503.
      if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
      throw error;
    }
  }

  private async redisCheck(): Promise<HealthIndicatorResult<'redis'>> {
    const check = this.indicators.check('redis');
    return (await this.redis.answers()) ? check.up() : check.down('Redis does not answer PING');
  }
}
