import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '../entities/crm-user.entity';

/** A CRM user as every answer shows it: never the password. */
export class UserViewDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty() hasGoogleIntegration: boolean;
  @ApiProperty({ description: 'Invited and has not set a password yet (cannot sign in until they do)' }) invitationPending: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLogin: Date | null;
  @ApiProperty({ type: Number, nullable: true }) providerId: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}
