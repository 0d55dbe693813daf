import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SERVICE_TIERS } from '../content/landing';
import { companyLink, forgetCompany, loadCompany, supportEmail, type PublicCompany } from './company';

const ACME: PublicCompany = {
  name: 'Acme Payments Ltd',
  phone: '0113 000 0123',
  address: '2 High Street, Leeds, LS1 1AA',
  supportEmail: 'support@acme-payments.co.uk',
  bookingUrl: 'https://acme-payments.co.uk/book',
  expertContactUrl: 'https://acme-payments.co.uk/expert',
  isExample: false,
};

const realFetch = globalThis.fetch;

function stubFetch(...responses: (() => Response)[]) {
  const fetchMock = jest.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockImplementationOnce(async () => response());
  globalThis.fetch = fetchMock;
  return fetchMock;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  globalThis.fetch = realFetch;
  forgetCompany();
});

describe("the company's details (GET /api/company)", () => {
  it('are asked for once, and the tiers link where the API says', async () => {
    const fetchMock = stubFetch(json(ACME));
    const [company, again] = await Promise.all([loadCompany(), loadCompany()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/company');
    expect(again).toBe(company);
    const links = SERVICE_TIERS.flatMap((tier) => (tier.action.kind === 'external' ? [[tier.action.label, companyLink(company, tier.action.link)]] : []));
    expect(links).toEqual([
      ['Book Now', 'https://acme-payments.co.uk/book'],
      ['Contact Us', 'https://acme-payments.co.uk/expert'],
    ]);
    expect(supportEmail(company)).toBe('support@acme-payments.co.uk');
  });

  it('leave the links without an address until they are known', () => {
    expect(companyLink(null, 'bookingUrl')).toBeUndefined();
    expect(supportEmail(null)).toBeUndefined();
  });

  it('never link to anything but an absolute http(s) address or a plain email', () => {
    const odd = { ...ACME, bookingUrl: 'javascript:alert(1)', expertContactUrl: '/contact', supportEmail: 'a@b.co?bcc=x@y.z' };
    expect(companyLink(odd, 'bookingUrl')).toBeUndefined();
    expect(companyLink(odd, 'expertContactUrl')).toBeUndefined();
    expect(supportEmail({ ...odd, supportEmail: 'help <a@b.co>' })).toBeUndefined();
  });

  it('are asked for again after a failed request', async () => {
    const fetchMock = stubFetch(json({ message: 'down' }, 503), json(ACME));
    await expect(loadCompany()).rejects.toThrow('503');
    await expect(loadCompany()).resolves.toEqual(ACME);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
