import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { ADMIN, signIn, startApp, TestApp } from '../support/app';

/**
 * Every signed-in list (each GET in openapi.yaml that takes react-admin's sort, range and filter,
 * so lists added later are covered too), called by an admin with wrong sort, range and filter
 * values: the answer is a 400 that says what is wrong, never a 500 and never a page.
 */
type Operation = { security?: unknown[]; parameters?: Array<{ name: string; in: string }> };

function signedInListPaths(): string[] {
  const document = load(readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths)
    .filter(([, methods]) => {
      const get = methods.get;
      const query = new Set((get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      const hasPathParameter = (get?.parameters ?? []).some((p) => p.in === 'path');
      return !!get?.security?.length && query.has('sort') && query.has('range') && query.has('filter') && !hasPathParameter;
    })
    .map(([path]) => path);
}

const NOT_JSON = ['not json', '{', '[', "['id','ASC']", 'x'.repeat(5000)];

const WRONG: Record<'sort' | 'range' | 'filter', string[]> = {
  sort: [
    ...NOT_JSON,
    'null',
    '"id"',
    '{"field":"id","order":"ASC"}',
    '[]',
    '["id"]',
    '["id","ASC","extra"]',
    '[1,"ASC"]',
    '["id",1]',
    '["no_such_field","ASC"]',
    '["id; DROP TABLE crm_users","ASC"]',
    '["constructor","ASC"]',
    '["__proto__","DESC"]',
    '["toString","ASC"]',
    '["id","SIDEWAYS"]',
  ],
  range: [
    ...NOT_JSON,
    'null',
    '{}',
    '[]',
    '[0]',
    '[0,1,2]',
    '["0","24"]',
    '[10,2]',
    '[-1,5]',
    '[-10,-1]',
    '[0,-1]',
    '[0.5,2]',
    '[0,1000000]',
    '[0,1e308]',
    '[1e308,1e308]',
    '[100000000000000000000,100000000000000000001]',
    '[9007199254740993,9007199254740993]',
  ],
  filter: [
    ...NOT_JSON,
    'null',
    '42',
    '"q"',
    '[]',
    '[{"id":1}]',
    '{"no_such_filter":1}',
    '{"name":{"$gt":"a"}}',
    '{"q":{"$gt":"a"}}',
    '{"q":["a","b"]}',
    '{"id":{"$in":[1,2]}}',
    '{"id":{"$ne":null}}',
    '{"id":[[1]]}',
    '{"id":[{"$gt":0}]}',
    '{"id":[null]}',
    `{"id":[${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}]}`,
    '{"__proto__":{"id":1}}',
    '{"constructor":1}',
    '{"hasOwnProperty":"x"}',
    '{"toString":"x"}',
  ],
};

describe("An admin's wrong list parameters never get a 500", () => {
  let t: TestApp;
  let cookie: string;
  const paths = signedInListPaths();

  beforeAll(async () => {
    t = await startApp();
    cookie = await signIn(t, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  it('covers the signed-in lists', () => {
    expect(paths).toEqual(expect.arrayContaining(['/api/crm/users', '/api/crm/providers']));
  });

  it.each(paths)('%s: each wrong sort, range and filter answers 400 with a message', async (path) => {
    const failures: string[] = [];
    for (const [name, values] of Object.entries(WRONG)) {
      for (const value of values) {
        const res = await t.http
          .get(path)
          .query({ [name]: value })
          .set('Cookie', cookie);
        const message: unknown = res.body?.message;
        if (res.status !== 400 || !(typeof message === 'string' && message.length > 0)) {
          failures.push(`${name}=${value.slice(0, 60)}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(paths)('%s: an empty id list answers an empty page', async (path) => {
    const res = await t.http.get(path).query({ filter: '{"id":[]}' }).set('Cookie', cookie).expect(200);
    expect(res.headers['content-range']).toMatch(/\/0$/);
  });

  it.each(paths)('%s: right parameters still answer a page', async (path) => {
    const res = await t.http.get(path).query({ sort: '["id","DESC"]', range: '[0,0]', filter: '{"id":[1,2,3]}' }).set('Cookie', cookie).expect(200);
    expect(res.headers['content-range']).toMatch(/ 0-0\/\d+$/);
  });
});
