import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '../../users/entities/crm-user.entity';

export class CurrentUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Set for partners' }) providerId: number | null;
}

export class LoginResponseDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: CurrentUserDto }) user: CurrentUserDto;
}
