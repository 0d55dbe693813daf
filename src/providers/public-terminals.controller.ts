import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { TerminalViewDto } from './dto/terminal-view.dto';
import { TerminalsService } from './terminals.service';

@ApiTags('public: comparison')
@Controller('api/providers')
export class PublicTerminalsController {
  constructor(private readonly terminals: TerminalsService) {}

  @Get(':id/terminals')
  @Public()
  @ApiOperation({ summary: "A live provider's live terminals, recommended first, then by rental" })
  @ApiOkResponse({ type: [TerminalViewDto] })
  @ApiNotFoundResponse({ description: 'Unknown or not live provider' })
  list(@Param('id', ParseIntPipe) id: number): Promise<TerminalViewDto[]> {
    return this.terminals.livePublic(id);
  }
}
