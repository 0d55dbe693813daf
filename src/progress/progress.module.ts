import { Module } from '@nestjs/common';

/** Save Progress: POST /api/progress and GET /api/progress/:token. */
@Module({})
export class ProgressModule {}
