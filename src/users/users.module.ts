import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { SessionsService } from '../auth/sessions.service';
import { CrmUser } from './entities/crm-user.entity';
import { PasswordService } from './password.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([CrmUser, AuthSession])],
  controllers: [UsersController],
  providers: [UsersService, PasswordService, SessionsService],
  exports: [UsersService, PasswordService, SessionsService],
})
export class UsersModule {}
