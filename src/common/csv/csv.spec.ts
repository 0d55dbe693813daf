import { csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it('writes plain values as they are', () => {
    expect(csvRow(['abc', 12.5, true, null, undefined, new Date('2026-03-31T10:00:00.000Z')])).toBe('abc,12.5,true,,,2026-03-31T10:00:00.000Z\r\n');
  });

  it.each([
    ['Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['The "Best" Café', '"The ""Best"" Café"'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('quotes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['=1+1,2', `"'=1+1,2"`],
  ])('keeps a spreadsheet from running %j as a formula', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers alone, also negative ones, and writes no text for a number that is not finite', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('does not touch a sign inside a text', () => {
    expect(csvCell('Jane=Smith')).toBe('Jane=Smith');
    expect(csvCell('a-b')).toBe('a-b');
  });
});
