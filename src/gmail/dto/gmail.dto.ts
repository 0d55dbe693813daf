import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** GET /api/crm/gmail/status: whether the user's Gmail is connected, and whether Google is configured at all. */
export class GmailStatusDto {
  @ApiProperty({ description: 'Gmail is connected for the signed-in user (a lasting authorization is stored)' }) isAuthorized: boolean;
  @ApiProperty({ description: 'The connection may send email (https://www.googleapis.com/auth/gmail.send was granted)' }) hasGmailScope: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The last time Google was reached with this connection (connect, token refresh or a message sent)',
  })
  lastSync: Date | null;
  @ApiProperty({ description: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL are set on the server' }) isConfigured: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The Google account customer emails are sent from' }) email?: string | null;
}

/** GET /api/crm/gmail/auth-url. */
export class GmailAuthUrlDto {
  @ApiProperty({ description: "Google's consent page, to open in a popup; its state is good once, for 10 minutes, for this user in this browser" })
  authUrl: string;
}

/** POST /api/crm/gmail/test: whether the test email went out. */
export class GmailTestResultDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why the test email was not sent' }) error: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Where the test email went (the Google account)' }) sentTo?: string | null;
}

/** DELETE /api/crm/gmail. */
export class GmailDisconnectDto {
  @ApiProperty({ description: 'The stored tokens are deleted' }) success: boolean;
  @ApiProperty({ description: 'Google confirmed that the authorization was revoked (false when there was none, or Google could not be reached)' })
  revoked: boolean;
}
