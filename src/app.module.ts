import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { ActivitiesModule } from './activities/activities.module';
import { EmailTemplatesModule } from './email-templates/email-templates.module';
import { EmailsModule } from './emails/emails.module';
import { TasksModule } from './tasks/tasks.module';
import { ComparisonModule } from './comparison/comparison.module';
import { CompanyModule } from './company/company.module';
import { CustomersModule } from './customers/customers.module';
import { IndustryDefaultsModule } from './industry-defaults/industry-defaults.module';
import { LeadsModule } from './leads/leads.module';
import { ProfilesModule } from './profiles/profiles.module';
import { QuotesModule } from './quotes/quotes.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { ClockModule } from './common/clock/clock.module';
import { RateLimitStorage } from './common/rate-limit/rate-limit-storage';
import { throttlerOptions } from './common/rate-limit/throttler-options';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { BootstrapService } from './database/bootstrap.service';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { GmailModule } from './gmail/gmail.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { ProgressModule } from './progress/progress.module';
import { RemindersModule } from './reminders/reminders.module';
import { StatementsModule } from './statements/statements.module';
import { SystemModule } from './system/system.module';
import { JobsModule } from './jobs/jobs.module';
import { RetentionModule } from './retention/retention.module';
import { ProvidersModule } from './providers/providers.module';
import { RedisModule } from './redis/redis.module';
import { UploadsModule } from './uploads/uploads.module';
import { UsersModule } from './users/users.module';
import { BUILT_WEB_DIST, SpaFallback, WEB_DIST, WebDist } from './web/spa-fallback';

const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body', 'req.query.token'];

/**
 * Resume tokens are secrets: they never reach the logs, in a query or in the path. Nor do the
 * authorization code and state Google sends to the Gmail callback.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](token|resume|code|state)=)[^&]+/g, '$1[redacted]').replace(/^(\/api\/progress\/)[^/?]+/, '$1[redacted]');
}

/** The requests whose completion is logged: the API and the auth callbacks, not the static files. */
function isLoggedPath(url: string): boolean {
  return url.startsWith('/api') || url.startsWith('/auth');
}

@Module({})
export class AppModule {
  /** `logDestination`: where the logs go instead of stdout (tests read them). */
  static forRoot(config: AppConfig, web: WebDist = BUILT_WEB_DIST, logDestination?: DestinationStream): DynamicModule {
    const pretty = !logDestination && config.nodeEnv === 'development' && process.stdout.isTTY;
    const httpLogOptions: Options = {
      level: config.logLevel,
      // Readable lines for a developer at a terminal; JSON lines everywhere else (production, tests, pipes).
      ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
      redact: { paths: REDACTED, censor: '[redacted]' },
      // Fastify's middleware layer (middie) hands pino-http a req.url relative to the mount
      // point ('/'): the path the client asked for is req.originalUrl.
      autoLogging: { ignore: (req) => !isLoggedPath((req as { originalUrl?: string }).originalUrl ?? req.url ?? '') },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      },
    };
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        LoggerModule.forRoot({
          pinoHttp: logDestination ? [httpLogOptions, logDestination] : httpLogOptions,
        }),
        ScheduleModule.forRoot(),
        ThrottlerModule.forRootAsync({
          inject: [APP_CONFIG, RateLimitStorage],
          useFactory: (c: AppConfig, storage: RateLimitStorage) => throttlerOptions(c, storage),
        }),
        DatabaseModule,
        RedisModule,
        MetricsModule,
        ActivitiesModule,
        TasksModule,
        UsersModule,
        AuthModule,
        ProvidersModule,
        UploadsModule,
        ProfilesModule,
        ComparisonModule,
        QuotesModule,
        LeadsModule,
        CustomersModule,
        IndustryDefaultsModule,
        AnalyticsModule,
        MailModule,
        GmailModule,
        EmailTemplatesModule,
        EmailsModule,
        ProgressModule,
        RemindersModule,
        StatementsModule,
        SystemModule,
        JobsModule,
        RetentionModule,
        HealthModule,
        CompanyModule,
      ],
      providers: [{ provide: WEB_DIST, useValue: web }, SpaFallback, BootstrapService, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
