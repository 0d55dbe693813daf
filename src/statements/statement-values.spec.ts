import { cleanLine, MAX_LINE_CHARS, MAX_TEXT_CHARS, readLine, toStatementLines } from './statement-values';

describe('cleanLine', () => {
  it('mends OCR look-alikes inside numbers only', () => {
    expect(cleanLine('Card sales: £8,45O.2O')).toBe('Card sales: £8,450.20');
    expect(cleanLine('Number of transactions: 3l0')).toBe('Number of transactions: 310');
    expect(cleanLine('Rate I.2O%')).toBe('Rate 1.20%');
    expect(cleanLine('Total Oil Ltd')).toBe('Total Oil Ltd');
  });

  it('joins numbers broken by stray spaces', () => {
    expect(cleanLine('Turnover £12 345.67')).toBe('Turnover £12345.67');
    expect(cleanLine('Turnover £ 1 234 567.89')).toBe('Turnover £1234567.89');
    expect(cleanLine('Debit cards: £5, 900.00')).toBe('Debit cards: £5,900.00');
    expect(cleanLine('Credit cards: £2,550 .20')).toBe('Credit cards: £2,550.20');
    expect(cleanLine('Rate 0.45 %')).toBe('Rate 0.45%');
    expect(cleanLine('Debit rate 0,45%')).toBe('Debit rate 0.45%');
    expect(cleanLine('Transactions: 1 284')).toBe('Transactions: 1284');
    expect(cleanLine('Visa Debit 240 £6,480.00')).toBe('Visa Debit 240 £6,480.00');
  });

  // Both took time quadratic in their length (10,000 groups: 0.6 s, 20,000: 3 s; 100,000: minutes).
  it('joins any number of digit groups after £ in one pass', () => {
    expect(cleanLine(`Turnover £1${' 000'.repeat(100_000)}`)).toBe(`Turnover £1${'000'.repeat(100_000)}`);
    expect(cleanLine('£1 000 000 0000 £2 500')).toBe('£1000000 0000 £2500');
  });

  it('mends look-alikes in a long token without trying each split of it', () => {
    const token = `1${','.repeat(100_000)}x`;
    expect(cleanLine(token)).toBe(token);
    expect(cleanLine(`£1,OOO${','.repeat(10)}`)).toBe(`£1,000${','.repeat(10)}`);
  });

  it('reads £ misread as E or f', () => {
    expect(cleanLine('Total fees: E142.81')).toBe('Total fees: £142.81');
    expect(cleanLine('Sales f1,234.56')).toBe('Sales £1,234.56');
  });

  it('drops dates, times, page numbers and reference numbers', () => {
    expect(cleanLine('Statement period: 01/03/2025 - 31/03/2025')).toBe('Statement period: -');
    expect(cleanLine('Statement date: 31 March 2025 at 14:05')).toBe('Statement date: at');
    expect(cleanLine('March 2025 summary, page 1 of 3')).toBe('summary,');
    expect(cleanLine('Merchant ID: 4400123456')).toBe('Merchant ID:');
    expect(cleanLine('-- 1 of 2 --')).toBe('');
  });
});

describe('readLine', () => {
  it('tells money, rates, pence, counts and decimals apart', () => {
    const kinds = (text: string) => readLine(cleanLine(text)).values;
    expect(kinds('£12,345.67')).toEqual([{ kind: 'money', value: 12345.67 }]);
    expect(kinds('12345.67')).toEqual([{ kind: 'money', value: 12345.67 }]);
    expect(kinds('GBP 1,234')).toEqual([{ kind: 'money', value: 1234 }]);
    expect(kinds('1,234.00 GBP')).toEqual([{ kind: 'money', value: 1234 }]);
    expect(kinds('£0.025')).toEqual([{ kind: 'money', value: 0.025 }]);
    expect(kinds('0.45%')).toEqual([{ kind: 'percent', value: 0.45 }]);
    expect(kinds('2p')).toEqual([{ kind: 'pence', value: 2 }]);
    expect(kinds('2.5 pence')).toEqual([{ kind: 'pence', value: 2.5 }]);
    expect(kinds('1,284')).toEqual([{ kind: 'integer', value: 1284 }]);
    expect(kinds('0.025')).toEqual([{ kind: 'decimal', value: 0.025 }]);
    expect(kinds('(£12.50)')).toEqual([{ kind: 'money', value: 12.5 }]);
  });

  it('does not read numbers that are part of words', () => {
    expect(readLine('3D Secure 4G terminal x2 2nd').values).toEqual([]);
  });

  it('answers the label without its values', () => {
    expect(readLine('Visa Debit 240 £6,480.00 0.35% £22.68')).toEqual({
      text: 'Visa Debit 240 £6,480.00 0.35% £22.68',
      label: 'visa debit',
      values: [
        { kind: 'integer', value: 240 },
        { kind: 'money', value: 6480 },
        { kind: 'percent', value: 0.35 },
        { kind: 'money', value: 22.68 },
      ],
    });
  });
});

describe('toStatementLines', () => {
  it(`reads the first ${MAX_TEXT_CHARS} characters of a text and the first ${MAX_LINE_CHARS} of a line`, () => {
    const long = toStatementLines(`Total sales £1,234.56 ${'x'.repeat(MAX_LINE_CHARS)} £9.99\nNumber of transactions 12`);
    expect(long.map((line) => line.text.length)).toEqual([MAX_LINE_CHARS, 'Number of transactions 12'.length]);
    expect(long[0].values).toEqual([{ kind: 'money', value: 1234.56 }]);
    const padded = `${'Page header\n'.repeat(Math.ceil(MAX_TEXT_CHARS / 12))}Total sales £1,234.56`;
    expect(toStatementLines(padded).some((line) => line.values.length > 0)).toBe(false);
  });

  it('cuts lines after Unicode normalisation, which can make them longer', () => {
    const lines = toStatementLines('\ufdfa'.repeat(MAX_LINE_CHARS)); // one character, 18 once normalised
    expect(lines).toHaveLength(1);
    expect(lines[0].text.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
  });

  it('joins a label with the bare value on the next line', () => {
    const lines = toStatementLines('Card payments taken\n£8,450.20\n\nNumber of payments\n310\nDojo');
    expect(lines.map((line) => line.text)).toEqual(['Card payments taken £8,450.20', 'Number of payments 310', 'Dojo']);
  });
});
