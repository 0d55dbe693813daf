import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsString, MaxLength } from 'class-validator';

/** The rules of a bulk delete's fields, each written once: the validation and the API document read them. */
export const BULK_DELETE_FIELD_RULES = {
  customerIds: { minItems: 1, maxItems: 1000, idMaxLength: 64 },
} as const;

export const BULK_DELETE_MAX = BULK_DELETE_FIELD_RULES.customerIds.maxItems;

const IDS = BULK_DELETE_FIELD_RULES.customerIds;

/** POST /api/crm/customers/bulk-delete. */
export class BulkDeleteCustomersDto {
  @ApiProperty({
    type: [String],
    minItems: IDS.minItems,
    maxItems: IDS.maxItems,
    example: ['0f8c6c1e-2b7d-4c5e-9a51-3d2f7b9e1a44'],
    description: `The customers to delete, all or none (at most ${IDS.maxItems})`,
  })
  @IsArray({ message: 'customerIds must be a list of customer ids' })
  @ArrayNotEmpty({ message: 'customerIds must name at least one customer' })
  @ArrayMaxSize(IDS.maxItems, { message: `customerIds may name at most ${IDS.maxItems} customers` })
  @IsString({ each: true, message: 'customerIds must be a list of customer ids' })
  @MaxLength(IDS.idMaxLength, { each: true, message: 'customerIds must be a list of customer ids' })
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
