import { BadRequestException } from '@nestjs/common';
import { DataSource, Entity, PrimaryGeneratedColumn, Column } from 'typeorm';
import { listFilters } from './list-filters';
import { listQuery, parseFilter, parseRange, parseSort, RANGE_MAX_INDEX } from './list-query';

const spec = { sortable: { name: 'u.name', createdAt: 'u.createdAt' }, defaultSort: ['name', 'ASC'] as ['name', 'ASC'] };

describe('react-admin list parameters', () => {
  it('maps sort fields to SQL columns and falls back to the default', () => {
    expect(parseSort('["createdAt","desc"]', spec)).toEqual(['u.createdAt', 'DESC']);
    expect(parseSort(undefined, spec)).toEqual(['u.name', 'ASC']);
  });

  it('refuses sort fields that are not listed (no SQL injection through sort), also names every object has', () => {
    expect(() => parseSort('["name; DROP TABLE users","ASC"]', spec)).toThrow(BadRequestException);
    expect(() => parseSort('["name","SIDEWAYS"]', spec)).toThrow('sort order must be ASC or DESC');
    for (const field of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => parseSort(`["${field}","ASC"]`, spec)).toThrow('sort field must be one of: name, createdAt');
    }
  });

  it('turns an inclusive range into skip/take and caps the page size', () => {
    expect(parseRange('[10,19]', 500)).toEqual({ skip: 10, take: 10 });
    expect(parseRange('[0,0]', 500)).toEqual({ skip: 0, take: 1 });
    expect(parseRange(undefined, 500)).toEqual({ skip: 0, take: 25 });
    expect(() => parseRange('[0,1000]', 500)).toThrow('range may span at most 500 records');
  });

  it.each([
    ['[10,2]', 'range must not end before it starts (got [10,2])'],
    ['[-1,5]', 'range must not be negative'],
    ['[0,-1]', 'range must not be negative'],
    ['[0.5,2]', 'range must be two whole numbers'],
    ['[1e308,1e308]', `range must not go past ${RANGE_MAX_INDEX}`],
    ['[0,1e308]', `range must not go past ${RANGE_MAX_INDEX}`],
    ['["0","24"]', 'range must look like [0,24]'],
    ['[0]', 'range must look like [0,24]'],
    ['{}', 'range must look like [0,24]'],
    ['null', 'range must look like [0,24]'],
    ['[0,', 'range must be valid JSON'],
  ])('refuses the range %s with a clear message', (raw, message) => {
    expect(() => parseRange(raw, 500)).toThrow(message);
  });

  it('parses filters as a JSON object', () => {
    expect(parseFilter('{"q":"x"}')).toEqual({ q: 'x' });
    expect(() => parseFilter('[1]')).toThrow('filter must be a JSON object');
    expect(() => parseFilter('{')).toThrow('filter must be valid JSON');
  });
});

@Entity('people')
class Person {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;
}

