import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, SESSION_COOKIE } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AuthService, PublicUser, toPublicUser } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './device-cookie';
import { CurrentUserDto, LoginResponseDto } from './dto/auth-responses.dto';
import { LoginDto } from './dto/login.dto';
import type { SessionUser } from './session-user';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
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

  @Get('api/crm/auth/user')
  @Auth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: CurrentUserDto })
  currentUser(@CurrentUser() user: SessionUser): PublicUser {
    return toPublicUser(user);
  }
}
