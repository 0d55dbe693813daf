import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { JobCancelledError, JobTimedOutError, QueueLimits } from './job-queue';
import { WorkerCrashedError, WorkerJobError, WorkerPool } from './worker-pool';

interface TestJob {
  kind: 'echo' | 'fail' | 'spin' | 'crash' | 'hog' | 'waitForFlag';
  value?: string;
  flag?: Int32Array;
}

/** A thread that does what each job says: answer, report a failure, loop, crash, eat memory, or wait for the test. */
const SCRIPT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job.kind === 'echo') parentPort.postMessage({ result: job.value });
  if (job.kind === 'fail') parentPort.postMessage({ error: { name: 'BadInput', message: job.value } });
  if (job.kind === 'spin') for (;;) {}
  if (job.kind === 'crash') setImmediate(() => { throw new Error('the thread crashed'); });
  if (job.kind === 'hog') { const kept = []; for (;;) kept.push(new Array(100000).fill(job.value)); }
  if (job.kind === 'waitForFlag') { Atomics.wait(job.flag, 0, 0); parentPort.postMessage({ result: job.value }); }
});
`;

function testPool(limits: Partial<QueueLimits> = {}) {
  const started: Worker[] = [];
  const pool = new WorkerPool<TestJob, string>({
    name: 'test',
    concurrency: 2,
    maxWaiting: 4,
    timeoutMs: 30_000,
    ...limits,
    create: () => {
      const worker = new Worker(SCRIPT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 32 } });
      started.push(worker);
      return worker;
    },
  });
  return { pool, started };
}

/** A job held in its thread until the test calls release(): certainly in flight meanwhile. */
function heldJob(value: string): { job: TestJob; release: () => void } {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  return {
    job: { kind: 'waitForFlag', value, flag },
    release: () => {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    },
  };
}

describe('WorkerPool', () => {
  let pools: Array<WorkerPool<TestJob, string>> = [];
  const make = (limits: Partial<QueueLimits> = {}) => {
    const made = testPool(limits);
    pools.push(made.pool);
    return made;
  };
  afterEach(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    pools = [];
  });

  it('answers each job from a thread, starts threads only as needed and reuses idle ones', async () => {
    const { pool, started } = make();
    await expect(pool.run({ kind: 'echo', value: 'one' })).resolves.toBe('one');
    await expect(pool.run({ kind: 'echo', value: 'two' })).resolves.toBe('two');
    expect(started).toHaveLength(1);
    await expect(Promise.all(['a', 'b', 'c'].map((value) => pool.run({ kind: 'echo', value })))).resolves.toEqual(['a', 'b', 'c']);
    expect(started).toHaveLength(2);
    expect(pool.load).toEqual({ running: 0, waiting: 0, threads: 2 });
  });

  it('fails a job its thread reports as failed, and keeps the thread', async () => {
    const { pool, started } = make();
    await expect(pool.run({ kind: 'fail', value: 'not a PDF' })).rejects.toEqual(new WorkerJobError('BadInput', 'not a PDF'));
    await expect(pool.run({ kind: 'echo', value: 'next' })).resolves.toBe('next');
    expect(started).toHaveLength(1);
  });

  it.each([
    ['crashes', 'crash', undefined],
    ['runs out of memory', 'hog', 'ERR_WORKER_OUT_OF_MEMORY'],
  ] as const)('fails only its own job when a thread %s: a job in flight on another thread carries on', async (_what, kind, code) => {
    const { pool } = make();
    const held = heldJob('good file');
    const good = pool.run(held.job);
    const bad = pool.run({ kind, value: 'x' });
    const error = await bad.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkerCrashedError);
    expect((error as WorkerCrashedError).code).toBe(code);
    held.release();
    await expect(good).resolves.toBe('good file');
    await expect(pool.run({ kind: 'echo', value: 'next' })).resolves.toBe('next');
  });

  it('ends the thread of a job whose caller goes away; the other jobs carry on', async () => {
    const { pool, started } = make();
    const held = heldJob('other client');
    const other = pool.run(held.job);
    const caller = new AbortController();
    const endless = pool.run({ kind: 'spin' }, [], caller.signal);
    const ended = once(started[1], 'exit');
    caller.abort();
    await expect(endless).rejects.toBeInstanceOf(JobCancelledError);
    await ended;
    held.release();
    await expect(other).resolves.toBe('other client');
    expect(pool.load).toEqual({ running: 0, waiting: 0, threads: 1 });
  });

  it('ends the thread of a job past its deadline', async () => {
    const { pool, started } = make({ timeoutMs: 50 });
    const endless = pool.run({ kind: 'spin' });
    const ended = once(started[0], 'exit');
    await expect(endless).rejects.toBeInstanceOf(JobTimedOutError);
    await ended;
    expect(pool.load.threads).toBe(0);
  });

  it('ends every thread on close', async () => {
    const { pool, started } = make();
    await Promise.all([pool.run({ kind: 'echo', value: 'a' }), pool.run({ kind: 'echo', value: 'b' })]);
    const ended = started.map((worker) => once(worker, 'exit'));
    await pool.close();
    await Promise.all(ended);
    expect(pool.load.threads).toBe(0);
  });
});
