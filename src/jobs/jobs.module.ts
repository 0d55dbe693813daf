import { Global, Module } from '@nestjs/common';
import { JobLocks } from './job-locks.service';

/** Locks shared by the app instances on one database, for jobs that must run once (JobLocks). */
@Global()
@Module({ providers: [JobLocks], exports: [JobLocks] })
export class JobsModule {}
