import { contributionChange, customerContribution, monthsAndDays, rollupKey } from './customer-rollups';

describe('monthsAndDays: a period of UK days as whole months and the days around them', () => {
  it.each([
    ['2026-03-01', '2026-03-31', { first: '2026-03', last: '2026-03' }, []],
    ['2026-03-02', '2026-03-31', null, [{ first: '2026-03-02', last: '2026-03-31' }]],
    [
      '2026-02-15',
      '2026-05-10',
      { first: '2026-03', last: '2026-04' },
      [
        { first: '2026-02-15', last: '2026-02-28' },
        { first: '2026-05-01', last: '2026-05-10' },
      ],
    ],
    ['2024-12-01', '2026-11-29', { first: '2024-12', last: '2026-10' }, [{ first: '2026-11-01', last: '2026-11-29' }]],
    ['2025-12-20', '2026-01-31', { first: '2026-01', last: '2026-01' }, [{ first: '2025-12-20', last: '2025-12-31' }]],
    ['2024-02-10', '2024-02-29', null, [{ first: '2024-02-10', last: '2024-02-29' }]],
    ['2026-07-04', '2026-07-04', null, [{ first: '2026-07-04', last: '2026-07-04' }]],
  ])('%s..%s', (first, last, months, days) => {
    expect(monthsAndDays(first, last)).toEqual({ months, days });
  });
});

describe("customerContribution: a customer's rows", () => {
  const at = (iso: string) => new Date(iso);
  const customer = {
    createdAt: at('2026-06-30T23:30:00Z'),
    businessSector: 'retail',
    source: 'wizard',
    visitStartedAt: at('2026-06-30T23:00:00Z'),
    quotes: [
      { providerId: 3, isSelected: true, createdAt: at('2026-06-30T23:40:00Z') },
      { providerId: 4, isSelected: false, createdAt: at('2026-06-30T23:40:00Z') },
      { providerId: 3, isSelected: false, createdAt: at('2026-07-03T10:00:00Z') },
    ],
    leads: [{ selectedProviderId: 3, createdAt: at('2026-07-03T11:00:00Z') }],
  };

  it('counts on UK days (23:30 UTC on 30 June is 1 July in summer), each distinct customer once per day chained by prevDay', () => {
    const rows = customerContribution(customer);
    expect(rows.get(rollupKey('created', 0, '2026-07-01', ''))).toEqual({ total: 1, millis: 0 });
    expect(rows.get(rollupKey('quotes', 0, '2026-07-01', ''))).toEqual({ total: 2, millis: 0 });
    expect(rows.get(rollupKey('quoted', 0, '2026-07-03', '2026-07-01'))).toEqual({ total: 1, millis: 0 });
    // The partner of provider 4 does not see the customer (no selected quote or lead of 4).
    expect([...rows.keys()].some((key) => key.split('\t')[1] === '4' && !key.startsWith('providerQuotes'))).toBe(false);
    // Provider 3's partner: its own quotes only; the applied row carries the time from the visit's start to the lead.
    expect(rows.get(rollupKey('quotes', 3, '2026-07-01', ''))).toEqual({ total: 1, millis: 0 });
    expect(rows.get(rollupKey('applied', 3, '2026-07-03', ''))).toEqual({ total: 1, millis: (2 * 24 + 12) * 3_600_000 });
    expect(rows.get(rollupKey('providerQuotesByMonth', 4, '2026-07', ''))).toEqual({ total: 1, millis: 0 });
    expect(rows.get(rollupKey('applicationsByMonth', 3, '2026-07', ''))).toEqual({ total: 1, millis: 0 });
  });

  it('changes by the difference only', () => {
    const before = customerContribution(customer);
    const after = customerContribution({ ...customer, businessSector: 'healthcare' });
    expect(contributionChange(before, after)).toEqual(
      new Map([
        [rollupKey('sector:healthcare', 0, '2026-07-01', ''), { total: 1, millis: 0 }],
        [rollupKey('sector:healthcare', 3, '2026-07-01', ''), { total: 1, millis: 0 }],
        [rollupKey('sector:retail', 0, '2026-07-01', ''), { total: -1, millis: 0 }],
        [rollupKey('sector:retail', 3, '2026-07-01', ''), { total: -1, millis: 0 }],
      ]),
    );
  });
});
