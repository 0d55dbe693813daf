import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, SESSION_COOKIE } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { PasswordResetLimit } from '../common/decorators/password-reset-limit.decorator';
import { Public } from '../common/decorators/public.decorator';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AuthService, PublicUser, toPublicUser } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './device-cookie';
import { CurrentUserDto, LoginResponseDto } from './dto/auth-responses.dto';
import { LoginDto } from './dto/login.dto';
import {
  AccountLinkTokenDto,
  AccountLinkViewDto,
  PasswordResetRequestDto,
  PasswordResetRequestedDto,
  PasswordSetDto,
  SetPasswordDto,
} from './dto/password-links.dto';
import { ACCOUNT_LINK_MESSAGES, AccountLinksService } from '../users/account-links.service';
import type { SessionUser } from './session-user';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accountLinks: AccountLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('api/auth/login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in; sets an httpOnly SameSite=Strict session cookie holding a JWT (also usable as a Bearer token)',
    description: `Also sets a signed, httpOnly device cookie (${DEVICE_COOKIE}, path ${DEVICE_COOKIE_PATH}, one year) bound to the email: sign-ins that present it are limited per device instead of per email.`,
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: "{success:false, error:'Invalid credentials'}" })
  @ApiTooManyRequestsResponse({
    description: 'Too many failed sign-ins in 15 minutes from this IP, or for this email (for this device, with its device cookie)',
  })
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true; user: PublicUser }> {
    const signedIn = await this.auth.login(dto.email, dto.password, request.ip, request.cookies?.[DEVICE_COOKIE]);
    const cookie = { httpOnly: true, sameSite: 'strict', secure: this.config.cookieSecure } as const;
    reply.setCookie(SESSION_COOKIE, signedIn.token, { ...cookie, path: '/', maxAge: signedIn.maxAge });
    reply.setCookie(DEVICE_COOKIE, signedIn.deviceCookie, { ...cookie, path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
    return { success: true, user: signedIn.user };
  }

  @Public()
  @Post(['api/auth/logout', 'auth/logout'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: ends the session on the server and clears the cookie' })
  @ApiOkResponse({ schema: { type: 'object', properties: { success: { type: 'boolean', enum: [true] } }, required: ['success'] } })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ success: true }> {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    await this.auth.logout(bearer ?? request.cookies?.[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  }

  @Post('api/auth/password-reset')
  @HttpCode(202)
  @PasswordResetLimit()
  @ApiOperation({
    summary: 'Forgot password: emails the active user of this address a single-use link to set a new password, valid one hour',
    description:
      'The answer is the same, and as quick, whether or not the address has an account: the lookup and the email happen afterwards. A newer link replaces an older one.',
  })
  @ApiAcceptedResponse({ type: PasswordResetRequestedDto, description: ACCOUNT_LINK_MESSAGES.resetRequested })
  @ApiBadRequestResponse({ description: 'A missing or malformed email address' })
  requestPasswordReset(@Body() dto: PasswordResetRequestDto): PasswordResetRequestedDto {
    this.accountLinks.requestReset(dto.email);
    return { message: ACCOUNT_LINK_MESSAGES.resetRequested };
  }

  @Post('api/auth/set-password/check')
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({ summary: 'What an emailed invitation or reset link is for, before its password is chosen; the link stays unused' })
  @ApiOkResponse({ type: AccountLinkViewDto })
  @ApiBadRequestResponse({ description: ACCOUNT_LINK_MESSAGES.invalid })
  @ApiGoneResponse({ description: `'${ACCOUNT_LINK_MESSAGES.expired}' or '${ACCOUNT_LINK_MESSAGES.used}'` })
  checkAccountLink(@Body() dto: AccountLinkTokenDto): Promise<AccountLinkViewDto> {
    return this.accountLinks.inspect(dto.token);
  }

  @Post('api/auth/set-password')
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({
    summary: "Sets the password of an emailed invitation or reset link's user and uses the link up",
    description: "The user's other links and every session of theirs end. The password follows the users' password rule.",
  })
  @ApiOkResponse({ type: PasswordSetDto })
  @ApiBadRequestResponse({ description: `A password that breaks the rule, or: '${ACCOUNT_LINK_MESSAGES.invalid}'` })
  @ApiGoneResponse({ description: `'${ACCOUNT_LINK_MESSAGES.expired}' or '${ACCOUNT_LINK_MESSAGES.used}'` })
  async setPassword(@Body() dto: SetPasswordDto): Promise<PasswordSetDto> {
    const link = await this.accountLinks.setPassword(dto.token, dto.password);
    return { success: true, purpose: link.purpose, email: link.email };
  }

  @Get('api/crm/auth/user')
  @Auth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: CurrentUserDto })
  currentUser(@CurrentUser() user: SessionUser): PublicUser {
    return toPublicUser(user);
  }
}
