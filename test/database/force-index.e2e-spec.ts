import { Column, DataSource, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { throughIndex } from '../../src/database/force-index';
import { createTestDatabase, TestDatabase } from '../support/database';

@Entity('hinted_events')
@Index('IDX_hinted_events_type_created', ['type', 'createdAt'])
class HintedEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 30 })
  type!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sessionHash!: string | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}

/**
 * The latest events of one type in a period that holds most of them: MariaDB reads them through
 * the (type, createdAt) index as a range that starts at the period's end only when told to
 * (throughIndex); left to itself it may walk back from the type's newest event (a `ref` on the type),
 * past every event after the period. The dashboard's details of wizard openings and visits read
 * so. MariaDB stage only (SQLite's planner takes the range by itself; throughIndex leaves it be).
 */
const runs = Boolean(process.env.TEST_DATABASE_URL);
if (!runs) it.skip('FORCE INDEX: runs in the MariaDB stage only (set TEST_DATABASE_URL, e.g. npm run test:mysql)', () => undefined);

(runs ? describe : describe.skip)('throughIndex on MariaDB', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const DAY = 24 * 60 * 60_000;
  const newest = Date.UTC(2026, 10, 1, 12);

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource({ type: 'mysql', url: db.url.replace(/^mariadb:/, 'mysql:'), entities: [HintedEvent], timezone: 'Z' });
    await dataSource.initialize();
    // The test's own table, as the entity above describes it (the product's tables come from migrations).
    await dataSource.query(
      'CREATE TABLE hinted_events (id int AUTO_INCREMENT PRIMARY KEY, type varchar(30) NOT NULL, sessionHash varchar(64) NULL, createdAt datetime NOT NULL, INDEX IDX_hinted_events_type_created (type, createdAt)) ENGINE=InnoDB',
    );
    // 20,000 openings over 400 days (50 a day) among 20,000 other events.
    const rows: string[] = [];
    for (let i = 0; i < 40_000; i += 1) {
      const at = new Date(newest - (i % 400) * DAY - (i % 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');
      rows.push(`('${i % 2 === 0 ? 'user' : 'step'}', '${(i % 5000).toString(16).padStart(64, '0')}', '${at}')`);
    }
    for (let i = 0; i < rows.length; i += 5000)
      await dataSource.query(`INSERT INTO hinted_events (type, sessionHash, createdAt) VALUES ${rows.slice(i, i + 5000).join(', ')}`);
    await dataSource.query('ANALYZE TABLE hinted_events');
  }, 120_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  /** The latest 10 openings of a period that ends 40 days before the newest and holds most of them. */
  const latestOpenings = () =>
    dataSource
      .getRepository(HintedEvent)
      .createQueryBuilder('e')
      .select('e.sessionHash', 'sessionHash')
      .addSelect('e.createdAt', 'createdAt')
      .where("e.type = 'user'")
      .andWhere('e.createdAt >= :from AND e.createdAt < :to', { from: new Date(newest - 390 * DAY), to: new Date(newest - 40 * DAY) })
      .orderBy('e.createdAt', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .limit(10);

  it('reads the period as a range of the (type, createdAt) index and answers the same rows', async () => {
    const hinted = throughIndex(latestOpenings(), 'IDX_hinted_events_type_created');
    const [sql, parameters] = hinted.getQueryAndParameters();
    expect(sql).toContain('FROM `hinted_events` `e` FORCE INDEX (`IDX_hinted_events_type_created`)');
    const [plan] = (await dataSource.query(`EXPLAIN ${sql}`, parameters)) as { type: string; key: string }[];
    // A range over the type and the period, not a ref on the type alone.
    expect(plan).toMatchObject({ type: 'range', key: 'IDX_hinted_events_type_created' });

    const rows = await hinted.getRawMany<{ sessionHash: string; createdAt: Date }>();
    expect(rows).toEqual(await latestOpenings().getRawMany());
    expect(rows).toHaveLength(10);
    expect(rows[0].createdAt.getTime()).toBeLessThan(newest - 40 * DAY);
  });

  it('refuses a builder whose table it cannot find rather than running it unhinted', () => {
    const qb = dataSource.createQueryBuilder().select('1');
    expect(() => throughIndex(qb, 'IDX_hinted_events_type_created')).toThrow(/entity/);
  });
});
