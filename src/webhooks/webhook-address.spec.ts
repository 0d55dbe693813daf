import { isBlockedAddress, literalAddress } from './webhook-address';
import { urlProblem } from './webhook-sender';

describe('addresses a webhook may not reach', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd00::1',
    'fc12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    'ff02::1',
  ])('%s is refused', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2a00:1450:4009:81f::200e', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is allowed', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('reads a host written as an address, IPv6 in brackets', () => {
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(literalAddress('partner.example.co.uk')).toBeNull();
  });
});

describe('webhook URLs', () => {
  const production = { requireHttps: true, allowPrivate: false };
  const development = { requireHttps: false, allowPrivate: false };

  it('takes only https in production, http too elsewhere', () => {
    expect(urlProblem('https://partner.example.co.uk/hooks', production)).toBeNull();
    expect(urlProblem('http://partner.example.co.uk/hooks', production)).toBe('url must start with https://');
    expect(urlProblem('http://partner.example.co.uk/hooks', development)).toBeNull();
    expect(urlProblem('not a url', development)).toBe('url must be a valid URL');
  });

  it('refuses credentials and blocked addresses; a non-production setting may allow a local receiver', () => {
    expect(urlProblem('https://user:pass@partner.example.co.uk/', production)).toBe('url must not carry a user name or password');
    expect(urlProblem('https://192.168.0.10/hooks', production)).toBe('Refused: 192.168.0.10 is a private, loopback or link-local address');
    expect(urlProblem('http://127.0.0.1:8080/hooks', development)).toBe('Refused: 127.0.0.1 is a private, loopback or link-local address');
    expect(urlProblem('http://127.0.0.1:8080/hooks', { requireHttps: false, allowPrivate: true })).toBeNull();
  });
});
