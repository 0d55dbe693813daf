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
import { RENEWAL_REMINDER_LINK_DAYS, RENEWAL_REMINDER_MESSAGES } from '../domain/renewal-reminders';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { requestOrigin } from '../progress/resume-link';
import {
  CreateRenewalReminderDto,
  RenewalReminderViewDto,
  SetRenewalReminderByLinkDto,
  WithdrawnRenewalReminderDto,
  WithdrawRenewalReminderDto,
} from './dto/renewal-reminder.dto';
import { RenewalRemindersService } from './renewal-reminders.service';

const errorExample = (statusCode: number, message: string | string[], error: string) => ({ example: { statusCode, message, error } });

@ApiTags('public: renewal reminders')
@Controller('api/renewal-reminders')
export class RenewalRemindersController {
  constructor(private readonly reminders: RenewalRemindersService) {}

  @Post()
  @PublicWrite()
  @ApiVisitorSession()
  @ApiOperation({
    summary: 'Ask to be reminded before the current contract or terminal lease ends (explicit consent, stored with its wording and time)',
    description:
      "The profile's owner session only. The reminder is emailed once, 6 weeks before the end date, with a fresh comparison of the saved figures and a link that reopens the wizard at the results; a confirmation with a withdrawal link is emailed now. A newer request replaces the profile's pending reminder.",
  })
  @ApiCreatedResponse({ type: RenewalReminderViewDto, description: 'The reminder is set' })
  @ApiBadRequestResponse({
    description: 'A date that is not real, not in the future or too far ahead; consent not given; an invalid email',
    ...errorExample(400, [RENEWAL_REMINDER_MESSAGES.dateNotFuture], 'Bad Request'),
  })
  @ApiNotFoundResponse({ description: 'Unknown profile, or not this session’s' })
  @ApiServiceUnavailableResponse({
    description: 'The confirmation could not be queued; nothing was kept',
    ...errorExample(503, RENEWAL_REMINDER_MESSAGES.emailNotQueued, 'Service Unavailable'),
  })
  create(@Body() dto: CreateRenewalReminderDto, @Req() request: FastifyRequest, @VisitorSession() sessionId?: string): Promise<RenewalReminderViewDto> {
    return this.reminders.create(dto, sessionId, requestOrigin(request));
  }

  @Post('by-link')
  @PublicWrite()
  @ApiOperation({
    summary: 'Set a renewal reminder by the single-use link of a quote email (no visitor session needed)',
    description: `The link's token travels in the body, never in a logged URL; it works once, for ${RENEWAL_REMINDER_LINK_DAYS} days after the email. The reminder is for the application's business profile and email address, with the consent stored as POST /api/renewal-reminders stores it, and replaces the profile's pending reminder. A confirmation with a withdrawal link is emailed.`,
  })
  @ApiCreatedResponse({ type: RenewalReminderViewDto, description: 'The reminder is set' })
  @ApiBadRequestResponse({
    description: 'A date that is not real, not in the future or too far ahead; consent not given',
    ...errorExample(400, [RENEWAL_REMINDER_MESSAGES.dateNotFuture], 'Bad Request'),
  })
  @ApiNotFoundResponse({ description: 'Unknown, used or expired link', ...errorExample(404, RENEWAL_REMINDER_MESSAGES.setLinkNotFound, 'Not Found') })
  @ApiServiceUnavailableResponse({
    description: 'The confirmation could not be queued; nothing was kept and the link works again',
    ...errorExample(503, RENEWAL_REMINDER_MESSAGES.emailNotQueued, 'Service Unavailable'),
  })
  createByLink(@Body() dto: SetRenewalReminderByLinkDto, @Req() request: FastifyRequest): Promise<RenewalReminderViewDto> {
    return this.reminders.createFromLink(dto, requestOrigin(request));
  }

  @Post('withdraw')
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({
    summary: 'Withdraw the consent to a renewal reminder by the token of the link in its emails',
    description: 'The token travels in the body, never in a logged URL; the link works once. A pending reminder is then never sent.',
  })
  @ApiOkResponse({ type: WithdrawnRenewalReminderDto })
  @ApiNotFoundResponse({ description: 'Unknown or used link', ...errorExample(404, RENEWAL_REMINDER_MESSAGES.withdrawNotFound, 'Not Found') })
  withdraw(@Body() dto: WithdrawRenewalReminderDto): Promise<WithdrawnRenewalReminderDto> {
    return this.reminders.withdraw(dto.token);
  }
}
