import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { DEFAULT_DEADLOCK_RETRIES, Transactions } from '../../src/database/transactions';
import { createTestDatabase, TestDatabase } from '../support/database';

@Entity('deadlock_accounts')
class Account {
  @PrimaryColumn()
  id!: number;

  @Column()
  balance!: number;
}

/**
 * Two transactions that lock the same two rows in opposite orders deadlock on MySQL/MariaDB: the
 * server rolls one back. Transactions.run runs the victim again by itself, so both writers succeed
 * (on a busy cluster, two visitors applying at once must not get a 500). MariaDB stage only: on
 * SQLite transactions queue behind each other and never deadlock.
 */
const runs = Boolean(process.env.TEST_DATABASE_URL);
if (!runs) it.skip('deadlock retry: runs in the MariaDB stage only (set TEST_DATABASE_URL, e.g. npm run test:mysql)', () => undefined);

(runs ? describe : describe.skip)('Transactions on MariaDB run a deadlock victim again', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let transactions: Transactions;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource({ type: 'mysql', url: db.url.replace(/^mariadb:/, 'mysql:'), entities: [Account], poolSize: 4 });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE deadlock_accounts (id int PRIMARY KEY, balance int NOT NULL) ENGINE=InnoDB');
    transactions = new Transactions(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM deadlock_accounts');
    await dataSource.query('INSERT INTO deadlock_accounts (id, balance) VALUES (1, 100), (2, 100)');
  });

  /** Locks `first`, waits until the other transaction holds its row, then locks `second`. */
  const transfer = (first: number, second: number, bothHoldOne: Promise<void>, holding: () => void, retries?: number) => {
    let attempts = 0;
    const done = transactions.run(
      async (manager) => {
        attempts += 1;
        await manager.query('UPDATE deadlock_accounts SET balance = balance - 10 WHERE id = ?', [first]);
        if (attempts === 1) {
          holding();
          await bothHoldOne;
        }
        await manager.query('UPDATE deadlock_accounts SET balance = balance + 10 WHERE id = ?', [second]);
      },
      retries === undefined ? {} : { retries },
    );
    return { done, attempts: () => attempts };
  };

  const crossedTransfers = (retries?: number) => {
    let held = 0;
    let release!: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    const holding = () => {
      held += 1;
      if (held === 2) release();
    };
    return [transfer(1, 2, bothHoldOne, holding, retries), transfer(2, 1, bothHoldOne, holding, retries)];
  };

  it(`commits both crossed writers: the deadlock's victim runs again (up to ${DEFAULT_DEADLOCK_RETRIES} times by default)`, async () => {
    const [a, b] = crossedTransfers();
    await Promise.all([a.done, b.done]);
    expect(a.attempts() + b.attempts()).toBe(3);
    const rows: Array<{ id: number; balance: number }> = await dataSource.query('SELECT id, balance FROM deadlock_accounts ORDER BY id');
    expect(rows.map((row) => Number(row.balance))).toEqual([100, 100]);
  });

  it('reports the deadlock when told not to run the work again (retries: 0)', async () => {
    const [a, b] = crossedTransfers(0);
    const results = await Promise.allSettled([a.done, b.done]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(String(failure?.reason)).toMatch(/Deadlock/);
  });
});
