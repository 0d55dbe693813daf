import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { SavedProgressViewDto, SaveProgressResponseDto } from './dto/progress-response.dto';
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
  @ApiOperation({
    summary: "Save Progress: stores the wizard state for 30 days and emails a resume link to the address",
    description: `The link is {PUBLIC_URL or this site}/comparison-tool?resume={token}; the token is only emailed, never answered. One address receives at most ${AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR} automated emails an hour (Save Progress and quote emails together): past that, 429.`,
  })
  @ApiCreatedResponse({ type: SaveProgressResponseDto, description: 'Saved and the email queued' })
  @ApiBadRequestResponse({ description: 'Missing or invalid email, or a state that is not an object or too large', ...errorExample(400, [PROGRESS_MESSAGES.emailRequired], 'Bad Request') })
  @ApiServiceUnavailableResponse({ description: 'The email could not be queued; nothing was saved', ...errorExample(503, PROGRESS_MESSAGES.emailNotQueued, 'Service Unavailable') })
  save(@Body() dto: SaveProgressDto, @Req() request: FastifyRequest): Promise<SaveProgressResponseDto> {
    return this.progress.save(dto, requestOrigin(request));
  }

  @Get(':token')
  @Public()
  @ApiOperation({ summary: 'Resume: the saved wizard state of an emailed link (never the email address)' })
  @ApiParam({ name: 'token', description: 'The resume token from the emailed link', example: 'q1Zb2f0u8h4m3-4Jm7a5xk2yC0dS9QwVtLr6pNnE1oH' })
  @ApiOkResponse({ type: SavedProgressViewDto, description: 'The saved wizard state and when the link expires' })
  @ApiNotFoundResponse({ description: 'Unknown or expired link', ...errorExample(404, PROGRESS_MESSAGES.notFound, 'Not Found') })
  resume(@Param('token') token: string): Promise<SavedProgressViewDto> {
    return this.progress.resume(token);
  }
}
