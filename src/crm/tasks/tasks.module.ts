import { Module } from '@nestjs/common';
import { TasksController } from './tasks.controller';
import { TasksService } from './tasks.service';

/** Tasks of the back-office. */
@Module({
  controllers: [TasksController],
  providers: [TasksService],
})
export class TasksModule {}
