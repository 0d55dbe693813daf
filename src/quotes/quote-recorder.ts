import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { Transactions } from '../database/transactions';
import { Quote } from './entities/quote.entity';
import { inChunks, placeholders } from '../database/sql-lists';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { refreshCustomerProviders } from '../profiles/customer-index';

export type QuoteRow = Pick<
  Quote,
  'businessProfileId' | 'providerId' | 'terminalId' | 'providerName' | 'estimatedMonthlyCost' | 'potentialSavings' | 'matchScore' | 'rank' | 'isSelected'
>;

/** How long a comparison's quotes may wait to be written together with others. */
export const QUOTE_BATCH_DELAY_MS = 5;

/**
 * Records each comparison's quotes (replacing the profile's earlier ones) just after the answer
 * is sent: writes of many visitors are batched into one transaction, and a newer comparison of the
 * same profile replaces a pending one. Whoever reads a profile's quotes calls settle() first, so
 * nobody ever sees a comparison's answer without its quotes. bench/RESULTS.md has the figures.
 */
@Injectable()
export class QuoteRecorder implements OnModuleDestroy {
  private readonly logger = new Logger('Quotes');
  private pending = new Map<string, QuoteRow[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly transactions: Transactions) {}

  record(profileId: string, rows: QuoteRow[]): void {
    this.pending.set(profileId, rows);
    this.timer ??= setTimeout(() => void this.flush(), QUOTE_BATCH_DELAY_MS);
  }

  /** Waits until every comparison recorded so far (for this profile, or all) is written. */
  async settle(profileId?: string): Promise<void> {
    await this.running;
    if (profileId === undefined ? this.pending.size > 0 : this.pending.has(profileId)) await this.flush();
  }

  async onModuleDestroy(): Promise<void> {
    await this.settle();
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const run = this.running.then(() => this.write());
    this.running = run.catch(() => undefined);
    return run;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    if (batch.size === 0) return;
    this.pending = new Map();
    try {
      await this.writeBatch(batch);
    } catch (error) {
      if (batch.size === 1) {
        this.logger.error(`quotes of 1 comparison not recorded: ${(error as Error).message}`);
        throw error;
      }
      // One comparison that cannot be written (its profile deleted meanwhile, say) must not cost
      // the others theirs: each is tried on its own.
      const failed = await this.writeEach(batch);
      if (failed.length) {
        this.logger.error(`quotes of ${failed.length} of ${batch.size} comparisons not recorded: ${failed[0].message}`);
        throw failed[0];
      }
    }
  }

  private async writeEach(batch: Map<string, QuoteRow[]>): Promise<Error[]> {
    const failed: Error[] = [];
    for (const [profileId, rows] of batch) {
      try {
        await this.writeBatch(new Map([[profileId, rows]]));
      } catch (error) {
        failed.push(error as Error);
      }
    }
    return failed;
  }

  /** Replaces the quotes of every profile of the batch (and which providers each belongs to), in one transaction. */
  private async writeBatch(batch: Map<string, QuoteRow[]>): Promise<void> {
    await this.transactions.run((manager) => this.replace(manager, [...batch.keys()], [...batch.values()].flat()), { isolation: 'READ COMMITTED' });
  }

  /**
   * A profile's quotes become `rows` inside the caller's transaction (a customer staff enter by
   * hand is stored with its quotes, all or nothing); written the same way as a comparison's.
   */
  async replaceWithin(manager: EntityManager, profileId: string, rows: QuoteRow[]): Promise<void> {
    this.pending.delete(profileId);
    await this.replace(manager, [profileId], rows);
  }

  /**
   * Plain parameterised statements (the quotes as one multi-row INSERT): a comparison writes its
   * quotes on every call, and TypeORM's query builders took more of the server's time to write
   * the SQL than the database took to run it. The same statements as the builders wrote: the
   * table's defaults for the other columns (id, createdAt), and updatedAt set as TypeORM sets it.
   */
  private async replace(manager: EntityManager, ids: string[], rows: QuoteRow[]): Promise<void> {
    const { driver } = manager.connection;
    const lastActivityAt: unknown = driver.preparePersistentValue(new Date(), lastActivityColumn(manager));
    for (const chunk of inChunks(ids, IDS_PER_STATEMENT)) {
      await manager.query(`DELETE FROM quotes WHERE businessProfileId IN (${placeholders(chunk.length)})`, chunk);
    }
    const columns = QUOTE_COLUMNS.map((column) => driver.escape(column)).join(', ');
    const row = `(${placeholders(QUOTE_COLUMNS.length)})`;
    for (const chunk of inChunks(rows, ROWS_PER_INSERT)) {
      await manager.query(
        `INSERT INTO quotes (${columns}) VALUES ${chunk.map(() => row).join(', ')}`,
        chunk.flatMap((quote) => QUOTE_COLUMNS.map((column) => (column === 'isSelected' ? (quote.isSelected ? 1 : 0) : quote[column]))),
      );
    }
    for (const chunk of inChunks(ids, IDS_PER_STATEMENT)) {
      await manager.query(`UPDATE business_profiles SET lastActivityAt = ?, updatedAt = CURRENT_TIMESTAMP WHERE id IN (${placeholders(chunk.length)})`, [
        lastActivityAt,
        ...chunk,
      ]);
    }
    // The replaced quotes may have held a selection: the partner rule counts it no longer.
    await refreshCustomerProviders(manager, ids);
  }
}

/** The columns a comparison's quote sets; the others take the table's defaults. */
const QUOTE_COLUMNS = [
  'businessProfileId',
  'providerId',
  'terminalId',
  'providerName',
  'estimatedMonthlyCost',
  'potentialSavings',
  'matchScore',
  'rank',
  'isSelected',
] as const satisfies readonly (keyof QuoteRow)[];

/** Bound values per statement stay far below SQLite's limit (32,766) however large a batch grows. */
const IDS_PER_STATEMENT = 500;
const ROWS_PER_INSERT = 500;

/** business_profiles.lastActivityAt, whose driver gives a Date the form TypeORM writes it in. */
function lastActivityColumn(manager: EntityManager): ColumnMetadata {
  const column = manager.connection.getMetadata(BusinessProfile).findColumnWithPropertyName('lastActivityAt');
  if (!column) throw new Error('business_profiles.lastActivityAt is not mapped');
  return column;
}
