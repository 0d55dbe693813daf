import { JobCancelledError, JobQueue, JobTimedOutError, QueueFullError } from './job-queue';

/** A job that runs until the test finishes it (before or after it starts), or until its signal aborts. */
function heldJob(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const finished = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  let seenSignal: AbortSignal | undefined;
  const job = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      seenSignal = signal;
      void finished.then(resolve);
      signal.addEventListener('abort', () => {
        log.push(`stop ${name}`);
        reject(signal.reason);
      });
    });
  return { job, finish, signal: () => seenSignal };
}

const LIMITS = { concurrency: 1, maxWaiting: 2, timeoutMs: 60_000 };

describe('JobQueue', () => {
  it('runs jobs one at a time in order, and refuses one more than the waiting places', async () => {
    const queue = new JobQueue('test', LIMITS);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldJob(log, name));
    const results = [queue.run(a.job), queue.run(b.job), queue.run(c.job)];
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    await expect(queue.run(heldJob(log, 'd').job)).rejects.toBeInstanceOf(QueueFullError);
    a.finish();
    await expect(results[0]).resolves.toBe('a');
    b.finish();
    c.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'start b', 'start c']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('takes a waiting job out of the queue when its caller goes away: it never starts', async () => {
    const queue = new JobQueue('test', LIMITS);
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => heldJob(log, name));
    const caller = new AbortController();
    const first = queue.run(a.job);
    const second = queue.run(b.job, caller.signal);
    caller.abort();
    await expect(second).rejects.toBeInstanceOf(JobCancelledError);
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    a.finish();
    await first;
    expect(log).toEqual(['start a']);
  });

  it('stops a running job when its caller goes away, and gives its place back once it has stopped', async () => {
    const queue = new JobQueue('test', LIMITS);
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => heldJob(log, name));
    const caller = new AbortController();
    const first = queue.run(a.job, caller.signal);
    const second = queue.run(b.job);
    caller.abort();
    await expect(first).rejects.toBeInstanceOf(JobCancelledError);
    expect(a.signal()?.aborted).toBe(true);
    b.finish();
    await expect(second).resolves.toBe('b');
    expect(log).toEqual(['start a', 'stop a', 'start b']);
  });

  it('refuses at once a caller that has already gone', async () => {
    const queue = new JobQueue('test', LIMITS);
    const log: string[] = [];
    await expect(queue.run(heldJob(log, 'a').job, AbortSignal.abort())).rejects.toBeInstanceOf(JobCancelledError);
    expect(log).toEqual([]);
  });

  it('stops a job at its deadline, counted from its start', async () => {
    const queue = new JobQueue('test', { ...LIMITS, timeoutMs: 20 });
    const log: string[] = [];
    const a = heldJob(log, 'a');
    await expect(queue.run(a.job)).rejects.toBeInstanceOf(JobTimedOutError);
    expect(a.signal()?.reason).toBeInstanceOf(JobTimedOutError);
    expect(log).toEqual(['start a', 'stop a']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('passes on the failure of a job and carries on', async () => {
    const queue = new JobQueue('test', LIMITS);
    await expect(queue.run(() => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
