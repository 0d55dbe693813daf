import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './env';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Provides the validated AppConfig (loaded once by main.ts or a test) to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
