import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, ValidateIf } from 'class-validator';
import { Role } from '../entities/crm-user.entity';
import { UserEmailField, UserNameField, UserPasswordField, UserRoleField } from './user-fields';

export class CreateUserDto {
  @UserNameField('required', 'name is required', { example: 'Jane Smith' }) name: string;
  @UserEmailField('required', { example: 'jane@example.co.uk' }) email: string;
  @UserRoleField('required', { default: 'staff' }) role: Role = 'staff';
  @UserPasswordField('optional', {
    example: 'a-long-passphrase',
    description: 'Leave out (or empty) to invite the user: they are emailed a link to set their own password (single use, 72 hours)',
  })
  password?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Required for partners: the provider whose customers they see' })
  @ValidateIf((o: CreateUserDto) => o.role === 'partner' || (o.providerId !== undefined && o.providerId !== null))
  @IsInt({ message: 'providerId is required for a partner and must be a provider id' })
  providerId?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}
