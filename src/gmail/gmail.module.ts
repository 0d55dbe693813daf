import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CrmUser } from '../users/entities/crm-user.entity';
import { GmailOAuthState } from './entities/gmail-oauth-state.entity';
import { GoogleIntegration } from './entities/google-integration.entity';
import { GmailAuthorization } from './gmail-authorization.service';
import { GmailController } from './gmail.controller';
import { GmailSender } from './gmail-sender';
import { GmailService } from './gmail.service';
import { GmailTokens } from './gmail-tokens';
import { GmailTransport } from './gmail-transport';

/**
 * Each CRM user's own Gmail: connecting it through Google's
 * OAuth, its status, a test email, disconnecting, and the transport through which the mail module
 * sends that user's customer emails (GmailTransport).
 */
@Module({
  imports: [TypeOrmModule.forFeature([GoogleIntegration, GmailOAuthState, CrmUser])],
  controllers: [GmailController],
  providers: [GmailTokens, GmailSender, GmailTransport, GmailAuthorization, GmailService],
  exports: [GmailSender, GmailTransport, GmailService],
})
export class GmailModule {}
