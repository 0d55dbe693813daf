import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { TrackingService, TrackingType } from './tracking.service';

/**
 * A beacon never fails, so its body is any JSON: what fits is recorded (a sessionId text, hashed; a
 * step from 1 to 5) and anything else is taken and ignored. The schemas below therefore carry no
 * type: they describe the fields read, in words and by example.
 */
const SESSION_BODY = {
  schema: {
    description: 'Any JSON is taken. Read: sessionId, a text (stored only as its hash); anything else is ignored.',
    example: { sessionId: '7b0c5a4e-3f0e-4a55-9d4b-0c1f1f3c2a11' },
  },
};

const STEP_BODY = {
  schema: {
    description:
      'Any JSON is taken. Read: sessionId, a text (stored only as its hash), and step, a whole number from 1 to 5; a beacon without both, or with a step out of range, is ignored.',
    example: { sessionId: '7b0c5a4e-3f0e-4a55-9d4b-0c1f1f3c2a11', step: 3 },
  },
};

@ApiTags('public: tracking')
@Controller('api')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Post('track-visitor')
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'A landing-page visit (funnel stage "visitors"); never fails' })
  @ApiBody({ schema: { description: 'Any JSON is taken; nothing in it is read.', example: {} } })
  @ApiNoContentResponse()
  async visitor(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    await this.track('visitor', body, request);
  }

  @Post('track-user-launch')
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'The wizard was launched (once per page load); never fails' })
  @ApiBody(SESSION_BODY)
  @ApiNoContentResponse()
  async userLaunch(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    await this.track('user_launch', body, request);
  }

  @Post('track-user')
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'A visitor reached the wizard (funnel stage "users"); never fails' })
  @ApiBody(SESSION_BODY)
  @ApiNoContentResponse()
  async user(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    await this.track('user', body, request);
  }

  @Post('track-step')
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'The wizard reached a step (1-5): drop-off and time to complete; never fails' })
  @ApiBody(STEP_BODY)
  @ApiNoContentResponse()
  async step(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    await this.track('step', body, request);
  }

  private track(type: TrackingType, body: unknown, request: FastifyRequest): Promise<void> {
    return this.tracking.record(type, body, request.ip, request.headers.referer);
  }
}
