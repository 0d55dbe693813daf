import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { BootstrapService } from './database/bootstrap.service';
import { DatabaseModule } from './database/database.module';
import { HealthController } from './health/health.controller';
import { ProvidersModule } from './providers/providers.module';
import { UsersModule } from './users/users.module';
import { SpaFallback } from './web/spa-fallback';

const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'req.query.token',
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            redact: { paths: REDACTED, censor: '[redacted]' },
            autoLogging: { ignore: (req) => !req.url?.startsWith('/api') && !req.url?.startsWith('/auth') },
            serializers: {
              req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.replace(/([?&](token|resume)=)[^&]+/g, '$1[redacted]') }),
            },
          },
        }),
        ScheduleModule.forRoot(),
        DatabaseModule,
        UsersModule,
        AuthModule,
        ProvidersModule,
      ],
      controllers: [HealthController],
      providers: [SpaFallback, BootstrapService, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
