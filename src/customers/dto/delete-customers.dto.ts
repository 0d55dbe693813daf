import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsString, MaxLength } from 'class-validator';

export const BULK_DELETE_MAX = 1000;

/** POST /api/crm/customers/bulk-delete. */
export class BulkDeleteCustomersDto {
  @ApiProperty({ type: [String], example: ['0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44'], description: `The customers to delete, all or none (at most ${BULK_DELETE_MAX})` })
  @IsArray({ message: 'customerIds must be a list of customer ids' })
  @ArrayNotEmpty({ message: 'customerIds must name at least one customer' })
  @ArrayMaxSize(BULK_DELETE_MAX, { message: `customerIds may name at most ${BULK_DELETE_MAX} customers` })
  @IsString({ each: true, message: 'customerIds must be a list of customer ids' })
  @MaxLength(64, { each: true, message: 'customerIds must be a list of customer ids' })
  customerIds: string[];
}

/** The answer of DELETE /api/crm/customers/{id}. */
export class CustomerDeletedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 1 }) deleted: number;
}

/** The answer of POST /api/crm/customers/bulk-delete. */
export class CustomersDeletedDto {
  @ApiProperty({ example: 3, description: 'How many customers were deleted' }) deleted: number;
  @ApiProperty({ type: [String], description: 'Their ids' }) ids: string[];
}
