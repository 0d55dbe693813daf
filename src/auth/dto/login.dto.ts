import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The rules of a login's fields, each written once: the validation and the API document read them. */
export const LOGIN_FIELD_RULES = {
  email: { maxLength: 254 },
  password: { maxLength: 200 },
} as const;

export class LoginDto {
  @ApiProperty({ example: 'admin@example.co.uk', maxLength: LOGIN_FIELD_RULES.email.maxLength })
  @IsString()
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(LOGIN_FIELD_RULES.email.maxLength)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple', writeOnly: true, maxLength: LOGIN_FIELD_RULES.password.maxLength })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(LOGIN_FIELD_RULES.password.maxLength)
  password: string;
}
