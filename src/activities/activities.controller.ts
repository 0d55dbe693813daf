import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { ACTIVITY_MESSAGES, ActivitiesService } from './activities.service';
import { ActivityViewDto } from './dto/activity-view.dto';
import { CreateActivityDto } from './dto/create-activity.dto';

const SCOPE = "Partners: only their own provider's customers (any other answers 404).";

@ApiTags('activities')
@Controller('api/crm/activities')
@Auth('admin', 'staff', 'partner')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  @ApiOperation({ summary: "List customers' activities, newest first (filters: businessProfileId, type, crmUserId, id)", description: SCOPE })
  @ApiOkResponse({ type: [ActivityViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<ActivityViewDto[]> {
    return withContentRange(reply, await this.activities.list(query, user));
  }

  @Get('recent')
  @ApiOperation({ summary: "The 5 latest activities the user may see, newest first (the dashboard's recent-activity panel)", description: SCOPE })
  @ApiOkResponse({ type: [ActivityViewDto] })
  recent(@CurrentUser() user: SessionUser): Promise<ActivityViewDto[]> {
    return this.activities.recent(user);
  }

  @Post()
  @ApiOperation({
    summary: 'Log a call or add a note on a customer',
    description: `Written by the signed-in user; moves the customer's last activity. A call needs notes ('${ACTIVITY_MESSAGES.missingCallNotes}'); its outcome defaults to successful. ${SCOPE}`,
  })
  @ApiCreatedResponse({ type: ActivityViewDto })
  @ApiBadRequestResponse({ description: 'Missing notes or a wrong field' })
  @ApiNotFoundResponse({ description: 'Customer not found' })
  create(@Body() dto: CreateActivityDto, @CurrentUser() user: SessionUser): Promise<ActivityViewDto> {
    return this.activities.create(dto, user);
  }
}
