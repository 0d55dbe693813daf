import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from './messages';
import { industryDefaultsAppliedText, industryDefaultsProblem, statementFailureMessage } from './paymentDataSources';

describe('industry defaults', () => {
  it('need the business type, then the sector', () => {
    expect(industryDefaultsProblem({ businessType: '', businessSector: 'retail' })).toEqual(MESSAGES.selectBusinessTypeFirst);
    expect(industryDefaultsProblem({ businessType: 'retail', businessSector: '' })).toEqual(MESSAGES.selectSectorForDefaults);
    expect(industryDefaultsProblem({ businessType: 'retail', businessSector: 'retail' })).toBeNull();
  });

  it('name the sector they were taken from', () => {
    expect(industryDefaultsAppliedText({ sectorLabel: 'Hospitality' })).toEqual({
      title: 'Industry defaults applied',
      description: 'Typical figures for Hospitality loaded.',
    });
  });
});

describe('statement analysis failure', () => {
  it("shows the error's message, or a general one", () => {
    expect(statementFailureMessage(new Error('File is unreadable'))).toBe('File is unreadable');
    expect(statementFailureMessage(new Error(''))).toBe('Failed to analyse document');
    expect(statementFailureMessage('nope')).toBe('Failed to analyse document');
  });
});
