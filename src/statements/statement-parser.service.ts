import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type { QueueLimits } from './job-queue';
import type { StatementAnalysis } from './statement-parser';
import type { ParseJob } from './statement-parser.worker';
import { moduleWorker, PoolLoad, WorkerPool } from './worker-pool';

/** Parsing is linear and its input capped (statement-values.ts): a statement takes milliseconds. */
const PARSER_LIMITS: QueueLimits = { concurrency: 1, maxWaiting: 8, timeoutMs: 10_000 };

/** Heap of the parser's thread: the capped text needs a few megabytes. */
const PARSER_HEAP_MB = 256;

/**
 * Runs the statement parser (statement-parser.ts, pure) in a worker thread, so that no text, however
 * hostile, holds up the API's event loop: past its deadline, or when its caller goes away, the
 * thread is ended and the job fails alone (WorkerPool).
 */
@Injectable()
export class StatementParserService implements OnModuleDestroy {
  private readonly pool: WorkerPool<ParseJob, StatementAnalysis>;

  constructor() {
    const entry = require.resolve('./statement-parser.worker');
    this.pool = new WorkerPool({
      name: 'Statement parser',
      ...PARSER_LIMITS,
      create: () => moduleWorker(entry, { resourceLimits: { maxOldGenerationSizeMb: PARSER_HEAP_MB } }),
    });
  }

  get load(): PoolLoad {
    return this.pool.load;
  }

  /** The figures in `text`; rejects like WorkerPool.run (queue full, cancelled, timed out, thread crashed). */
  parse(text: string, providers: readonly string[], signal?: AbortSignal, isOcr = false): Promise<StatementAnalysis> {
    return this.pool.run({ text, providers: [...providers], isOcr }, [], signal);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
  }
}
