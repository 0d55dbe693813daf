import { tmpdir } from 'node:os';
import { loadConfig } from '../config/env';
import { LoginThrottle } from './login-throttle';

describe('failed sign-in limit', () => {
  const config = { ...loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) }), rateLimitLogin: 2 };

  it('blocks an email after the limit, from any IP', () => {
    const throttle = new LoginThrottle(config);
    throttle.recordFailure('1.1.1.1', 'a@x.co');
    throttle.recordFailure('2.2.2.2', 'a@x.co');
    expect(() => throttle.assertAllowed('3.3.3.3', 'a@x.co')).toThrow('Too many failed sign-in attempts');
    expect(() => throttle.assertAllowed('3.3.3.3', 'b@x.co')).not.toThrow();
  });

  it('blocks an IP after the limit, for any email', () => {
    const throttle = new LoginThrottle(config);
    throttle.recordFailure('1.1.1.1', 'a@x.co');
    throttle.recordFailure('1.1.1.1', 'b@x.co');
    expect(() => throttle.assertAllowed('1.1.1.1', 'c@x.co')).toThrow('Too many failed sign-in attempts');
  });

  it('forgets failures after 15 minutes', () => {
    const throttle = new LoginThrottle(config);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    throttle.recordFailure('1.1.1.1', 'a@x.co');
    throttle.recordFailure('1.1.1.1', 'a@x.co');
    spy.mockReturnValue(now + 15 * 60 * 1000 + 1);
    expect(() => throttle.assertAllowed('1.1.1.1', 'a@x.co')).not.toThrow();
    spy.mockRestore();
  });
});
