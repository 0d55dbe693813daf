import { Body, Controller, Headers, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { CreateLeadDto, SelectQuoteDto } from './dto/create-lead.dto';
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
    description: 'The same Idempotency-Key, or the same profile and email within 10 minutes, answers the first lead. The customer is emailed the quote.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiCreatedResponse({ schema: { example: { id: 12, businessProfileId: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44', applicationReference: '0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44', status: 'created', createdAt: '2026-11-22T10:00:00.000Z' } } })
  @ApiNotFoundResponse({ description: 'Missing business profile' })
  create(@Body() dto: CreateLeadDto, @Headers('idempotency-key') idempotencyKey?: string): Promise<LeadCreated> {
    return this.leads.create(dto, idempotencyKey);
  }

  @Post('quotes/:id/select')
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({ summary: "Mark a quote selected (the profile's other quotes are unselected); needs the profile's sessionId" })
  @ApiOkResponse({ type: QuoteViewDto })
  @ApiNotFoundResponse({ description: 'Unknown quote, or another session' })
  select(@Param('id', ParseIntPipe) id: number, @Body() dto: SelectQuoteDto): Promise<Quote> {
    return this.leads.selectQuote(id, dto);
  }
}
