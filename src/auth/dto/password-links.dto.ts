import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { USER_TOKEN_PURPOSES } from '../../users/entities/user-token.entity';
import { UserEmailField, UserPasswordField } from '../../users/dto/user-fields';

/** An emailed link's token is 43 characters; anything up to this length is looked at (and refused as not valid). */
const TOKEN_MAX_LENGTH = 100;

/** The token of an emailed set-password link, sent in the body so it never appears in a URL or a log. */
export class AccountLinkTokenDto {
  @ApiProperty({ description: 'The token of the emailed link (its ?token=)', maxLength: TOKEN_MAX_LENGTH, writeOnly: true })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(TOKEN_MAX_LENGTH)
  token: string;
}

/** Setting a password from an invitation or reset link: the users' password rule applies. */
export class SetPasswordDto extends AccountLinkTokenDto {
  @UserPasswordField('required', { example: 'a-long-passphrase' }) password: string;
}

export class PasswordResetRequestDto {
  @UserEmailField('required', { example: 'jane@example.co.uk' }) email: string;
}

/** What a usable link is for and whose account it opens. */
export class AccountLinkViewDto {
  @ApiProperty({ enum: USER_TOKEN_PURPOSES, description: 'invite: a first password; reset: a new one' }) purpose: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}

export class PasswordSetDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ enum: USER_TOKEN_PURPOSES }) purpose: string;
  @ApiProperty({ description: 'The account whose password was set (to sign in with)' }) email: string;
}

export class PasswordResetRequestedDto {
  @ApiProperty() message: string;
}
