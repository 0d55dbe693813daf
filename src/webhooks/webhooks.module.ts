import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProvidersModule } from '../providers/providers.module';
import { WebhookAttempt } from './entities/webhook-attempt.entity';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { WebhookDeliveryJob } from './webhook-delivery.job';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookOutbox } from './webhook-outbox.service';
import { WebhooksController } from './webhooks.controller';

/**
 * Leads delivered to partners: each provider's webhook (URL, encrypted signing secrets) and the
 * durable outbox of lead events POSTed to it. The leads module calls WebhookOutbox.enqueue in the
 * transaction that writes a lead.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery, WebhookAttempt]), ProvidersModule],
  controllers: [WebhooksController],
  providers: [WebhookEndpoints, WebhookOutbox, WebhookDeliveryJob],
  exports: [WebhookOutbox],
})
export class WebhooksModule {}
