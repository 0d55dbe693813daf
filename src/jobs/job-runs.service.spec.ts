import { Clock } from '../common/clock/clock';
import { Metrics } from '../metrics/metrics';
import type { JobLocks } from './job-locks.service';
import { JobRuns } from './job-runs.service';
import type { AppConfig } from '../config/env';

/** An app whose metrics nobody may read: no default metrics are collected. */
const NO_METRICS_TOKEN = {} as AppConfig;
/** Runs that take no job lock (run, not runExclusive) never reach the locks. */
const newJobRuns = () => new JobRuns(new Metrics(NO_METRICS_TOKEN), {} as JobLocks, new Clock());

describe('JobRuns.drain (shutdown)', () => {
  it('waits for the runs under way to finish, then starts no new run', async () => {
    const runs = newJobRuns();
    let finish!: () => void;
    let finished = false;
    const running = runs.run('test-job', 'Test run', () => new Promise<void>((resolve) => (finish = resolve)).then(() => void (finished = true)));
    let drained = false;
    const draining = runs.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    finish();
    await draining;
    expect(finished).toBe(true);
    await running;
    const late = jest.fn(async () => undefined);
    await runs.run('test-job', 'Test run', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('drains past a failed run (its failure is logged, not thrown)', async () => {
    const runs = newJobRuns();
    const failing = runs.run('test-job', 'Test run', () => Promise.reject(new Error('boom')));
    await runs.drain();
    await expect(failing).resolves.toBeUndefined();
  });
});

describe('JobRuns.runExclusive (a job one instance at a time runs)', () => {
  const NOW = new Date('2031-03-03T09:00:00.000Z');
  const clock = { now: () => NOW } as Clock;
  /** Locks that another instance holds (null) or that this run gets. */
  const locks = (isHeldElsewhere: boolean) =>
    ({
      runExclusive: jest.fn(async <T>(_name: string, _now: Date, _ttlMs: number, work: () => Promise<T>) => (isHeldElsewhere ? null : work())),
    }) as unknown as JobLocks & { runExclusive: jest.Mock };

  it("runs the work under the job's lock at the clock's time, and reports what it did only when it did something", async () => {
    const held = locks(false);
    const runs = new JobRuns(new Metrics(NO_METRICS_TOKEN), held, clock);
    const report = jest.fn();
    await runs.runExclusive('test-job', 'Test run', 60_000, async (now) => (now === NOW ? 3 : -1), report);
    expect(held.runExclusive).toHaveBeenCalledWith('test-job', NOW, 60_000, expect.any(Function));
    expect(report).toHaveBeenCalledWith(3);
    report.mockClear();
    await runs.runExclusive('test-job', 'Test run', 60_000, async () => 0, report);
    expect(report).not.toHaveBeenCalled();
  });

  it('does not run the work when another run holds the lock', async () => {
    const runs = new JobRuns(new Metrics(NO_METRICS_TOKEN), locks(true), clock);
    const work = jest.fn(async () => 1);
    const report = jest.fn();
    await runs.runExclusive('test-job', 'Test run', 60_000, work, report);
    expect(work).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});
