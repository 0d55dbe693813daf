import { Controller, Get, NotFoundException, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { TerminalViewDto } from './dto/terminal-view.dto';
import { Provider } from './entities/provider.entity';
import { Terminal } from './entities/terminal.entity';

@ApiTags('public: comparison')
@Controller('api/providers')
export class PublicTerminalsController {
  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectRepository(Terminal) private readonly terminals: Repository<Terminal>,
  ) {}

  @Get(':id/terminals')
  @Public()
  @ApiOperation({ summary: "A live provider's live terminals, recommended first, then by rental" })
  @ApiOkResponse({ type: [TerminalViewDto] })
  @ApiNotFoundResponse({ description: 'Unknown or not live provider' })
  async list(@Param('id', ParseIntPipe) id: number): Promise<Terminal[]> {
    if (!(await this.providers.exists({ where: { id, status: 'live' } }))) throw new NotFoundException('Provider not found');
    return this.terminals.find({ where: { providerId: id, status: 'live' }, order: { isRecommended: 'DESC', monthlyRental: 'ASC', id: 'ASC' } });
  }
}
