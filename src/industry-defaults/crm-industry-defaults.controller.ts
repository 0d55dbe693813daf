import { Body, Controller, Get, Param, ParseIntPipe, Patch, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { IndustryDefaultViewDto } from './dto/industry-default-view.dto';
import { UpdateIndustryDefaultDto } from './dto/update-industry-default.dto';
import { IndustryDefaultsService } from './industry-defaults.service';

const UPDATE_SUMMARY =
  "Update a sector's defaults (splits 0-100, turnover and average transaction positive); audited, and served to the wizard at once. A request that changes nothing writes nothing.";

@ApiTags('industry defaults')
@Controller('api/crm/industry-defaults')
@Auth('admin', 'staff')
export class CrmIndustryDefaultsController {
  constructor(private readonly defaults: IndustryDefaultsService) {}

  @Get()
  @ApiOperation({ summary: 'Sector defaults, by label (filters: q, businessSector, isActive, id)' })
  @ApiOkResponse({ type: [IndustryDefaultViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<IndustryDefaultViewDto[]> {
    return withContentRange(reply, await this.defaults.list(query));
  }

  @Put(':id')
  @ApiOperation({ summary: UPDATE_SUMMARY })
  @ApiOkResponse({ type: IndustryDefaultViewDto })
  @ApiBadRequestResponse({ description: 'A field out of its bounds (each named)' })
  @ApiNotFoundResponse({ description: 'No industry default with that id' })
  put(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateIndustryDefaultDto, @CurrentUser() user: SessionUser): Promise<IndustryDefaultViewDto> {
    return this.defaults.update(id, dto, user);
  }

  @Patch(':id')
  @ApiOperation({ summary: `Same as PUT (react-admin sends PATCH). ${UPDATE_SUMMARY}` })
  @ApiOkResponse({ type: IndustryDefaultViewDto })
  @ApiBadRequestResponse({ description: 'A field out of its bounds (each named)' })
  @ApiNotFoundResponse({ description: 'No industry default with that id' })
  patch(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateIndustryDefaultDto, @CurrentUser() user: SessionUser): Promise<IndustryDefaultViewDto> {
    return this.defaults.update(id, dto, user);
  }
}
