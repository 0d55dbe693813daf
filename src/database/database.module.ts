import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { buildDataSourceOptions } from './data-source';
import { ReadReplica, ReplicatedDataSource } from './read-replica';
import { Transactions } from './transactions';

/** The data source (never synchronize: BootstrapService migrates or checks the schema at start-up), the transaction runner and the replica reads. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config.databaseUrl, config.databaseReplicaUrls),
      // With replicas, reads stay on the primary unless run through ReadReplica.
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('no data source options');
        const dataSource = 'replication' in options && options.replication ? new ReplicatedDataSource(options) : new DataSource(options);
        return dataSource.initialize();
      },
    }),
  ],
  providers: [Transactions, ReadReplica],
  exports: [Transactions, ReadReplica],
})
export class DatabaseModule {}
