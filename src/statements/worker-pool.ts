import { dirname } from 'node:path';
import { TransferListItem, Worker, WorkerOptions } from 'node:worker_threads';
import { JobQueue, QueueLimits, QueueLoad } from './job-queue';

/** The thread died under a job (out of memory, a crash): only that job fails. */
export class WorkerCrashedError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The thread reported that the job failed (the thread itself is fine and is reused). */
export class WorkerJobError extends Error {
  constructor(
    readonly errorName: string,
    message: string,
  ) {
    super(`${errorName}: ${message}`);
  }
}

/** What a pool's thread posts back for each message it receives: one of the two. */
export interface WorkerReply<Result> {
  result?: Result;
  error?: { name: string; message: string };
}

export interface WorkerPoolOptions extends QueueLimits {
  name: string;
  /** Starts one thread; the pool starts them on demand, up to `concurrency`. */
  create: () => Worker;
}

export interface PoolLoad extends QueueLoad {
  /** Threads alive, idle or busy. */
  threads: number;
}

/**
 * Runs jobs in worker threads, one job per thread at a time, through a bounded queue (see
 * job-queue.ts). A thread that times out, is cancelled, crashes or runs out of memory is ended
 * and fails its own job only; the other threads carry on and a new one is started when needed.
 * Idle threads are reused; they do not keep the process alive. Pure Node.js: no framework imports.
 */
export class WorkerPool<Input, Result> {
  private readonly queue: JobQueue;
  private readonly idle: Worker[] = [];
  private readonly threads = new Set<Worker>();
  private isClosed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.queue = new JobQueue(options.name, options);
  }

  get load(): PoolLoad {
    return { ...this.queue.load, threads: this.threads.size };
  }

  /** Posts `input` to a free thread and answers its result (see JobQueue.run for the errors). */
  run(input: Input, transfer: readonly TransferListItem[] = [], signal?: AbortSignal): Promise<Result> {
    return this.queue.run((jobSignal) => this.runOnThread(input, transfer, jobSignal), signal);
  }

  /** Ends every thread; a later run starts new ones. */
  async close(): Promise<void> {
    this.isClosed = true;
    const all = [...this.threads];
    this.threads.clear();
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.terminate().catch(() => undefined)));
    this.isClosed = false;
  }

  private start(): Worker {
    const worker = this.options.create();
    worker.unref();
    // An 'error' event without a listener would throw in the main thread: the job's own listener
    // (below) reports it; this one only keeps an idle thread's failure from taking the process down.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      this.threads.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
    });
    this.threads.add(worker);
    return worker;
  }

  private runOnThread(input: Input, transfer: readonly TransferListItem[], signal: AbortSignal): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const worker = this.idle.pop() ?? this.start();
      const release = (isReusable: boolean): Promise<void> => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
        if (isReusable && !this.isClosed && this.threads.has(worker)) {
          this.idle.push(worker);
          return Promise.resolve();
        }
        this.threads.delete(worker);
        return worker.terminate().then(
          () => undefined,
          () => undefined,
        );
      };
      const onMessage = (reply: WorkerReply<Result>): void => {
        void release(true);
        if (reply.error) reject(new WorkerJobError(reply.error.name, reply.error.message));
        else resolve(reply.result as Result);
      };
      const onError = (error: Error & { code?: string }): void => {
        void release(false);
        reject(new WorkerCrashedError(error.message, error.code));
      };
      const onExit = (code: number): void => {
        void release(false);
        reject(new WorkerCrashedError(`${this.options.name}: the thread stopped (exit code ${code})`));
      };
      // Timed out or cancelled: the thread is ended, then the job settles (the queue has already
      // answered its caller).
      const onAbort = (): void => {
        void release(false).then(() => reject(signal.reason));
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        worker.postMessage(input, transfer);
      } catch (error) {
        void release(true);
        reject(error);
      }
    });
  }
}

/**
 * A thread running one of our modules: the compiled .js file in production; in development and
 * tests (the entry is a .ts file) ts-node compiles it on load, as jest and ts-node do for the app.
 */
export function moduleWorker(entry: string, options: WorkerOptions = {}): Worker {
  if (!entry.endsWith('.ts')) return new Worker(entry, options);
  const register = {
    transpileOnly: true,
    projectSearchDir: dirname(entry),
    compilerOptions: { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' },
  };
  const source = `require('ts-node').register(${JSON.stringify(register)});\nrequire(${JSON.stringify(entry)});\n`;
  return new Worker(source, { ...options, eval: true });
}
