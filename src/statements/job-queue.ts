/**
 * A bounded queue for the slow steps of statement analysis (PDF reading, OCR, parsing): at most
 * `concurrency` jobs run, at most `maxWaiting` wait their turn, and each running job has a
 * deadline. Pure: no framework imports.
 */

/** Every place is taken: the caller should answer "busy" rather than wait without end. */
export class QueueFullError extends Error {}

/** The caller gave up (its client went away) before the job was done. */
export class JobCancelledError extends Error {}

/** The job ran past its deadline and was stopped. */
export class JobTimedOutError extends Error {}

export interface QueueLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a place; one more is refused with QueueFullError. */
  maxWaiting: number;
  /** Deadline of a running job, from the moment it starts. */
  timeoutMs: number;
}

export interface QueueLoad {
  running: number;
  waiting: number;
}

/**
 * The work of one job. It receives a signal that aborts when the job times out or its caller
 * goes away, and must then stop its work (end its thread) and settle soon: its place in the
 * queue is given back only when it has settled, so `concurrency` is never exceeded.
 */
type Job<T> = (signal: AbortSignal) => Promise<T>;

export class JobQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly name: string,
    private readonly limits: QueueLimits,
  ) {}

  get load(): QueueLoad {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `job` when a place is free. Rejects at once with QueueFullError when the queue is full,
   * with JobCancelledError as soon as `signal` aborts (a waiting job just leaves the queue), and
   * with JobTimedOutError at the deadline.
   */
  run<T>(job: Job<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new JobCancelledError(`${this.name}: cancelled`));
    if (this.running >= this.limits.concurrency && this.waiting.length >= this.limits.maxWaiting) {
      return Promise.reject(new QueueFullError(`${this.name}: ${this.running} running, ${this.waiting.length} waiting`));
    }
    return new Promise<T>((resolve, reject) => {
      const control = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      let isSettled = false;
      const settle = (finish: () => void): void => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onCancel);
        finish();
      };
      const stop = (error: Error): void => {
        control.abort(error);
        settle(() => reject(error));
      };
      const start = (): void => {
        this.running += 1;
        timer = setTimeout(() => stop(new JobTimedOutError(`${this.name}: over ${this.limits.timeoutMs} ms`)), this.limits.timeoutMs);
        let work: Promise<T>;
        try {
          work = job(control.signal);
        } catch (error) {
          work = Promise.reject(error);
        }
        work
          .then(
            (value) => settle(() => resolve(value)),
            (error: unknown) => settle(() => reject(error)),
          )
          .finally(() => {
            this.running -= 1;
            this.startNext();
          });
      };
      const onCancel = (): void => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        stop(new JobCancelledError(`${this.name}: cancelled`));
      };
      signal?.addEventListener('abort', onCancel, { once: true });
      this.waiting.push(start);
      this.startNext();
    });
  }

  private startNext(): void {
    while (this.running < this.limits.concurrency && this.waiting.length > 0) this.waiting.shift()?.();
  }
}
