import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin@example.co.uk' })
  @IsString()
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple', writeOnly: true })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200)
  password: string;
}
