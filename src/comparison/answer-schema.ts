import type { Type } from '@nestjs/common';
import { dirname, join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const services = (file: string) => require(join(dirname(require.resolve('@nestjs/swagger')), 'services', file));
const { ModelPropertiesAccessor } = services('model-properties-accessor');
const { SchemaObjectFactory } = services('schema-object-factory');
const { SwaggerTypesMapper } = services('swagger-types-mapper');

/** A JSON schema that names its nested schemas under `definitions`. */
export interface AnswerSchema {
  $ref: string;
  definitions: Record<string, unknown>;
}

/** Rewrites the API document's references (#/components/schemas/X) to the schema's own (#/definitions/X). */
function localRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? item.replace('#/components/schemas/', '#/definitions/') : localRefs(item),
    ]),
  );
}

/**
 * The JSON schema of an answer, read from its DTO's @ApiProperty decorators by the same code that
 * writes openapi.yaml (@nestjs/swagger's schema factory), so the answer the route serialises and
 * the one the API document describes are one description. Given to Fastify as the route's response
 * schema, the answer is serialised by a function compiled once for it (fast-json-stringify) instead
 * of JSON.stringify, and only the documented fields leave the server.
 */
export function answerSchema(dto: Type<unknown>): AnswerSchema {
  const schemas: Record<string, unknown> = {};
  const name = new SchemaObjectFactory(new ModelPropertiesAccessor(), new SwaggerTypesMapper()).exploreModelSchema(dto, schemas as never);
  return { $ref: `#/definitions/${name}`, definitions: localRefs(schemas) as Record<string, unknown> };
}
