import { Body, Controller, Headers, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { requestOrigin } from '../progress/resume-link';
import { CreateLeadDto, LeadCreatedDto } from './dto/create-lead.dto';
import { LeadCreated, LeadsService } from './leads.service';

@ApiTags('public: leads')
@Controller('api')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post('leads')
  @PublicWrite()
  @ApiOperation({
    summary: 'Submit the application (step 5); idempotent',
    description:
      "Needs the profile owner's session id. The same Idempotency-Key for the profile, or the same profile and email within 10 minutes, answers the first lead. The provider (and terminal) must be one the profile was quoted for. The customer is emailed the quote with the application reference, the chosen quote's summary box and a single-use link (90 days) to set a renewal reminder.",
  })
  @ApiHeader({ name: 'idempotency-key', required: false, description: 'Optional: a repeated key for the same profile answers the first lead' })
  @ApiVisitorSession()
  @ApiCreatedResponse({ type: LeadCreatedDto })
  @ApiBadRequestResponse({ description: 'Invalid fields, or a provider, quote or terminal the profile was not quoted for (no lead is stored)' })
  @ApiNotFoundResponse({ description: "'Missing business profile': unknown profile, or the owner's session id is missing or another's" })
  create(
    @Body() dto: CreateLeadDto,
    @Req() request: FastifyRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
    @VisitorSession() sessionId?: string,
  ): Promise<LeadCreated> {
    return this.leads.create(dto, idempotencyKey, sessionId, requestOrigin(request));
  }
}
