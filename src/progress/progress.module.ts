import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedProgress } from './entities/saved-progress.entity';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ProgressCleanupJob } from './progress-cleanup.job';
import { ProgressController } from './progress.controller';
import { ProgressService } from './progress.service';

/** Save Progress: POST /api/progress and POST /api/progress/resume; other modules may issue resume links (ProgressService.issueResumeLink). */
@Module({
  imports: [TypeOrmModule.forFeature([SavedProgress]), MailModule, ProfilesModule],
  controllers: [ProgressController],
  providers: [ProgressService, ProgressCleanupJob],
  exports: [ProgressService],
})
export class ProgressModule {}
