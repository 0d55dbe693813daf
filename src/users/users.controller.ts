import { Body, Controller, Delete, Get, Param, ParseIntPipe, Patch, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { CreateUserDto } from './dto/create-user.dto';
import { InvitationSentDto } from './dto/invitation-sent.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserViewDto } from './dto/user-view.dto';
import { INVITATION_NOT_SENT, PASSWORD_ALREADY_SET, UsersService } from './users.service';

@ApiTags('users')
@Controller('api/crm/users')
@Auth('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List CRM users (filters: q, role, isActive, providerId, id)' })
  @ApiOkResponse({ type: [UserViewDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserViewDto[]> {
    return withContentRange(reply, await this.users.list(query));
  }

  @Get(':id')
  @ApiOkResponse({ type: UserViewDto })
  @ApiNotFoundResponse({ description: 'No user with this id' })
  get(@Param('id', ParseIntPipe) id: number): Promise<UserViewDto> {
    return this.users.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a CRM user; a partner needs an existing providerId',
    description:
      'Without a password the user is invited: emailed a single-use link to set their password, valid 72 hours (invitationPending is true until they do).',
  })
  @ApiCreatedResponse({ type: UserViewDto })
  @ApiConflictResponse({ description: 'A user with this email already exists' })
  @ApiServiceUnavailableResponse({ description: `The user was created but the invitation could not be queued: '${INVITATION_NOT_SENT}'` })
  create(@Body() dto: CreateUserDto): Promise<UserViewDto> {
    return this.users.create(dto);
  }

  @Post(':id/invitation')
  @ApiOperation({ summary: 'Email a user who has not set a password yet a new invitation; the earlier link stops working' })
  @ApiCreatedResponse({ type: InvitationSentDto })
  @ApiNotFoundResponse({ description: 'No user with this id' })
  @ApiConflictResponse({ description: PASSWORD_ALREADY_SET })
  @ApiServiceUnavailableResponse({ description: INVITATION_NOT_SENT })
  resendInvitation(@Param('id', ParseIntPipe) id: number): Promise<InvitationSentDto> {
    return this.users.resendInvitation(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Update a CRM user; nobody deactivates themself; the last active admin stays an active admin' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiNotFoundResponse({ description: 'No user with this id' })
  @ApiUnprocessableEntityResponse({ description: 'Deactivating or deleting your own account, or leaving no active administrator' })
  patch(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateUserDto, @CurrentUser() actor: SessionUser): Promise<UserViewDto> {
    return this.users.update(id, dto, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Same as PATCH (react-admin sends PUT)' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiNotFoundResponse({ description: 'No user with this id' })
  @ApiUnprocessableEntityResponse({ description: 'Deactivating or deleting your own account, or leaving no active administrator' })
  put(@Param('id', ParseIntPipe) id: number, @Body() dto: UpdateUserDto, @CurrentUser() actor: SessionUser): Promise<UserViewDto> {
    return this.users.update(id, dto, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a CRM user; nobody deletes themself; never the last active admin' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiNotFoundResponse({ description: 'No user with this id' })
  @ApiUnprocessableEntityResponse({ description: 'Deactivating or deleting your own account, or leaving no active administrator' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() actor: SessionUser): Promise<UserViewDto> {
    return this.users.remove(id, actor);
  }
}
