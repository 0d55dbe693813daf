import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { map, Observable } from 'rxjs';
import { getMetadataArgsStorage } from 'typeorm';

/** How deep an answer is searched: views are shallow; a deeper answer is not walked further. */
const MAX_DEPTH = 8;

/** The name of the first entity instance found in `value`, or null. */
export function entityIn(value: unknown, entities: ReadonlySet<unknown>, depth = 0): string | null {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (entities.has(value.constructor)) return value.constructor.name;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) {
    const found = entityIn(child, entities, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Answers are views whose fields are listed, never entities: an entity serialised as it is would
 * answer every column it has, a secret one added later included. Installed in tests only (the
 * walk costs time on every answer): an answer that carries an instance of any TypeORM entity
 * class fails the request with an error naming the entity, so every suite checks every answer.
 */
@Injectable()
export class ViewsOnlyInterceptor implements NestInterceptor {
  private readonly entities: ReadonlySet<unknown> = new Set(getMetadataArgsStorage().tables.map((table) => table.target));

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body: unknown) => {
        const entity = entityIn(body, this.entities);
        if (entity) throw new Error(`An answer carried a ${entity} entity: map it to a view whose fields are listed`);
        return body;
      }),
    );
  }
}
