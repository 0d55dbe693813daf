import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

function driverError(code: string, message = code): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable: an outage (503) told apart from a failing request (500 or 4xx)', () => {
  it.each(['ECONNREFUSED', 'PROTOCOL_CONNECTION_LOST', 'ETIMEDOUT', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'SQLITE_BUSY'])(
    'takes %s, bare (a failed pool connect) or wrapped by TypeORM (QueryFailedError.driverError)',
    (code) => {
      expect(isDatabaseUnavailable(driverError(code))).toBe(true);
      expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], driverError(code)))).toBe(true);
    },
  );

  it("takes mysql2's error for a query on a connection the server closed", () => {
    expect(isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state"))).toBe(true);
  });

  it.each([
    ['a duplicate key', driverError('ER_DUP_ENTRY')],
    ['a syntax error', driverError('ER_PARSE_ERROR')],
    ['a constraint', driverError('SQLITE_CONSTRAINT_FOREIGNKEY')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], error instanceof Error ? error : new Error('x')))).toBe(false);
  });
});
