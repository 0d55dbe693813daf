import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ROLES, Role } from '../entities/crm-user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateUserDto {
  @ApiProperty({ example: 'Jane Smith' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'jane@example.co.uk' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ enum: ROLES, default: 'staff' })
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role: Role = 'staff';

  @ApiProperty({ writeOnly: true, minLength: 8, example: 'a-long-passphrase' })
  @IsString()
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Required for partners: the provider whose customers they see' })
  @ValidateIf((o: CreateUserDto) => o.role === 'partner' || (o.providerId !== undefined && o.providerId !== null))
  @IsInt({ message: 'providerId is required for a partner and must be a provider id' })
  providerId?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}
