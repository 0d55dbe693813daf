import { createServer, type Server } from 'node:http';
import { checkedRequest } from '../support/openapi-check';

/**
 * The e2e client's OpenAPI check (test/support/openapi-check.ts) must fail a test whose exchange
 * differs from openapi.yaml, or the document could drift from the server again unseen. A tiny
 * server plays a documented route (GET /api/company) and answers what the document does not allow.
 */
describe('the e2e OpenAPI check', () => {
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let server: Server;

  beforeAll(() => {
    server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  afterAll(() => server.close());

  const get = () => checkedRequest(server).get('/api/company');

  it('fails an answer whose body does not match the documented schema, naming the operation and the field', async () => {
    answer = { status: 200, body: { name: 42 } };
    await expect(get().expect(200)).rejects.toThrow(
      /GET \/api\/company \(CompanyController_get\) answered 200; the exchange differs from openapi\.yaml:[\s\S]*answer body/,
    );
  });

  it('fails an answer whose status the document does not list', async () => {
    answer = { status: 418, body: { message: 'teapot' } };
    await expect(get().expect(418)).rejects.toThrow(/answer status 418 is not listed/);
  });

  it('lets a documented exchange through', async () => {
    const company = { name: 'A Ltd', phone: '020 1234 5678', address: '1 High Street, London', supportEmail: 'help@a.test' };
    answer = { status: 200, body: { ...company, bookingUrl: 'https://a.test/book', expertContactUrl: 'https://a.test/expert', isExample: false } };
    await get().expect(200);
  });
});
