import { Global, Module } from '@nestjs/common';
import { ActivitiesController } from './activities.controller';
import { ActivitiesService } from './activities.service';
import { ActivityRecorder } from './activity-recorder';

/**
 * The activity timeline: its one writer (ActivityRecorder), available to every domain that acts
 * on a customer, and the calls and notes staff log by hand.
 */
@Global()
@Module({ controllers: [ActivitiesController], providers: [ActivityRecorder, ActivitiesService], exports: [ActivityRecorder] })
export class ActivitiesModule {}
