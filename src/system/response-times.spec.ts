import { RESPONSE_WINDOW, ResponseTimes } from './response-times';

describe('ResponseTimes', () => {
  it('averages the answers it has seen, 0 before any', () => {
    const times = new ResponseTimes();
    expect(times.averageMs()).toBe(0);
    times.record(10);
    times.record(21);
    expect(times.averageMs()).toBe(16);
  });

  it('keeps only the latest window (older answers roll out) and ignores nonsense', () => {
    const times = new ResponseTimes();
    for (let i = 0; i < RESPONSE_WINDOW; i += 1) times.record(1000);
    for (let i = 0; i < RESPONSE_WINDOW; i += 1) times.record(4);
    times.record(Number.NaN);
    times.record(-5);
    expect(times.size).toBe(RESPONSE_WINDOW);
    expect(times.averageMs()).toBe(4);
  });
});