describe('listQuery filters (SQLite)', () => {
  let dataSource: DataSource;
  const people = () => dataSource.getRepository(Person).createQueryBuilder('p');
  const list = (filter: string) =>
    listQuery(
      people(),
      { filter },
      {
        resource: 'people',
        sortable: { id: 'p.id', name: 'p.name' },
        defaultSort: ['id', 'ASC'],
        filters: { q: listFilters.search('q', ['p.name']), id: listFilters.equals('id', 'p.id') },
      },
    );

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Person], synchronize: true });
    await dataSource.initialize();
    await dataSource.getRepository(Person).save([{ name: 'Ada' }, { name: 'Brian' }, { name: 'Cleo' }]);
  });
  afterAll(() => dataSource.destroy());

  it('sorts by the id both ways (the tie-break on the id does not undo a descending id sort)', async () => {
    const sorted = (sort: string) => listQuery(people(), { sort }, { resource: 'people', sortable: { id: 'p.id' }, defaultSort: ['id', 'ASC'] });
    expect((await sorted('["id","DESC"]')).items.map((person) => person.name)).toEqual(['Cleo', 'Brian', 'Ada']);
    expect((await sorted('["id","ASC"]')).items.map((person) => person.name)).toEqual(['Ada', 'Brian', 'Cleo']);
  });

  it('pages in the sort order with the total of every match, also past the end and on a last page that is not full', async () => {
    const page = (range: string, sort = '["name","DESC"]', filter = '{}') =>
      listQuery(
        people(),
        { range, sort, filter },
        { resource: 'people', sortable: { name: 'p.name' }, defaultSort: ['name', 'ASC'], filters: { q: listFilters.search('q', ['p.name']) } },
      );
    const names = async (range: string, sort?: string, filter?: string) => {
      const result = await page(range, sort, filter);
      return [result.items.map((person) => person.name), result.contentRange];
    };
    expect(await names('[0,1]')).toEqual([['Cleo', 'Brian'], 'people 0-1/3']);
    expect(await names('[1,1]', '["name","ASC"]')).toEqual([['Brian'], 'people 1-1/3']);
    expect(await names('[2,9]')).toEqual([['Ada'], 'people 2-2/3']);
    expect(await names('[5,9]')).toEqual([[], 'people 5-5/3']);
    expect(await names('[0,0]', '["name","ASC"]', '{"q":"a"}')).toEqual([['Ada'], 'people 0-0/2']);
    expect(await names('[0,9]', '["name","ASC"]', '{"q":"i"}')).toEqual([['Brian'], 'people 0-0/1']);
    expect(await names('[1,9]', '["name","ASC"]', '{"q":"zz"}')).toEqual([[], 'people 1-1/0']);
  });

  it('with countUpTo, counts only to that many or to the page end, and past it answers "more than" with a * total', async () => {
    const page = async (range: string, countUpTo: number, count?: (atMost: number | undefined) => Promise<number | null>) => {
      const result = await listQuery(people(), { range }, { resource: 'people', sortable: { id: 'p.id' }, defaultSort: ['id', 'ASC'], countUpTo, count });
      return [result.items.map((person) => person.name), result.contentRange, result.total, result.totalIsLowerBound];
    };
    expect(await page('[0,0]', 2)).toEqual([['Ada'], 'people 0-0/*', 2, true]);
    expect(await page('[1,1]', 2)).toEqual([['Brian'], 'people 1-1/*', 2, true]);
    // The page's end is further than countUpTo: counted to it, and the last page is exact.
    expect(await page('[0,2]', 2)).toEqual([['Ada', 'Brian', 'Cleo'], 'people 0-2/3', 3, false]);
    expect(await page('[0,0]', 3)).toEqual([['Ada'], 'people 0-0/3', 3, false]);
    // The caller's own count is told how far to count.
    const asked: Array<number | undefined> = [];
    const own = async (atMost: number | undefined) => (asked.push(atMost), 3);
    expect(await page('[0,1]', 1, own)).toEqual([['Ada', 'Brian'], 'people 0-1/*', 2, true]);
    expect(asked).toEqual([2]);
  });

  it("with pageIds, reads the rows of the ids the caller chose, in the caller's order, and knows a short page is the last", async () => {
    const asked: unknown[][] = [];
    // The caller's order (say, a narrower table's) is not the query's own (by id).
    const chooser = async (skip: number, take: number, order: 'ASC' | 'DESC') => {
      asked.push([skip, take, order]);
      return [2, 3, 1].slice(skip, skip + take);
    };
    const page = async (range: string) => {
      const result = await listQuery(
        people(),
        { range, sort: '["id","ASC"]' },
        { resource: 'people', sortable: { id: 'p.id' }, defaultSort: ['id', 'ASC'], pageIds: chooser },
      );
      return [result.items.map((person) => person.name), result.contentRange];
    };
    expect(await page('[0,1]')).toEqual([['Brian', 'Cleo'], 'people 0-1/3']);
    expect(await page('[1,5]')).toEqual([['Cleo', 'Ada'], 'people 1-2/3']);
    expect(asked).toEqual([
      [0, 2, 'ASC'],
      [1, 5, 'ASC'],
    ]);
  });

  it('with pageIds and countUpTo, reads on as far as the count needs and counts nothing else', async () => {
    const asked: unknown[][] = [];
    const chooser = async (skip: number, upTo: number) => (asked.push([skip, upTo]), [2, 3, 1].slice(skip, skip + upTo));
    const notCounted = async (): Promise<number> => {
      throw new Error('counted separately');
    };
    const page = async (range: string, countUpTo: number, count = notCounted) => {
      const result = await listQuery(
        people(),
        { range },
        { resource: 'people', sortable: { id: 'p.id' }, defaultSort: ['id', 'ASC'], pageIds: chooser, countUpTo, count },
      );
      return [result.items.map((person) => person.name), result.contentRange, result.total, result.totalIsLowerBound];
    };
    // One past the count's limit read: "more than 2".
    expect(await page('[0,0]', 2)).toEqual([['Brian'], 'people 0-0/*', 2, true]);
    // Read to the end before the limit: the exact total, also when the page itself is full.
    expect(await page('[0,0]', 3)).toEqual([['Brian'], 'people 0-0/3', 3, false]);
    expect(await page('[1,2]', 3)).toEqual([['Cleo', 'Ada'], 'people 1-2/3', 3, false]);
    expect(asked).toEqual([
      [0, 3],
      [0, 4],
      [1, 3],
    ]);
    // A page past the end reads nothing, so the list is counted.
    expect(await page('[5,6]', 3, async () => 3)).toEqual([[], 'people 5-5/3', 3, false]);
  });

  it('answers an empty page for an empty id list (react-admin asking for no records)', async () => {
    expect(await list('{"id":[]}')).toEqual({ items: [], total: 0, totalIsLowerBound: false, contentRange: 'people 0-0/0' });
    expect((await list('{"id":[1,3]}')).items.map((person) => person.name)).toEqual(['Ada', 'Cleo']);
  });

  it.each([
    ['{"q":{"$gt":"a"}}', 'filter "q" must be a text, a number, true/false or a list of them'],
    ['{"id":{"$in":[1]}}', 'filter "id" must be a text, a number, true/false or a list of them'],
    ['{"id":[[1]]}', 'filter "id" must list only texts, numbers or true/false'],
    ['{"id":[{"$ne":1}]}', 'filter "id" must list only texts, numbers or true/false'],
    ['{"id":[null]}', 'filter "id" must list only texts, numbers or true/false'],
    ['{"id":[0,1,…,1000]}', 'filter "id" may list at most 1000 values'],
    ['{"q":["a","b"]}', 'a search filter must be a text, not a list'],
    ['{"name":"Ada"}', 'filter "name" is not supported'],
    ['{"__proto__":1}', 'filter "__proto__" is not supported'],
    ['{"hasOwnProperty":1}', 'filter "hasOwnProperty" is not supported'],
    ['{"constructor":"x"}', 'filter "constructor" is not supported'],
  ])('refuses %s with a clear message', async (filter, message) => {
    const raw = filter.replace('0,1,…,1000', Array.from({ length: 1001 }, (_, i) => i).join(','));
    await expect(list(raw)).rejects.toThrow(message);
  });
});
