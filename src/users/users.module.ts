import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { SessionsService } from '../auth/sessions.service';
import { GmailModule } from '../gmail/gmail.module';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { AccountLinksService } from './account-links.service';
import { CrmUser } from './entities/crm-user.entity';
import { UserToken } from './entities/user-token.entity';
import { FirstAdminBootstrap } from './first-admin.bootstrap';
import { PasswordService } from './password.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Back-office users, their invitation and password reset links; at boot, the first admin when none exists (FirstAdminBootstrap). */
@Module({
  imports: [TypeOrmModule.forFeature([CrmUser, AuthSession, UserToken]), GmailModule, MailModule, ProvidersModule],
  controllers: [UsersController],
  providers: [UsersService, PasswordService, SessionsService, AccountLinksService, FirstAdminBootstrap],
  exports: [UsersService, PasswordService, SessionsService, AccountLinksService],
})
export class UsersModule {}
