import { Controller, Get, Headers, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { MetricsAccess } from './metrics-access';
import { Metrics } from './metrics';

/**
 * GET /metrics: Prometheus' scrape endpoint, for the operator's monitoring and not part of the
 * product's API (left out of openapi.yaml; the README's Operations section documents it). Off
 * (404) without METRICS_TOKEN; otherwise only `Authorization: Bearer <METRICS_TOKEN>` reads it.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly access: MetricsAccess,
    private readonly metrics: Metrics,
  ) {}

  @Public()
  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    if (!this.access.isEnabled) throw new NotFoundException();
    if (!this.access.allows(authorization)) throw new UnauthorizedException('A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)');
    const text = await this.metrics.render();
    await reply.header('Content-Type', this.metrics.contentType).header('Cache-Control', 'no-store').send(text);
  }
}
