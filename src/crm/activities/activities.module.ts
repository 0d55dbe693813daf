import { Global, Module } from '@nestjs/common';
import { ActivityRecorder } from './activity-recorder';

/** The activity timeline's one writer, available to every domain that acts on a customer. */
@Global()
@Module({ providers: [ActivityRecorder], exports: [ActivityRecorder] })
export class ActivitiesModule {}
