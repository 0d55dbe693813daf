import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { UserRateLimit } from '../common/decorators/user-rate-limit.decorator';
import { INVALID_RECIPIENT_MESSAGE } from '../mail/mail.service';
import { TEMPLATE_MESSAGES } from '../email-templates/template-rules';
import { CustomerEmailsService } from './customer-emails.service';
import { SendEmailDto, SentEmailDto } from './dto/send-email.dto';
import { PARTNER_RECIPIENT_MESSAGE } from './partner-recipients';

@ApiTags('emails')
@Controller('api/crm/emails')
@Auth('admin', 'staff', 'partner')
export class EmailsController {
  constructor(private readonly emails: CustomerEmailsService) {}

  @Post('send')
  @UserRateLimit('emailSends')
  @ApiOperation({
    summary: 'Send an email to a customer',
    description:
      "The server fills the placeholders {{firstName}} (the customer's latest lead), {{businessName}}, {{businessType}} and {{senderName}} (the signed-in user) in the subject and content, HTML-escaped when the content is an HTML document. " +
      'An HTML document is sanitised before it is stored and sent: scripts, event-handler attributes, javascript: and other unsafe links, frames, objects, forms, style blocks and styles that load anything are removed; formatting, links, lists, tables and images (https or inline data) are kept. ' +
      "Stored with its status (queued, then sent; refused sends are retried with backoff) and written to the customer's activity, which moves its last activity; it goes from the sender's Gmail when connected, otherwise by SMTP (via). " +
      `templateId (an active manual template) counts one use of it. Recipient, subject and content are required ('${TEMPLATE_MESSAGES.missingInformation}', with missingFields). ` +
      "Partners: only their own provider's customers (any other answers 404), and only to the email address of one of the customer's leads for their own provider (any other recipient answers 400). " +
      'Each user may send RATE_LIMIT_EMAIL_SENDS emails an hour (default 50); past that, 429 and nothing is stored.',
  })
  @ApiCreatedResponse({ type: SentEmailDto })
  @ApiBadRequestResponse({
    description: `${TEMPLATE_MESSAGES.missingInformation} / ${INVALID_RECIPIENT_MESSAGE} / ${PARTNER_RECIPIENT_MESSAGE} / ${TEMPLATE_MESSAGES.notSendable}`,
  })
  @ApiNotFoundResponse({ description: 'Customer not found' })
  send(@Body() dto: SendEmailDto, @CurrentUser() user: SessionUser): Promise<SentEmailDto> {
    return this.emails.send(dto, user);
  }
}
