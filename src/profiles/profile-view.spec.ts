import { getMetadataArgsStorage } from 'typeorm';
import { BusinessProfile } from './entities/business-profile.entity';
import { PROFILE_VIEW_FIELDS, toPublic } from './profiles.service';

/** Columns of a profile that no answer carries: the session secret's hash and the search's derived text. */
const NEVER_ANSWERED = ['sessionHash', 'searchText'];
/** Columns the back-office's customer answers carry beside the profile's fields, never the visitor's answer: where the customer came from. */
const BACK_OFFICE_ONLY = ['source'];

describe('a business profile as answered', () => {
  it('carries exactly the listed fields: not the session hash, not the search text, not a column nobody listed', () => {
    const profile = Object.assign(new BusinessProfile(), {
      id: 'p-1',
      businessName: 'Corner Shop',
      sessionHash: 'secret-hash',
      searchText: 'corner shop',
      futureSecret: 'x',
    });
    const answered = toPublic(profile);
    expect(Object.keys(answered).sort()).toEqual([...PROFILE_VIEW_FIELDS].sort());
    expect(JSON.stringify(answered)).not.toMatch(/secret-hash|futureSecret|corner shop"/);
    expect(answered).toMatchObject({ id: 'p-1', businessName: 'Corner Shop' });
  });

  it('decides every column of the entity: answered (listed), back-office only, or never answered', () => {
    const columns = getMetadataArgsStorage()
      .columns.filter((column) => column.target === BusinessProfile)
      .map((column) => column.propertyName);
    expect([...columns].sort()).toEqual([...PROFILE_VIEW_FIELDS, ...BACK_OFFICE_ONLY, ...NEVER_ANSWERED].sort());
  });
});
