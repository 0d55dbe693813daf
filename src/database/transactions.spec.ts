import { setImmediate as nextTurn } from 'node:timers/promises';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Transactions } from './transactions';

@Entity('counters')
class Counter {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  value!: number;
}

describe('Transactions on SQLite', () => {
  let dataSource: DataSource;
  let transactions: Transactions;

  beforeAll(async () => {
    // The table is made here, as a migration would (the app never synchronizes its schema).
    dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Counter] });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE counters (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, value integer NOT NULL)');
    transactions = new Transactions(dataSource);
  });
  afterAll(() => dataSource.destroy());

  it('runs queued transactions one after the other, each seeing the one before', async () => {
    const saved = await dataSource.getRepository(Counter).save({ value: 0 });
    const bump = (): Promise<void> =>
      transactions.run(async (manager) => {
        const row = await manager.getRepository(Counter).findOneByOrFail({ id: saved.id });
        await nextTurn();
        await manager.getRepository(Counter).update({ id: saved.id }, { value: row.value + 1 });
      });
    await Promise.all([bump(), bump(), bump()]);
    expect((await dataSource.getRepository(Counter).findOneByOrFail({ id: saved.id })).value).toBe(3);
  });

  it('lets work already waiting on the event loop run between one transaction and the next', async () => {
    // A loop of transactions, as the retention job and a bulk delete run them: on SQLite each
    // query is synchronous, so without a turn given the waiting request would run only at the end.
    const order: string[] = [];
    const loop = (async () => {
      for (let i = 0; i < 5; i += 1)
        await transactions.run(async (manager) => void (await manager.getRepository(Counter).save({ value: i })), {}).then(() => order.push(`tx${i}`));
    })();
    setImmediate(() => order.push('request'));
    await loop;
    expect(order).toContain('request');
    expect(order.indexOf('request')).toBeLessThan(2);
  });
});
