import { Body, Controller, Delete, Get, Param, ParseIntPipe, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { AddTerminalDto, CreateProviderWithTerminalsDto, UpdateProviderDto } from './dto/change-requests.dto';
import { TerminalAdminViewDto } from './dto/terminal-admin-view.dto';
import { ProviderCreatedDto, ProviderViewDto, ProviderWithScoresDto } from './dto/provider-view.dto';
import { ProviderChanges } from './provider-changes.service';
import { PROVIDER_FILTERS_DESCRIPTION, ProvidersService } from './providers.service';
import { TerminalsService } from './terminals.service';

@ApiTags('providers')
@Controller('api/crm/providers')
@Auth('admin', 'staff', 'partner')
export class ProvidersController {
  constructor(
    private readonly providers: ProvidersService,
    private readonly changes: ProviderChanges,
    private readonly terminals: TerminalsService,
  ) {}

  @Get()
  @ApiOperation({ summary: `List providers (filters: ${PROVIDER_FILTERS_DESCRIPTION}). Partners see only their own provider.` })
  @ApiOkResponse({ type: [ProviderViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<ProviderViewDto[]> {
    return withContentRange(reply, await this.providers.list(query, user));
  }

  @Get('with-scores')
  @ApiOperation({
    summary: `Providers with their data quality, missing fields, status, version and terminal counts and scores (filters: ${PROVIDER_FILTERS_DESCRIPTION}). Partners see only their own provider.`,
  })
  @ApiOkResponse({ type: [ProviderWithScoresDto], description: 'Content-Range header carries the total' })
  async withScores(
    @Query() query: ListQueryDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProviderWithScoresDto[]> {
    return withContentRange(reply, await this.providers.withScores(query, user));
  }

  @Post('with-terminals')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary:
      'Add a provider with its terminals (the Add New Provider wizard): saved live when every required field is filled in, else as draft; each record audited',
  })
  @ApiCreatedResponse({ type: ProviderCreatedDto })
  @ApiBadRequestResponse({ description: 'A field out of its bounds (named), or status live with required fields missing (named in missingFields)' })
  @ApiConflictResponse({ description: 'A provider with that name already exists' })
  createWithTerminals(@Body() dto: CreateProviderWithTerminalsDto, @CurrentUser() user: SessionUser): Promise<ProviderCreatedDto> {
    return this.changes.createWithTerminals(dto, user);
  }

  @Get(':id')
  @ApiOkResponse({ type: ProviderViewDto })
  @ApiNotFoundResponse({ description: 'Unknown provider, or (for a partner) another provider' })
  get(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<ProviderViewDto> {
    return this.providers.get(id, user);
  }

  @Patch(':id')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary:
      'Change a provider: its score and status are recomputed (live needs all 17 required fields; inactive stays until another status is chosen), its dataVersion goes up, the change is audited with each old and new value, and the public comparison sees it at once. A request that changes nothing writes nothing.',
  })
  @ApiOkResponse({ type: ProviderWithScoresDto })
  @ApiBadRequestResponse({ description: 'A field out of its bounds (each named), or status live with required fields missing (named in missingFields)' })
  @ApiNotFoundResponse({ description: 'No provider with that id' })
  @ApiConflictResponse({ description: 'Another provider has that name' })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateProviderDto, @CurrentUser() user: SessionUser): Promise<ProviderWithScoresDto> {
    return this.changes.update(id, dto, user);
  }

  @Post(':id/terminals')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary:
      'Add a terminal to an existing provider: scored on its 8 required fields, live when complete (else draft, or inactive when asked for), audited, and in the public comparison at once',
  })
  @ApiCreatedResponse({ type: TerminalAdminViewDto })
  @ApiBadRequestResponse({
    description: 'A field out of its bounds (each named), a missing name or type, or status live with required fields missing (named in missingFields)',
  })
  @ApiForbiddenResponse({ description: 'Partners cannot change the catalogue' })
  @ApiNotFoundResponse({ description: 'No provider with that id' })
  addTerminal(@Param('id', ParseIntPipe) id: number, @Body() dto: AddTerminalDto, @CurrentUser() user: SessionUser): Promise<TerminalAdminViewDto> {
    return this.terminals.add(id, dto, user);
  }

  @Delete(':id')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary:
      'Delete a provider that no quote, lead or partner user refers to, with its terminals; each audited with its last values, and gone from the public comparison at once. Answers the deleted provider.',
  })
  @ApiOkResponse({ type: ProviderViewDto })
  @ApiForbiddenResponse({ description: 'Partners cannot change the catalogue' })
  @ApiNotFoundResponse({ description: 'No provider with that id' })
  @ApiConflictResponse({
    description:
      "Quotes, leads or partner users refer to it, named with their counts: 'This provider cannot be deleted: 2 quotes and 1 partner user refer to it. Make it inactive to withdraw it from the comparison instead.'",
  })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<ProviderViewDto> {
    return this.changes.remove(id, user);
  }
}
