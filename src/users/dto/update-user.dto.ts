import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, ValidateIf } from 'class-validator';
import { Role } from '../entities/crm-user.entity';
import { CurrentPasswordField, UserEmailField, UserNameField, UserPasswordField, UserRoleField } from './user-fields';

/**
 * PATCH and PUT: every field optional; a password is changed only when one is sent, and changing
 * your own needs `currentPassword` too.
 */
export class UpdateUserDto {
  @UserNameField('optional', 'name must not be empty') name?: string;
  @UserEmailField('optional') email?: string;
  @UserRoleField('optional') role?: Role;
  @UserPasswordField('optional', { description: 'Leave out (or empty) to keep the current password' }) password?: string;
  @CurrentPasswordField({ description: 'Your current password: required with `password` when you change your own password' }) currentPassword?: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsInt({ message: 'providerId must be a provider id' })
  providerId?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}
