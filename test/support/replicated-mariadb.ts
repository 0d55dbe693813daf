import { existsSync } from 'node:fs';
import { PrivateMariaDb, startPrivateMariaDb } from './private-mariadb';

/** Where Debian installs the server; the replication test skips without it. */
export const hasMariadbd = (): boolean => existsSync('/usr/sbin/mariadbd');

/**
 * A primary (binary log, server-id 1) and a replica (server-id 2) replicating from it by GTID, each
 * a private mariadbd in its own temporary folder on a free port (never the shared one on 3306).
 */
export interface ReplicatedMariaDb {
  primary: PrivateMariaDb;
  replica: PrivateMariaDb;
  /** mariadb:// URLs of a database created on the primary, once the replica has it too. */
  createDatabase(name: string): Promise<{ primaryUrl: string; replicaUrl: string }>;
  /** Waits until the replica has applied everything the primary has written. */
  caughtUp(timeoutSeconds?: number): Promise<void>;
  destroy(): Promise<void>;
}

export async function startReplicatedMariaDb(): Promise<ReplicatedMariaDb> {
  const primary = await startPrivateMariaDb({ serverId: 1, binaryLog: true });
  let replica: PrivateMariaDb | undefined;
  try {
    replica = await startPrivateMariaDb({ serverId: 2 });
    await primary.query("CREATE USER 'replicator'@'127.0.0.1' IDENTIFIED BY 'replicator-password'");
    await primary.query("GRANT REPLICATION SLAVE ON *.* TO 'replicator'@'127.0.0.1'");
    await replica.query(
      `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='replicator', MASTER_PASSWORD='replicator-password', MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1`,
    );
    await replica.query('START SLAVE');
  } catch (error) {
    await replica?.destroy();
    await primary.destroy();
    throw error;
  }
  const applying = replica;
  const caughtUp = async (timeoutSeconds = 10): Promise<void> => {
    const [{ position }] = await primary.query<{ position: string }>('SELECT @@gtid_binlog_pos AS position');
    const [{ waited }] = await applying.query<{ waited: number }>('SELECT MASTER_GTID_WAIT(?, ?) AS waited', [position, timeoutSeconds]);
    if (Number(waited) !== 0) throw new Error(`the replica did not reach the primary's ${position} within ${timeoutSeconds} s`);
  };
  return {
    primary,
    replica: applying,
    createDatabase: async (name) => {
      const primaryUrl = await primary.createDatabase(name);
      await caughtUp();
      return { primaryUrl, replicaUrl: `mariadb://root@127.0.0.1:${applying.port}/${name}` };
    },
    caughtUp,
    destroy: async () => {
      await applying.destroy();
      await primary.destroy();
    },
  };
}
