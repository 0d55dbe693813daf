import { entityIn } from './views-only.interceptor';

/** Stands for an entity class (the interceptor gives entityIn every TypeORM entity class). */
class Terminal {
  id: number;
  name: string;
}

describe('an answer that carries an entity', () => {
  const entities = new Set<unknown>([Terminal]);

  it('is found wherever it sits in the answer, and named', () => {
    const terminal = Object.assign(new Terminal(), { id: 1, name: 'Dojo Go' });
    expect(entityIn(terminal, entities)).toBe('Terminal');
    expect(entityIn([{ id: 1 }, terminal], entities)).toBe('Terminal');
    expect(entityIn({ page: { items: [terminal] } }, entities)).toBe('Terminal');
  });

  it('is not found in a view of plain values', () => {
    expect(entityIn({ id: 1, name: 'Dojo Go', features: ['wifi'], createdAt: new Date() }, entities)).toBeNull();
    expect(entityIn(null, entities)).toBeNull();
    expect(entityIn('text', entities)).toBeNull();
  });
});
