import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { UserRateLimit } from '../common/decorators/user-rate-limit.decorator';
import { ReadReplica } from '../database/read-replica';
import { PERIOD_BAD_REQUEST, periodOf } from './analytics-period';
import { DashboardDetailsService } from './dashboard-details.service';
import { DashboardDetailsQueryDto } from './dto/analytics-query.dto';
import { DashboardDetailRowDto } from './dto/dashboard-detail.dto';

@ApiTags('analytics')
@Controller('api/crm/dashboard')
@Auth('admin', 'staff', 'partner')
@UserRateLimit('analytics')
export class CrmDashboardController {
  constructor(
    private readonly details: DashboardDetailsService,
    private readonly clock: Clock,
    private readonly replica: ReadReplica,
  ) {}

  @Get('details')
  @ApiOperation({
    summary: 'The latest rows (at most 10) of one funnel stage in a period',
    description:
      'statType visitors (landing-page visits), users (wizard sessions: time and furthest step), created, quoted, selected or applied (customers: id, businessName, monthlyTurnover, status, createdAt). Period as the analytics dashboard (dateFilter or startDate/endDate, default the last 30 days, UK time, at most 2 years). A partner sees only its own customers and the visits that created them.',
  })
  @ApiOkResponse({ type: [DashboardDetailRowDto] })
  @ApiBadRequestResponse({ description: `A wrong statType, named. ${PERIOD_BAD_REQUEST}` })
  list(@Query() query: DashboardDetailsQueryDto, @CurrentUser() user: SessionUser): Promise<DashboardDetailRowDto[]> {
    const period = periodOf(query, this.clock.now());
    return this.replica.run(() => this.details.details(query.statType ?? 'applied', period, user));
  }
}
