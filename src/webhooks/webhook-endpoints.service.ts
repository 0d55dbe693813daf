import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../auth/session-user';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { TokenCipher } from '../gmail/token-cipher';
import { ProvidersService } from '../providers/providers.service';
import { SetWebhookDto, WebhookViewDto, WebhookWithSecretDto } from './dto/webhook-endpoint.dto';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { RETRY_WINDOW_MS } from './webhook-policy';
import { SendRules, urlProblem } from './webhook-sender';
import { newWebhookSecret } from './webhook-signing';

/** After a rotation the previous secret signs beside the new one for 24 hours. */
export const PREVIOUS_SECRET_GRACE_MS = RETRY_WINDOW_MS;

/**
 * Providers' webhooks: the URL and the signing secrets. Admins set any provider's; a partner only
 * its own provider's (another provider answers 404, as if it did not exist); staff read them. A
 * secret is shown once, in the answer that makes it, and stored encrypted: no later answer or
 * log carries it.
 */
@Injectable()
export class WebhookEndpoints {
  private readonly cipher: TokenCipher;
  readonly rules: SendRules;

  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    private readonly providers: ProvidersService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cipher = new TokenCipher(config.encryptionKey, 'webhook-secret-encryption');
    this.rules = { requireHttps: config.isProduction, allowPrivate: config.webhookAllowPrivate && !config.isProduction };
  }

  async get(providerId: number, user: SessionUser): Promise<WebhookViewDto> {
    await this.providers.get(providerId, user);
    return toView(providerId, await this.endpoints.findOneBy({ providerId }));
  }

  /** Sets the URL; the first time, makes the secret and answers it (once). */
  async set(providerId: number, dto: SetWebhookDto, user: SessionUser): Promise<WebhookWithSecretDto> {
    await this.providers.get(providerId, user);
    const problem = urlProblem(dto.url, this.rules);
    if (problem) throw new BadRequestException([problem]);
    const existing = await this.endpoints.findOneBy({ providerId });
    if (existing) {
      await this.endpoints.update(existing.id, { url: dto.url });
      return toView(providerId, await this.endpoints.findOneByOrFail({ id: existing.id }));
    }
    const secret = newWebhookSecret();
    const saved = await this.endpoints.save(
      this.endpoints.create({
        providerId,
        url: dto.url,
        sealedSecret: this.seal(providerId, secret),
        secretCreatedAt: this.clock.now(),
        sealedPreviousSecret: null,
        previousSecretExpiresAt: null,
      }),
    );
    return { ...toView(providerId, saved), secret };
  }

  /** A new secret (answered once); the one it replaces keeps signing beside it for 24 hours. */
  async rotate(providerId: number, user: SessionUser): Promise<WebhookWithSecretDto> {
    await this.providers.get(providerId, user);
    const existing = await this.endpoints.findOneBy({ providerId });
    if (!existing) throw new NotFoundException('No webhook is set for this provider');
    const now = this.clock.now();
    const secret = newWebhookSecret();
    await this.endpoints.update(existing.id, {
      sealedSecret: this.seal(providerId, secret),
      secretCreatedAt: now,
      sealedPreviousSecret: existing.sealedSecret,
      previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS),
    });
    return { ...toView(providerId, await this.endpoints.findOneByOrFail({ id: existing.id })), secret };
  }

  /** Removes the webhook: nothing more is sent (deliveries still waiting fail at their next attempt). */
  async remove(providerId: number, user: SessionUser): Promise<WebhookViewDto> {
    await this.providers.get(providerId, user);
    await this.endpoints.delete({ providerId });
    return toView(providerId, null);
  }

  /** Whether the provider has a webhook (read in the caller's transaction, where a lead is written). */
  hasEndpoint(manager: EntityManager, providerId: number): Promise<boolean> {
    return manager.getRepository(WebhookEndpoint).exists({ where: { providerId } });
  }

  /**
   * Where to send the provider's messages at `now` and the secrets that sign them (the current one
   * first, then the previous one while its 24 hours last); null when the provider has no webhook.
   */
  async target(providerId: number, now: Date): Promise<{ url: string; secrets: string[] } | null> {
    const endpoint = await this.endpoints.findOneBy({ providerId });
    if (!endpoint) return null;
    const secrets = [this.unseal(providerId, endpoint.sealedSecret)];
    if (endpoint.sealedPreviousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > now.getTime()) {
      secrets.push(this.unseal(providerId, endpoint.sealedPreviousSecret));
    }
    return { url: endpoint.url, secrets };
  }

  /** Bound to the provider's row: a sealed secret copied to another provider does not open. */
  private seal(providerId: number, secret: string): string {
    return this.cipher.encrypt(secret, `webhook_endpoints:${providerId}`);
  }

  private unseal(providerId: number, sealed: string): string {
    return this.cipher.decrypt(sealed, `webhook_endpoints:${providerId}`);
  }
}

function toView(providerId: number, endpoint: WebhookEndpoint | null): WebhookViewDto {
  return {
    providerId,
    url: endpoint?.url ?? null,
    secretCreatedAt: endpoint?.secretCreatedAt ?? null,
    previousSecretExpiresAt: endpoint?.previousSecretExpiresAt ?? null,
  };
}
