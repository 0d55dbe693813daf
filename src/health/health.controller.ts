import { Controller, Get, HttpStatus, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness and database check' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async check(): Promise<{ status: string; database: string }> {
    if (await this.health.databaseAnswers()) return { status: 'ok', database: 'up' };
    throw new ServiceUnavailableException({ message: 'Database unavailable', status: 'error', database: 'down' });
  }

  @Public()
  @Get('live')
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the process answers (checks nothing else, so a database outage never restarts it)' })
  live(): Promise<HealthCheckResult> {
    return this.health.live();
  }

  @Public()
  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database answers, and Redis when REDIS_URL is set; 503 with the failing checks otherwise' })
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const result = await this.health.ready();
    await reply
      .status(result.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .header('Cache-Control', 'no-cache, no-store, must-revalidate')
      .send(result);
  }
}
