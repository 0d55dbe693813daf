import { ArgumentsHost, Logger, ServiceUnavailableException } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

/** A reply that records what the filter answers. */
function hostFor() {
  const reply = {
    sent: false,
    statusCode: 0,
    body: undefined as unknown,
    header: () => reply,
    status(code: number) {
      reply.statusCode = code;
      return reply;
    },
    type: () => reply,
    send(body: unknown) {
      reply.body = body;
      return Promise.resolve(reply);
    },
  };
  const host = { switchToHttp: () => ({ getRequest: () => ({ url: '/api/analyze-document' }), getResponse: () => reply }) } as unknown as ArgumentsHost;
  return { host, reply };
}

describe('AllExceptionsFilter: what an operator reads in the log for a 5xx', () => {
  const filter = new AllExceptionsFilter({ serve: async () => false } as unknown as ConstructorParameters<typeof AllExceptionsFilter>[0]);
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('a 503 the code answers on purpose (busy) is one warning line without a stack, and the client gets its message', async () => {
    const { host, reply } = hostFor();
    await filter.catch(new ServiceUnavailableException('Document analysis is busy at the moment. Please try again in a minute.'), host);
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toEqual({
      statusCode: 503,
      message: 'Document analysis is busy at the moment. Please try again in a minute.',
      error: 'Service Unavailable',
    });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('503 answered: Document analysis is busy at the moment. Please try again in a minute.');
  });

  it('an unexpected error is logged with its stack as an error, and the client gets a plain 500 without internals', async () => {
    const { host, reply } = hostFor();
    await filter.catch(new TypeError('cannot read properties of undefined'), host);
    expect(reply.statusCode).toBe(500);
    expect(reply.body).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('TypeError: cannot read properties of undefined\n    at '));
    expect(warn).not.toHaveBeenCalled();
  });
});
