import { HttpException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, ReplicationMode } from 'typeorm';

/**
 * Where a read may go. TypeORM's replication (DATABASE_REPLICA_URLS) would by default send every
 * SELECT built by a query builder or a repository's find to a replica, including the reads that
 * follow a write in the same request. Here the rule is the other way round: everything runs on the
 * primary, and only the work run through ReadReplica.run (reads that tolerate a second of lag) has
 * its SELECTs sent to a replica. Writes, raw queries and transactions always take the primary: TypeORM
 * gives them a 'master' query runner whatever the mode of reads.
 */
const replicaReads = new AsyncLocalStorage<boolean>();

/**
 * The data source the app uses when replicas are configured: its query builders ask it which pool
 * their reads take (TypeORM's defaultReplicationModeForReads), and it answers 'slave' only inside
 * ReadReplica.run.
 */
export class ReplicatedDataSource extends DataSource {
  override defaultReplicationModeForReads(): ReplicationMode {
    return replicaReads.getStore() === true ? 'slave' : 'master';
  }
}

/**
 * A server of the replication pools that failed to connect 5 times in a row is left out for this
 * long before being tried again (mysql2 PoolCluster's restoreNodeTimeout; 0 would drop it for good,
 * the primary too). Meanwhile replica reads answer from the primary.
 */
export const REPLICA_RETRY_AFTER_MS = 2000;

/** Runs reads that tolerate a second of lag on a replica when one is configured. */
@Injectable()
export class ReadReplica {
  private readonly log = new Logger('ReadReplica');
  private readonly replicated: boolean;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.replicated = dataSource instanceof ReplicatedDataSource && dataSource.driver.isReplicated;
  }

  /**
   * Runs `work` (reads only: its SELECTs go to a replica) and answers its result. Without replicas it
   * is the work as it is. When the replica fails (down, unreachable, behind on the schema), the work
   * runs again on the primary, so a list still answers; the user's own mistakes (HTTP errors) are
   * not retried.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.replicated) return work();
    try {
      return await replicaReads.run(true, work);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.log.warn(`A read on a replica failed, read on the primary instead: ${String(error)}`);
      return replicaReads.run(false, work);
    }
  }
}
