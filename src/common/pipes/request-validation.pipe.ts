import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { cacheValidationMetadata } from './validation-metadata-cache';

/**
 * The one validation of request input: class-validator on the DTO, unknown fields refused, values
 * transformed to the DTO's types.
 *
 * A JSON body must be an object: ValidationPipe refuses [], "text" and 42 with 'Validation failed
 * (object is expected)' but lets a bare null through (read as "no fields"), so null is refused here
 * with the same answer. Handlers that take any body (the tracking beacons, typed unknown) are not
 * validated and still take it. The rules class-validator gathers for a DTO are remembered
 * (validation-metadata-cache.ts).
 */
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, transformOptions: { enableImplicitConversion: false } });
    cacheValidationMetadata();
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && value === null && this.toValidate(metadata)) throw new BadRequestException(['Validation failed (object is expected)']);
    return super.transform(value, metadata);
  }
}
