import type { Type } from '@nestjs/common';
import { ApiProperty, PartialType } from '@nestjs/swagger';

/**
 * PartialType, with the API document saying what the validation does: PartialType makes every
 * field optional with class-validator's IsOptional, which lets null through as "not given", so
 * each field is documented as optional and nullable.
 */
// @nestjs/swagger's metadata keys of documented properties (its constants are not exported).
const PROPERTIES = 'swagger/apiModelProperties';
const PROPERTY_NAMES = 'swagger/apiModelPropertiesArray';

export function NullablePartialType<T>(classRef: Type<T>): Type<Partial<T>> {
  const partial = PartialType(classRef);
  const fields = (Reflect.getMetadata(PROPERTY_NAMES, classRef.prototype) as string[] | undefined) ?? [];
  for (const field of fields.map((name) => name.replace(/^:/, ''))) {
    const metadata = (Reflect.getMetadata(PROPERTIES, classRef.prototype, field) as Record<string, unknown> | undefined) ?? {};
    ApiProperty({ ...metadata, required: false, nullable: true })(partial.prototype, field);
  }
  return partial;
}
