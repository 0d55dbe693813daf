import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { Provider } from './entities/provider.entity';
import { ProvidersService } from './providers.service';

@ApiTags('providers')
@Controller('api/crm/providers')
@Auth('admin', 'staff', 'partner')
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Get()
  @ApiOperation({ summary: 'List providers (filters: q, status, id). Partners see only their own provider.' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<Provider[]> {
    return withContentRange(reply, await this.providers.list(query, user));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One provider' })
  get(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: SessionUser): Promise<Provider> {
    return this.providers.get(id, user);
  }
}
