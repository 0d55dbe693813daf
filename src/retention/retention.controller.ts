import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { CleanupResultDto, RetentionRecordViewDto, RetentionStatusDto } from './dto/retention.dto';
import { RetentionRecords } from './retention-records.service';
import { CLEANUP_RUNNING, RetentionService } from './retention.service';
import { nextRetentionRun } from './retention.job';
import { periodText, RETENTION_EXCEPTIONS, RETENTION_NOTICE_DAYS } from './retention-rules';

@ApiTags('retention')
@Controller('api/crm')
@Auth('admin')
export class RetentionController {
  constructor(
    private readonly retention: RetentionService,
    private readonly records: RetentionRecords,
    private readonly clock: Clock,
  ) {}

  @Get('data-retention/status')
  @ApiOperation({ summary: 'Data retention: totals, what qualifies for deletion now, the policy and the next daily run' })
  @ApiOkResponse({ type: RetentionStatusDto })
  async status(): Promise<RetentionStatusDto> {
    const now = this.clock.now();
    const counts = await this.retention.status(now);
    return {
      dataOverview: { total: counts.total, eligibleForDeletion: counts.eligibleForDeletion, scheduledForDeletion: counts.scheduled },
      retentionPolicy: {
        period: periodText(this.retention.months),
        months: this.retention.months,
        noticeDays: RETENTION_NOTICE_DAYS,
        exceptions: RETENTION_EXCEPTIONS,
      },
      nextScheduledCleanup: nextRetentionRun(now),
    };
  }

  @Get('retention/scheduled')
  @ApiOperation({ summary: 'Retention records, soonest deletion first (simple-rest; filters status, id)' })
  @ApiOkResponse({ type: [RetentionRecordViewDto], description: 'Content-Range: retention 0-24/N' })
  async scheduled(
    @Query() query: ListQueryDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RetentionRecordViewDto[]> {
    return withContentRange(reply, await this.records.list(query, user));
  }

  @Post('data-retention/cleanup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run the daily data-retention job now: schedule, delete the due customers, purge old audit entries, tracking events and emails' })
  @ApiOkResponse({ type: CleanupResultDto })
  @ApiConflictResponse({ description: CLEANUP_RUNNING })
  async cleanup(@CurrentUser() user: SessionUser): Promise<CleanupResultDto> {
    return { summary: await this.retention.cleanupNow(this.clock.now(), user.id) };
  }
}
