import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiErrorMessage, apiRequest, buildRequestInit, describeError } from './client';

const realFetch = globalThis.fetch;

function stubFetch(response: Response) {
  const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(response);
  globalThis.fetch = fetchMock;
  return fetchMock;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('buildRequestInit', () => {
  it('sends credentials and no body or content type without a payload', () => {
    expect(buildRequestInit('GET')).toEqual({ method: 'GET', credentials: 'include' });
  });

  it('adds the JSON content type and body when a payload exists', () => {
    expect(buildRequestInit('POST', {})).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  });
});

describe('apiErrorMessage', () => {
  it('is the status, a colon and a space, then the body text or the status text', () => {
    expect(apiErrorMessage(400, 'Bad Request', 'businessName is required')).toBe('400: businessName is required');
    expect(apiErrorMessage(404, 'Not Found', '')).toBe('404: Not Found');
  });
});

describe('apiRequest', () => {
  it('answers the parsed JSON body', async () => {
    const fetchMock = stubFetch(new Response('{"id":"abc"}', { status: 201 }));
    await expect(apiRequest('POST', '/api/business-profiles', { businessName: 'Acme' })).resolves.toEqual({ id: 'abc' });
    expect(fetchMock).toHaveBeenCalledWith('/api/business-profiles', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"businessName":"Acme"}',
    });
  });

  it('answers undefined for an empty body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/quotes/1/select', {})).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying the status and the body text', async () => {
    stubFetch(new Response('Profile not found', { status: 404, statusText: 'Not Found' }));
    const error = await apiRequest('GET', '/api/business-profiles/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: Profile not found' });
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/providers/1/terminals')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('extra headers', () => {
  it('are sent with the JSON headers', () => {
    expect(buildRequestInit('POST', {}, { 'Idempotency-Key': 'k1' })).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
      body: '{}',
    });
  });
});

describe('describeError', () => {
  it('reduces a JSON error body to its message, keeping the status', () => {
    const body = JSON.stringify({ statusCode: 400, message: ['businessName must be a string', 'paymentStatus must be one of: new'], error: 'Bad Request' });
    expect(describeError(new ApiError(400, 'Bad Request', body))).toBe('400: businessName must be a string; paymentStatus must be one of: new');
    expect(describeError(new ApiError(404, 'Not Found', '{"message":"Business profile not found"}'))).toBe('404: Business profile not found');
  });

  it('keeps a plain body and other errors as they are', () => {
    expect(describeError(new ApiError(502, 'Bad Gateway', 'upstream down'))).toBe('502: upstream down');
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
