import { Body, Controller, Delete, Get, Param, ParseIntPipe, Patch, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { UpdateTerminalDto } from './dto/change-requests.dto';
import { TerminalAdminViewDto } from './dto/terminal-admin-view.dto';
import { TERMINAL_FILTERS_DESCRIPTION, TERMINAL_IN_USE, TerminalsService } from './terminals.service';

@ApiTags('terminals')
@Controller('api')
export class TerminalsController {
  constructor(private readonly terminals: TerminalsService) {}

  @Get('terminals')
  @Auth('admin', 'staff', 'partner')
  @ApiOperation({
    summary: `Terminals for the back-office, with their own data quality (filters: ${TERMINAL_FILTERS_DESCRIPTION}). Partners see only their own provider's.`,
  })
  @ApiOkResponse({ type: [TerminalAdminViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<TerminalAdminViewDto[]> {
    return withContentRange(reply, await this.terminals.list(query, user));
  }

  @Patch('crm/terminals/:id')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary:
      'Change a terminal: its own score (its 8 required fields) and status are recomputed, the change is audited and reaches the public comparison at once',
  })
  @ApiOkResponse({ type: TerminalAdminViewDto })
  @ApiBadRequestResponse({ description: 'A field out of its bounds (each named), or status live with required fields missing (named in missingFields)' })
  @ApiNotFoundResponse({ description: 'No terminal with that id' })
  update(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateTerminalDto, @CurrentUser() user: SessionUser): Promise<TerminalAdminViewDto> {
    return this.terminals.update(id, dto, user);
  }

  @Delete('crm/terminals/:id')
  @Auth('admin', 'staff')
  @ApiOperation({ summary: 'Delete a terminal no quote or lead names; audited with its last values. Answers the deleted terminal.' })
  @ApiOkResponse({ type: TerminalAdminViewDto })
  @ApiNotFoundResponse({ description: 'No terminal with that id' })
  @ApiConflictResponse({ description: `Quotes or leads name it: '${TERMINAL_IN_USE}'` })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<TerminalAdminViewDto> {
    return this.terminals.remove(id, user);
  }
}
