import { tmpdir } from 'node:os';
import type { Clock } from '../common/clock/clock';
import { loadConfig } from '../config/env';
import { LoginThrottle } from './login-throttle';

describe('failed sign-in limit', () => {
  const config = { ...loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) }), rateLimitLogin: 2 };
  let time: number;
  const clock = { now: () => new Date(time) } as Clock;
  const LIMITED = 'Too many failed sign-in attempts';

  beforeEach(() => {
    time = Date.UTC(2026, 0, 1);
  });

  it('counts each attempt as it starts, so the attempt past the limit is refused before any password check', () => {
    const throttle = new LoginThrottle(config, clock);
    throttle.reserve('1.1.1.1', 'a@x.co');
    throttle.reserve('2.2.2.2', 'a@x.co');
    expect(() => throttle.reserve('3.3.3.3', 'a@x.co')).toThrow(LIMITED);
    expect(() => throttle.reserve('3.3.3.3', 'b@x.co')).not.toThrow();
  });

  it('blocks an IP after the limit, for any email', () => {
    const throttle = new LoginThrottle(config, clock);
    throttle.reserve('1.1.1.1', 'a@x.co');
    throttle.reserve('1.1.1.1', 'b@x.co');
    expect(() => throttle.reserve('1.1.1.1', 'c@x.co')).toThrow(LIMITED);
  });

  it('takes back a successful attempt and forgets the email’s failures, but not the IP’s other failures', () => {
    const throttle = new LoginThrottle(config, clock);
    throttle.reserve('1.1.1.1', 'a@x.co');
    throttle.reserve('2.2.2.2', 'a@x.co').succeeded();
    throttle.reserve('2.2.2.2', 'a@x.co');
    throttle.reserve('3.3.3.3', 'a@x.co');
    expect(() => throttle.reserve('4.4.4.4', 'a@x.co')).toThrow(LIMITED);
    expect(() => throttle.reserve('1.1.1.1', 'b@x.co')).not.toThrow();
    expect(() => throttle.reserve('1.1.1.1', 'c@x.co')).toThrow(LIMITED);
  });

  it('counts attempts through a trusted device per device, not per email', () => {
    const throttle = new LoginThrottle(config, clock);
    throttle.reserve('1.1.1.1', 'a@x.co');
    throttle.reserve('2.2.2.2', 'a@x.co');
    expect(() => throttle.reserve('3.3.3.3', 'a@x.co')).toThrow(LIMITED);
    throttle.reserve('4.4.4.4', 'a@x.co', 'device-1');
    throttle.reserve('5.5.5.5', 'a@x.co', 'device-1');
    expect(() => throttle.reserve('6.6.6.6', 'a@x.co', 'device-1')).toThrow(LIMITED);
    expect(() => throttle.reserve('6.6.6.6', 'a@x.co', 'device-2')).not.toThrow();
  });

  it('still limits a trusted device’s IP', () => {
    const throttle = new LoginThrottle(config, clock);
    throttle.reserve('1.1.1.1', 'b@x.co');
    throttle.reserve('1.1.1.1', 'c@x.co');
    expect(() => throttle.reserve('1.1.1.1', 'a@x.co', 'device-1')).toThrow(LIMITED);
  });

  it('forgets attempts after 15 minutes', () => {
    const throttle = new LoginThrottle(config, clock);
    throttle.reserve('1.1.1.1', 'a@x.co');
    throttle.reserve('1.1.1.1', 'a@x.co');
    time += 15 * 60 * 1000 + 1;
    expect(() => throttle.reserve('1.1.1.1', 'a@x.co')).not.toThrow();
  });
});
