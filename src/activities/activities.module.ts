import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { ActivitiesController } from './activities.controller';
import { ActivitiesService } from './activities.service';
import { ActivityRecorder } from './activity-recorder';
import { Activity } from './entities/activity.entity';
import { ActivityAttachment } from './entities/activity-attachment.entity';
import { AttachmentFiles } from './attachment-files';

/**
 * The activity timeline: its one writer (ActivityRecorder), available to every domain that acts
 * on a customer, and the calls and notes staff log by hand.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Activity, ActivityAttachment]), UsersModule],
  controllers: [ActivitiesController],
  providers: [ActivityRecorder, ActivitiesService, AttachmentFiles],
  exports: [ActivityRecorder, ActivitiesService],
})
export class ActivitiesModule {}
