import { summarise, SummaryLead } from './customer-summary';

const lead = (id: number, businessProfileId: string, status: string, selectedProviderId: number | null): SummaryLead => ({
  id,
  businessProfileId,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email: `lead${id}@example.co.uk`,
  phone: '07700 900123',
  status,
  applicationReference: `MC-${id}`,
  selectedProviderId,
});

describe("A customer's summary", () => {
  const names = new Map([
    [1, 'Alpha Pay'],
    [2, 'Beta Cards'],
  ]);

  it('takes the status and contact of the latest lead, whatever the order they come in', () => {
    const summary = summarise(['a'], [lead(3, 'a', 'quoted', 1), lead(7, 'a', 'applied', 2), lead(5, 'a', 'closed', 1)], new Map(), names).get('a');
    expect(summary).toEqual({
      status: 'applied',
      selectedProvider: { id: 2, name: 'Beta Cards' },
      latestLead: {
        id: 7,
        firstName: 'First7',
        lastName: 'Last7',
        email: 'lead7@example.co.uk',
        phone: '07700 900123',
        status: 'applied',
        applicationReference: 'MC-7',
      },
    });
  });

  it("falls back to the selected quote's provider when the latest lead names none, or there is no lead", () => {
    const summaries = summarise(
      ['a', 'b'],
      [lead(1, 'a', 'created', 2), lead(2, 'a', 'created', null)],
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
      names,
    );
    expect(summaries.get('a')?.selectedProvider).toEqual({ id: 1, name: 'Alpha Pay' });
    expect(summaries.get('b')).toEqual({ status: null, selectedProvider: { id: 2, name: 'Beta Cards' }, latestLead: null });
  });

  it('answers nulls for a customer that only compared', () => {
    expect(summarise(['c'], [], new Map(), names).get('c')).toEqual({ status: null, selectedProvider: null, latestLead: null });
  });
});
