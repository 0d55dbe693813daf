import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { QuoteViewDto } from './dto/quote-view.dto';
import { SelectQuoteDto } from './dto/select-quote.dto';
import { QuotesService } from './quotes.service';

const NOT_OWNED = 'Unknown id, or the session id is missing or not the one that created the profile';

/** The wizard's quote calls: both need the profile owner's session id. */
@ApiTags('public: quotes')
@Controller('api')
export class PublicQuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Get('business-profiles/:id/quotes')
  @Public()
  @ApiVisitorSession()
  @ApiOperation({ summary: "The quotes of the profile's last comparison (id, providerId, ...); needs the owner's session id (X-Session-Id)" })
  @ApiOkResponse({ type: [QuoteViewDto] })
  @ApiNotFoundResponse({ description: NOT_OWNED })
  ofProfile(@Param('id') id: string, @VisitorSession() sessionId?: string): Promise<QuoteViewDto[]> {
    return this.quotes.ofOwnedProfile(id, sessionId);
  }

  @Post('quotes/:id/select')
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({ summary: "Mark a quote selected (the profile's other quotes are unselected); needs the profile owner's session id" })
  @ApiVisitorSession()
  @ApiOkResponse({ type: QuoteViewDto })
  @ApiNotFoundResponse({ description: "Unknown quote, or the owner's session id is missing or another's" })
  select(@Param('id', ParseIntPipe) id: number, @Body() dto: SelectQuoteDto, @VisitorSession() sessionId?: string): Promise<QuoteViewDto> {
    return this.quotes.select(id, dto, sessionId);
  }
}
