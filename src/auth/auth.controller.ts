import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, SESSION_COOKIE } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { AuthService, PublicUser, toPublicUser } from './auth.service';
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
  @ApiOperation({ summary: 'Sign in; sets an httpOnly SameSite=Strict session cookie holding a JWT (also usable as a Bearer token)' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: "{success:false, error:'Invalid credentials'}" })
  @ApiTooManyRequestsResponse({ description: 'Too many failed sign-ins from this IP or for this email in 15 minutes' })
  async login(@Body() dto: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ success: true; user: PublicUser }> {
    const { token, user, maxAge } = await this.auth.login(dto.email, dto.password, request.ip);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge,
    });
    return { success: true, user };
  }

  @Public()
  @Post(['api/auth/logout', 'auth/logout'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: ends the session on the server and clears the cookie' })
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
