import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Storage = ReturnType<typeof getMetadataStorage>;
type Grouped = Record<string, ValidationMetadata[]>;

const cached = new WeakSet<Storage>();

/**
 * Remembers, per DTO class and options, the validation rules class-validator gathers on every
 * validate() call: it walks the rules of every class in the app (an instanceof test each) to find
 * a DTO's inherited ones and groups them by property anew each time, which was most of the cost of
 * validating a request body. The rules themselves are still the DTOs' decorators, read as before;
 * a rule registered later (a class loaded after the first validation) empties the memory.
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  if (cached.has(storage)) return;
  cached.add(storage);
  const gather = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  let byTarget = new Map<object, Map<string, ValidationMetadata[]>>();
  let groupedOf = new WeakMap<ValidationMetadata[], Grouped>();

  const forget = <A extends unknown[]>(register: (...args: A) => void) => {
    return (...args: A): void => {
      byTarget = new Map();
      groupedOf = new WeakMap();
      register(...args);
    };
  };
  storage.addValidationMetadata = forget(storage.addValidationMetadata.bind(storage));
  storage.addConstraintMetadata = forget(storage.addConstraintMetadata.bind(storage));

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = JSON.stringify([schema, always, strictGroups, groups]);
    let ofTarget = byTarget.get(target);
    if (!ofTarget) byTarget.set(target, (ofTarget = new Map()));
    let metadatas = ofTarget.get(key);
    if (!metadatas) ofTarget.set(key, (metadatas = gather(target, schema, always, strictGroups, groups)));
    return metadatas;
  };
  storage.groupByPropertyName = (metadatas) => {
    let grouped = groupedOf.get(metadatas);
    if (!grouped) groupedOf.set(metadatas, (grouped = group(metadatas)));
    return grouped;
  };
}
