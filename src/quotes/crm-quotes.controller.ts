import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { ReadReplica } from '../database/read-replica';
import { QuoteViewDto } from './dto/quote-view.dto';
import { QuotesService } from './quotes.service';

@ApiTags('quotes')
@Controller('api/crm/quotes')
@Auth('admin', 'staff', 'partner')
export class CrmQuotesController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly replica: ReadReplica,
  ) {}

  @Get()
  @ApiOperation({
    summary: "List quotes (filters: businessProfileId, providerId, isSelected, id). A partner sees only its own provider's quotes of its own customers.",
  })
  @ApiOkResponse({ type: [QuoteViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<QuoteViewDto[]> {
    return withContentRange(reply, await this.replica.run(() => this.quotes.list(query, user)));
  }
}
