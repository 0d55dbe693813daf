import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { WebhookDeliveryViewDto } from './dto/webhook-delivery-view.dto';
import { SetWebhookDto, WebhookViewDto, WebhookWithSecretDto } from './dto/webhook-endpoint.dto';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookOutbox } from './webhook-outbox.service';

const PROVIDER_NOT_VISIBLE = 'Unknown provider, or (for a partner) another provider';

@ApiTags('webhooks')
@Controller('api/crm')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpoints,
    private readonly outbox: WebhookOutbox,
  ) {}

  @Get('providers/:providerId/webhook')
  @Auth('admin', 'staff', 'partner')
  @ApiOperation({ summary: "A provider's webhook (URL and when its secret was made; never the secret). A partner reads only its own provider's." })
  @ApiOkResponse({ type: WebhookViewDto, description: 'url is null when no webhook is set' })
  @ApiNotFoundResponse({ description: PROVIDER_NOT_VISIBLE })
  get(@Param('providerId', ParseIntPipe) providerId: number, @CurrentUser() user: SessionUser): Promise<WebhookViewDto> {
    return this.endpoints.get(providerId, user);
  }

  @Put('providers/:providerId/webhook')
  @Auth('admin', 'partner')
  @ApiOperation({
    summary: "Set a provider's webhook URL. The first time, a signing secret (whsec_...) is made and shown in this answer only.",
    description:
      'Each new lead for the provider and each status change on it is then POSTed there as JSON signed as Standard Webhooks describes ' +
      '(webhook-id, webhook-timestamp, webhook-signature headers), retried with exponential backoff for 24 hours. A partner sets only its own provider’s.',
  })
  @ApiOkResponse({ type: WebhookWithSecretDto, description: 'secret is present only when this call made it' })
  @ApiBadRequestResponse({ description: 'url is not https (in production), carries credentials, or names a private, loopback or link-local address' })
  @ApiNotFoundResponse({ description: PROVIDER_NOT_VISIBLE })
  set(@Param('providerId', ParseIntPipe) providerId: number, @Body() dto: SetWebhookDto, @CurrentUser() user: SessionUser): Promise<WebhookWithSecretDto> {
    return this.endpoints.set(providerId, dto, user);
  }

  @Post('providers/:providerId/webhook/rotate-secret')
  @HttpCode(200)
  @Auth('admin', 'partner')
  @ApiOperation({
    summary: 'Make a new signing secret, shown in this answer only; the previous one keeps signing beside it (two signatures in the header) for 24 hours',
  })
  @ApiOkResponse({ type: WebhookWithSecretDto })
  @ApiNotFoundResponse({ description: `${PROVIDER_NOT_VISIBLE}, or no webhook is set for it` })
  rotate(@Param('providerId', ParseIntPipe) providerId: number, @CurrentUser() user: SessionUser): Promise<WebhookWithSecretDto> {
    return this.endpoints.rotate(providerId, user);
  }

  @Delete('providers/:providerId/webhook')
  @Auth('admin', 'partner')
  @ApiOperation({ summary: "Remove a provider's webhook: nothing more is sent to it (deliveries still waiting fail at their next attempt)" })
  @ApiOkResponse({ type: WebhookViewDto })
  @ApiNotFoundResponse({ description: PROVIDER_NOT_VISIBLE })
  remove(@Param('providerId', ParseIntPipe) providerId: number, @CurrentUser() user: SessionUser): Promise<WebhookViewDto> {
    return this.endpoints.remove(providerId, user);
  }

  @Post('webhook-deliveries/:deliveryId/redeliver')
  @HttpCode(200)
  @Auth('admin', 'staff', 'partner')
  @ApiOperation({
    summary: 'Send a delivery again now (same webhook-id, new signature), starting a new 24 hours of retries; answers it after that attempt',
  })
  @ApiOkResponse({ type: WebhookDeliveryViewDto })
  @ApiNotFoundResponse({ description: "'Webhook delivery not found': unknown, or (for a partner) another provider's" })
  @ApiConflictResponse({ description: 'An attempt of it is under way' })
  redeliver(@Param('deliveryId', ParseIntPipe) deliveryId: number, @CurrentUser() user: SessionUser): Promise<WebhookDeliveryViewDto> {
    return this.outbox.redeliver(deliveryId, user);
  }
}
