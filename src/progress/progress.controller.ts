import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { ResumeProgressDto, SavedProgressViewDto, SaveProgressResponseDto } from './dto/progress-response.dto';
import { SaveProgressDto } from './dto/save-progress.dto';
import { AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR } from '../mail/automated-email-limit';
import { PROGRESS_MESSAGES } from './progress.constants';
import { ProgressService } from './progress.service';
import { requestOrigin } from './resume-link';

const errorExample = (statusCode: number, message: string | string[], error: string) => ({ example: { statusCode, message, error } });

@ApiTags('progress')
@Controller('api/progress')
export class ProgressController {
  constructor(private readonly progress: ProgressService) {}

  @Post()
  @PublicWrite()
  @ApiVisitorSession()
  @ApiOperation({
    summary: 'Save Progress: stores the wizard state for 30 days and emails a resume link to the address',
    description: `The link is {PUBLIC_URL or this site}/comparison-tool?resume={token}; the token is only emailed, never answered or stored in plain. A state naming a business profile (businessData.id) needs that profile's owner session id (404 otherwise); session ids in the state are not stored. One address receives at most ${AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR} automated emails an hour (Save Progress and quote emails together): past that, 429.`,
  })
  @ApiCreatedResponse({ type: SaveProgressResponseDto, description: 'Saved and the email queued' })
  @ApiBadRequestResponse({
    description: 'Missing or invalid email, or a state that is not an object or too large',
    ...errorExample(400, [PROGRESS_MESSAGES.emailRequired], 'Bad Request'),
  })
  @ApiNotFoundResponse({ description: 'The state names a business profile this session does not own' })
  @ApiServiceUnavailableResponse({
    description: `The email could not be queued, or an admin has switched it off ('${PROGRESS_MESSAGES.emailSwitchedOff}'); nothing was saved`,
    ...errorExample(503, PROGRESS_MESSAGES.emailNotQueued, 'Service Unavailable'),
  })
  save(@Body() dto: SaveProgressDto, @Req() request: FastifyRequest, @VisitorSession() sessionId?: string): Promise<SaveProgressResponseDto> {
    return this.progress.save(dto, sessionId, requestOrigin(request));
  }

  @Post('resume')
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({
    summary: 'Resume from an emailed link: the saved wizard state (never the email address) and a fresh session id for its profile',
    description:
      "The token travels in the body, so it never appears in a URL or a log. Each resume rotates the profile's session secret: whoever held the old one loses access.",
  })
  @ApiOkResponse({ type: SavedProgressViewDto, description: 'The saved wizard state, the new session id and when the link expires' })
  @ApiNotFoundResponse({ description: 'Unknown or expired link', ...errorExample(404, PROGRESS_MESSAGES.notFound, 'Not Found') })
  resume(@Body() dto: ResumeProgressDto): Promise<SavedProgressViewDto> {
    return this.progress.resume(dto.token);
  }
}
