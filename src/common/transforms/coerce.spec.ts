import { coerceNumber, coercePercent } from './coerce';

describe('numeric coercion of wizard input', () => {
  it.each([
    ['10,000', 10000],
    ['£25.50', 25.5],
    [' 1 234 ', 1234],
    [42, 42],
    ['-3', -3],
    ['1.2.3', 1.23],
  ])('%j -> %j', (input, output) => expect(coerceNumber(input)).toBe(output));

  it('treats an empty string as not given and leaves words for the validator', () => {
    expect(coerceNumber('')).toBeUndefined();
    expect(coerceNumber('abc')).toBe('abc');
  });

  it('reads one-element percentage lists', () => {
    expect(coercePercent([80])).toBe(80);
    expect(coercePercent(['75'])).toBe(75);
    expect(coercePercent([1, 2])).toEqual([1, 2]);
  });
});
