import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { analyzeDocument, createLead, markQuoteSelected, trackQuietly } from './wizardApi';

const realFetch = globalThis.fetch;

function stubFetch(...responses: Response[]) {
  const fetchMock = jest.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  globalThis.fetch = fetchMock;
  return fetchMock;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('createLead', () => {
  it("sends the Idempotency-Key header and the profile owner's session id", async () => {
    const fetchMock = stubFetch(json({ id: 1, applicationReference: 'MC-7K3P9QXA', status: 'created' }, 201));
    await createLead({ businessProfileId: 'p1' }, 'key-1', 'session-1');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1', 'X-Session-Id': 'session-1' });
  });
});

describe('markQuoteSelected (older wizard at submit)', () => {
  it('selects the quote of the chosen provider with the reasoning and the session id', async () => {
    const fetchMock = stubFetch(
      json([
        { id: 7, providerId: 3 },
        { id: 8, providerId: 5 },
      ]),
      json({ id: 8 }),
    );
    await markQuoteSelected('p1', 5, 'session-1', 'Customer selected this provider via the comparison wizard');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/business-profiles/p1/quotes');
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).toEqual({ 'X-Session-Id': 'session-1' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/quotes/8/select');
    expect(JSON.parse((fetchMock.mock.calls[1][1] as RequestInit).body as string)).toEqual({
      selectionReasoning: 'Customer selected this provider via the comparison wizard',
      sessionId: 'session-1',
    });
  });

  it('only logs a missing quote or a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(json([{ id: 7, providerId: 3 }]));
    await expect(markQuoteSelected('p1', 5, 's', 'r')).resolves.toBeUndefined();
    stubFetch(new Response('nope', { status: 500 }));
    await expect(markQuoteSelected('p1', 5, 's', 'r')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('analyzeDocument', () => {
  const file = new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });

  it('posts the profile id and the document as multipart, with credentials and the session id header', async () => {
    const fetchMock = stubFetch(json({ extractedData: { monthlyTurnover: 1000 }, summary: 'Found' }));
    await expect(analyzeDocument(file, 'p1', 'session-1')).resolves.toEqual({ extractedData: { monthlyTurnover: 1000 }, summary: 'Found' });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'X-Session-Id': 'session-1' });
    const body = init.body as FormData;
    expect(body.get('businessProfileId')).toBe('p1');
    expect((body.get('document') as File).name).toBe('statement.pdf');
  });

  it("throws the server's message, or 'Failed to analyse document'", async () => {
    stubFetch(json({ statusCode: 413, message: 'File size must be less than 10MB' }, 413));
    await expect(analyzeDocument(file, 'p1', 's')).rejects.toThrow('File size must be less than 10MB');
    stubFetch(new Response('', { status: 502 }));
    await expect(analyzeDocument(file, 'p1', 's')).rejects.toThrow('Failed to analyse document');
  });
});

describe('trackQuietly', () => {
  it('never throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
    await expect(trackQuietly('/api/track-user', 's')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('sends the step reached with the session id', async () => {
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock;
    await trackQuietly('/api/track-step', 's', { step: 3 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/api/track-step');
    expect(JSON.parse(String(init?.body))).toEqual({ sessionId: 's', step: 3 });
  });
});
