import { Global, Module } from '@nestjs/common';
import { JobLocks } from './job-locks.service';
import { JobRuns } from './job-runs.service';

/**
 * Running scheduled jobs: every run goes through JobRuns (timed, counted, failures logged), and
 * locks shared by the app instances on one database make a job run once (JobLocks).
 */
@Global()
@Module({ providers: [JobLocks, JobRuns], exports: [JobLocks, JobRuns] })
export class JobsModule {}
