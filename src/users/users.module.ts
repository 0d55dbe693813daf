import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { SessionsService } from '../auth/sessions.service';
import { GmailModule } from '../gmail/gmail.module';
import { ProvidersModule } from '../providers/providers.module';
import { CrmUser } from './entities/crm-user.entity';
import { FirstAdminBootstrap } from './first-admin.bootstrap';
import { PasswordService } from './password.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Back-office users; at boot, the first admin when none exists (FirstAdminBootstrap). */
@Module({
  imports: [TypeOrmModule.forFeature([CrmUser, AuthSession]), GmailModule, ProvidersModule],
  controllers: [UsersController],
  providers: [UsersService, PasswordService, SessionsService, FirstAdminBootstrap],
  exports: [UsersService, PasswordService, SessionsService],
})
export class UsersModule {}
