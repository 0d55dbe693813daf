import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { ReadReplica } from '../database/read-replica';
import { CrmLeadsService } from './crm-leads.service';
import { LeadViewDto } from './dto/lead-view.dto';
import { UpdateLeadContactDto } from './dto/update-lead-contact.dto';
import { LEAD_STATUS_MESSAGE, UpdateLeadStatusDto } from './dto/update-lead-status.dto';
import { WebhookDeliveryViewDto } from '../webhooks/dto/webhook-delivery-view.dto';

@ApiTags('leads')
@Controller('api/crm/leads')
@Auth('admin', 'staff', 'partner')
export class CrmLeadsController {
  constructor(
    private readonly leads: CrmLeadsService,
    private readonly replica: ReadReplica,
  ) {}

  @Get()
  @ApiOperation({ summary: "List leads (filters: q, status, businessProfileId, id). A partner sees its own provider's customers' leads." })
  @ApiOkResponse({ type: [LeadViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<LeadViewDto[]> {
    return withContentRange(reply, await this.replica.run(() => this.leads.list(query, user)));
  }

  @Get(':leadId/webhook-deliveries')
  @ApiOperation({
    summary: "What was sent about a lead to its provider's webhook (the new lead, each status change), newest first, each with its latest attempts",
  })
  @ApiOkResponse({ type: [WebhookDeliveryViewDto] })
  @ApiNotFoundResponse({ description: "'Lead not found': unknown, or a lead the partner does not see" })
  webhookDeliveries(@Param('leadId', ParseIntPipe) leadId: number, @CurrentUser() user: SessionUser): Promise<WebhookDeliveryViewDto[]> {
    return this.leads.webhookDeliveries(leadId, user);
  }

  @Patch(':leadId/status')
  @ApiOperation({ summary: "Change a lead's status (created, quoted, applied, closed); the change and who made it are written to the customer's activity" })
  @ApiOkResponse({ type: LeadViewDto, description: 'The updated lead' })
  @ApiBadRequestResponse({ description: LEAD_STATUS_MESSAGE })
  @ApiNotFoundResponse({ description: "'Lead not found': unknown, or a lead of a customer the partner does not see" })
  changeStatus(@Param('leadId', ParseIntPipe) leadId: number, @Body() dto: UpdateLeadStatusDto, @CurrentUser() user: SessionUser): Promise<LeadViewDto> {
    return this.leads.changeStatus(leadId, dto, user);
  }

  @Patch(':leadId')
  @ApiOperation({
    summary: "Correct a lead's contact details (first name, last name, email, phone, company name); only the fields sent change",
    description:
      "A partner corrects only its own provider's leads (another's, even on a shared customer, answers 404). In one transaction; each changed " +
      "field with its old and new value, who and when, is written to the audit trail (tableName leads) and to the customer's timeline. " +
      'Sending the values it already has changes nothing.',
  })
  @ApiOkResponse({ type: LeadViewDto, description: 'The lead as corrected' })
  @ApiBadRequestResponse({ description: 'A field that breaks its rule, named: "email must be a valid email address"' })
  @ApiNotFoundResponse({ description: "'Lead not found': unknown, or a lead the partner does not see" })
  correctContact(@Param('leadId', ParseIntPipe) leadId: number, @Body() dto: UpdateLeadContactDto, @CurrentUser() user: SessionUser): Promise<LeadViewDto> {
    return this.leads.correctContact(leadId, dto, user);
  }
}
