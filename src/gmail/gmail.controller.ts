import { Controller, Delete, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { CALLBACK_SCRIPT, callbackPage } from './callback-page';
import { GmailAuthUrlDto, GmailDisconnectDto, GmailStatusDto, GmailTestResultDto } from './dto/gmail.dto';
import {
  GMAIL_BROWSER_COOKIE,
  GMAIL_BROWSER_COOKIE_PATH,
  GMAIL_CALLBACK_PATH,
  GMAIL_NOT_CONFIGURED_MESSAGE,
  GMAIL_SEND_SCOPE,
  GMAIL_STATE_TTL_MS,
} from './gmail.constants';
import { GmailAuthorization } from './gmail-authorization.service';
import { GmailService } from './gmail.service';

const PER_USER = "The signed-in user's own Gmail connection (every role).";

@ApiTags('gmail')
@Controller('api/crm/gmail')
export class GmailController {
  constructor(
    private readonly gmail: GmailService,
    private readonly authorization: GmailAuthorization,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('status')
  @Auth('admin', 'staff', 'partner')
  @ApiOperation({ summary: 'Whether Gmail is connected for the signed-in user', description: `${PER_USER} Without GOOGLE_CLIENT_ID, isConfigured is false.` })
  @ApiOkResponse({ type: GmailStatusDto })
  status(@CurrentUser() user: SessionUser): Promise<GmailStatusDto> {
    return this.gmail.status(user);
  }

  @Get('auth-url')
  @Auth('admin', 'staff', 'partner')
  @ApiOperation({
    summary: "Google's consent URL to connect the signed-in user's Gmail",
    description: `${PER_USER} Scope ${GMAIL_SEND_SCOPE} (plus openid email, to show the address), offline access, prompt=consent, PKCE, and a state signed for this user that is good once, for ${GMAIL_STATE_TTL_MS / 60_000} minutes. Also sets an httpOnly SameSite=Lax cookie (${GMAIL_BROWSER_COOKIE}, path ${GMAIL_BROWSER_COOKIE_PATH}): the callback must come from the same browser.`,
  })
  @ApiOkResponse({ type: GmailAuthUrlDto })
  @ApiServiceUnavailableResponse({ description: GMAIL_NOT_CONFIGURED_MESSAGE })
  async authUrl(@CurrentUser() user: SessionUser, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<GmailAuthUrlDto> {
    const started = await this.authorization.start(user, request.cookies?.[GMAIL_BROWSER_COOKIE]);
    reply.setCookie(GMAIL_BROWSER_COOKIE, started.browserSecret, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: GMAIL_BROWSER_COOKIE_PATH,
      maxAge: GMAIL_STATE_TTL_MS / 1000,
    });
    return { authUrl: started.authUrl };
  }

  @Get('callback')
  @Public()
  @ApiOperation({
    summary: "Google's redirect after consent (GOOGLE_REDIRECT_URL must point here)",
    description: `Public: Google's redirect carries no SameSite=Strict session cookie; the signed state names the user. Path ${GMAIL_CALLBACK_PATH}. Exchanges the code and stores the tokens encrypted, then answers a small HTML page for the popup: 'Gmail Authorization Complete' (200), or 'Authorization Failed' with the reason (400 for a forged, expired, used or other-browser state, a refusal or a missing code; 502 when Google refuses the code; 503 when Gmail is not configured). A refused callback stores nothing. The browser cookie is checked before the single-use state is spent: a callback without it (whoever holds the URL) leaves the link usable in the browser that started it.`,
  })
  @ApiQuery({ name: 'code', required: false, type: String })
  @ApiQuery({ name: 'state', required: false, type: String })
  @ApiQuery({ name: 'error', required: false, type: String, description: "Google's refusal, e.g. access_denied" })
  // Google adds these to its redirect; they are taken and not read (the tokens say what was granted).
  @ApiQuery({ name: 'scope', required: false, type: String, description: 'Sent by Google: the scopes granted; not read' })
  @ApiQuery({ name: 'authuser', required: false, type: String, description: 'Sent by Google; not read' })
  @ApiQuery({ name: 'prompt', required: false, type: String, description: 'Sent by Google; not read' })
  @ApiQuery({ name: 'hd', required: false, type: String, description: "Sent by Google: the account's Workspace domain; not read" })
  @ApiQuery({ name: 'iss', required: false, type: String, description: "Sent by Google: the issuer's address; not read" })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML page: Gmail Authorization Complete', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'HTML page: Authorization Failed, with the reason', schema: { type: 'string' } })
  @ApiResponse({ status: 502, description: 'HTML page: Authorization Failed (Google refused the code)', schema: { type: 'string' } })
  @ApiServiceUnavailableResponse({ description: 'HTML page: Authorization Failed (Gmail is not configured)', schema: { type: 'string' } })
  async callback(
    @Query('code') code: unknown,
    @Query('state') state: unknown,
    @Query('error') error: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const outcome = await this.authorization.complete({ code, state, error }, request.cookies?.[GMAIL_BROWSER_COOKIE]);
    await reply.status(outcome.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(callbackPage(outcome));
  }

  @Get('callback.js')
  @Public()
  @ApiExcludeEndpoint()
  async callbackScript(@Res() reply: FastifyReply): Promise<void> {
    await reply.header('Cache-Control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(CALLBACK_SCRIPT);
  }

  @Post('test')
  @HttpCode(200)
  @Auth('admin', 'staff', 'partner')
  @ApiOperation({
    summary: "Sends a test email to the user's own Google address through the Gmail API",
    description: `${PER_USER} Sent at once (not through the outbox); {success:false, error} when Gmail is not connected or Google refuses.`,
  })
  @ApiOkResponse({ type: GmailTestResultDto })
  @ApiServiceUnavailableResponse({ description: GMAIL_NOT_CONFIGURED_MESSAGE })
  test(@CurrentUser() user: SessionUser): Promise<GmailTestResultDto> {
    return this.gmail.sendTest(user);
  }

  @Delete()
  @Auth('admin', 'staff', 'partner')
  @ApiOperation({
    summary: "Disconnects the signed-in user's Gmail",
    description: `${PER_USER} Revokes the authorization at Google when it can and deletes the stored tokens in any case; customer emails then go by SMTP. Emails already waiting to go through this Gmail fail.`,
  })
  @ApiOkResponse({ type: GmailDisconnectDto })
  disconnect(@CurrentUser() user: SessionUser): Promise<GmailDisconnectDto> {
    return this.gmail.disconnect(user);
  }
}
