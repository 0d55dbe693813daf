import { providerInUseReason } from './catalogue-references';

describe('why a provider cannot be deleted', () => {
  it('names each kind of record that still refers to it, with its count', () => {
    expect(providerInUseReason({ quote: 2, lead: 0, 'partner user': 1 })).toBe(
      'This provider cannot be deleted: 2 quotes and 1 partner user refer to it. Make it inactive to withdraw it from the comparison instead.',
    );
    expect(providerInUseReason({ quote: 1, lead: 1, 'partner user': 2 })).toMatch(
      /^This provider cannot be deleted: 1 quote, 1 lead and 2 partner users refer to it\./,
    );
  });

  it('says refers for one record', () => {
    expect(providerInUseReason({ quote: 0, lead: 0, 'partner user': 1 })).toMatch(/^This provider cannot be deleted: 1 partner user refers to it\./);
  });

  it('is null when nothing refers to it', () => {
    expect(providerInUseReason({ quote: 0, lead: 0, 'partner user': 0 })).toBeNull();
  });
});
