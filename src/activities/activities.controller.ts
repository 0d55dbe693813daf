import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { ReadReplica } from '../database/read-replica';
import { ACTIVITY_MESSAGES, ActivitiesService } from './activities.service';
import { ActivityViewDto } from './dto/activity-view.dto';
import { ActivityAttachmentDto } from './dto/activity-attachment.dto';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_FIELD, ATTACHMENT_MESSAGES } from '../domain/attachment-rules';
import { CreateActivityDto } from './dto/create-activity.dto';

const SCOPE = "Partners: only their own provider's customers (any other answers 404).";

@ApiTags('activities')
@Controller('api/crm/activities')
@Auth('admin', 'staff', 'partner')
export class ActivitiesController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly replica: ReadReplica,
  ) {}

  @Get()
  @ApiOperation({ summary: "List customers' activities, newest first (filters: businessProfileId, type, crmUserId, id)", description: SCOPE })
  @ApiOkResponse({ type: [ActivityViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<ActivityViewDto[]> {
    return withContentRange(reply, await this.replica.run(() => this.activities.list(query, user)));
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

  @Post(':id/attachments')
  @ApiOperation({
    summary: 'Attach a file to a call or a note (multipart field file)',
    description: `PDF, PNG or JPEG, at most 10 MB, judged by its content, not its name ('${ATTACHMENT_MESSAGES.refused}'). Stored under a generated name beside the other uploads, never at a public address: downloaded through the answer's url. Moves the customer's last activity. ${SCOPE}`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [ATTACHMENT_FIELD],
      properties: { [ATTACHMENT_FIELD]: { type: 'string', format: 'binary', description: 'PDF, PNG or JPEG, at most 10 MB' } },
    },
  })
  @ApiCreatedResponse({ type: ActivityAttachmentDto })
  @ApiBadRequestResponse({
    description: `Another type of file ('${ATTACHMENT_MESSAGES.refused}'), no file ('${ATTACHMENT_MESSAGES.missingFile}'), another field, or an activity that is not a call or note ('${ATTACHMENT_MESSAGES.onlyCallsAndNotes}')`,
  })
  @ApiNotFoundResponse({ description: `'${ATTACHMENT_MESSAGES.activityNotFound}'` })
  @ApiPayloadTooLargeResponse({ description: `Over 10 MB ('${ATTACHMENT_MESSAGES.refused}')` })
  attach(@Param('id', ParseIntPipe) id: number, @Req() request: FastifyRequest, @CurrentUser() user: SessionUser): Promise<ActivityAttachmentDto> {
    return this.activities.attach(id, request, user);
  }

  @Get(':id/attachments/:attachmentId')
  @ApiOperation({
    summary: "Download a call's or note's attached file",
    description: `Sent as an attachment with its name and the type found in its content. ${SCOPE}`,
  })
  @ApiProduces(...Object.values(ATTACHMENT_CONTENT_TYPES))
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: `'${ATTACHMENT_MESSAGES.notFound}'` })
  async download(
    @Param('id', ParseIntPipe) id: number,
    @Param('attachmentId', ParseIntPipe) attachmentId: number,
    @CurrentUser() user: SessionUser,
  ): Promise<StreamableFile> {
    const file = await this.activities.download(id, attachmentId, user);
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size, disposition: contentDisposition(file.fileName) });
  }
}

/** An attachment's Content-Disposition: the name in plain ASCII, and in full as UTF-8 (filename*). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
