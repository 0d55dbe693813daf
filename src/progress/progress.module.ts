import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedProgress } from '../comparison/entities/saved-progress.entity';
import { MailModule } from '../mail/mail.module';
import { ProgressCleanupJob } from './progress-cleanup.job';
import { ProgressController } from './progress.controller';
import { ProgressService } from './progress.service';

/** Save Progress: POST /api/progress and GET /api/progress/:token. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedProgress]), MailModule],
  controllers: [ProgressController],
  providers: [ProgressService, ProgressCleanupJob],
})
export class ProgressModule {}
