import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { buildDataSourceOptions } from './data-source';
import { Transactions } from './transactions';

/** The data source (migrations run at start-up, never synchronize) and the transaction runner. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({ ...(await buildDataSourceOptions(config.databaseUrl)), migrationsRun: true }),
    }),
  ],
  providers: [Transactions],
  exports: [Transactions],
})
export class DatabaseModule {}
