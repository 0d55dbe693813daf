import { Body, Controller, Headers, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { CreateLeadDto, LeadCreatedDto, SelectQuoteDto } from './dto/create-lead.dto';
import { QuoteViewDto } from './dto/quote-view.dto';
import { Quote } from './entities/quote.entity';
import { LeadCreated, LeadsService } from './leads.service';

@ApiTags('public: leads and quotes')
@Controller('api')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post('leads')
  @PublicWrite()
  @ApiOperation({
    summary: 'Submit the application (step 5); idempotent',
    description:
      "Needs the profile owner's session id. The same Idempotency-Key for the profile, or the same profile and email within 10 minutes, answers the first lead. The provider (and terminal) must be one the profile was quoted for. The customer is emailed the quote with the application reference.",
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiVisitorSession()
  @ApiCreatedResponse({ type: LeadCreatedDto })
  @ApiBadRequestResponse({ description: 'Invalid fields, or a provider, quote or terminal the profile was not quoted for (no lead is stored)' })
  @ApiNotFoundResponse({ description: "'Missing business profile': unknown profile, or the owner's session id is missing or another's" })
  create(@Body() dto: CreateLeadDto, @Headers('idempotency-key') idempotencyKey?: string, @VisitorSession() sessionId?: string): Promise<LeadCreated> {
    return this.leads.create(dto, idempotencyKey, sessionId);
  }

  @Post('quotes/:id/select')
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({ summary: "Mark a quote selected (the profile's other quotes are unselected); needs the profile owner's session id" })
  @ApiVisitorSession()
  @ApiOkResponse({ type: QuoteViewDto })
  @ApiNotFoundResponse({ description: "Unknown quote, or the owner's session id is missing or another's" })
  select(@Param('id', ParseIntPipe) id: number, @Body() dto: SelectQuoteDto, @VisitorSession() sessionId?: string): Promise<Quote> {
    return this.leads.selectQuote(id, dto, sessionId);
  }
}
