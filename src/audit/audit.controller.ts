import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth } from '../common/decorators/auth.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { AUDIT_FILTERS_DESCRIPTION, AuditTrailService } from './audit-trail.service';
import { AuditEntryDto } from './dto/audit-entry.dto';

@ApiTags('audit')
@Controller('api/crm')
@Auth('admin', 'staff')
export class AuditController {
  constructor(private readonly trail: AuditTrailService) {}

  @Get('audit')
  @ApiOperation({ summary: `The audit trail, newest first (filters: ${AUDIT_FILTERS_DESCRIPTION}). Entries are kept 12 months.` })
  @ApiOkResponse({ type: [AuditEntryDto], description: 'Content-Range header carries the total (Content-Range: audit 0-24/N)' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEntryDto[]> {
    return withContentRange(reply, await this.trail.list(query));
  }

  @Get('providers/:id/audit')
  @ApiOperation({ summary: `A provider's audit history, newest first (same filters: ${AUDIT_FILTERS_DESCRIPTION})` })
  @ApiOkResponse({ type: [AuditEntryDto], description: 'Content-Range header carries the total' })
  @ApiNotFoundResponse({ description: 'No provider with that id' })
  async forProvider(
    @Param('id', ParseIntPipe) id: number,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryDto[]> {
    return withContentRange(reply, await this.trail.forProvider(id, query));
  }
}
