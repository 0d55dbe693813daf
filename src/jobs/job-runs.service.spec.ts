import { Metrics } from '../metrics/metrics';
import { JobRuns } from './job-runs.service';
import type { AppConfig } from '../config/env';

/** An app whose metrics nobody may read: no default metrics are collected. */
const NO_METRICS_TOKEN = {} as AppConfig;

describe('JobRuns.drain (shutdown)', () => {
  it('waits for the runs under way to finish, then starts no new run', async () => {
    const runs = new JobRuns(new Metrics(NO_METRICS_TOKEN));
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
    const runs = new JobRuns(new Metrics(NO_METRICS_TOKEN));
    const failing = runs.run('test-job', 'Test run', () => Promise.reject(new Error('boom')));
    await runs.drain();
    await expect(failing).resolves.toBeUndefined();
  });
});
