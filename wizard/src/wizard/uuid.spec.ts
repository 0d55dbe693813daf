import { describe, expect, it } from '@jest/globals';
import { newUuid } from './uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newUuid({ getRandomValues: (array) => array, randomUUID: () => '11111111-1111-4111-8111-111111111111' })).toBe(
      '11111111-1111-4111-8111-111111111111',
    );
  });

  it('builds a version 4 UUID from random bytes otherwise', () => {
    const id = newUuid({ getRandomValues: (array) => globalThis.crypto.getRandomValues(array) });
    expect(id).toMatch(UUID_V4);
  });
});
