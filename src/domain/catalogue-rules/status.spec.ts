import { decideStatus, derivedStatus } from './status';

/** The provider status rule: live needs 100, below is draft, inactive is chosen. */
describe('provider and terminal status', () => {
  const COMPLETE: string[] = [];
  const INCOMPLETE = ['trustpilotRating', 'escalationPoint'];

  it('derives live from a complete record and draft from an incomplete one', () => {
    expect(derivedStatus(true)).toBe('live');
    expect(derivedStatus(false)).toBe('draft');
    expect(derivedStatus(true, true)).toBe('inactive');
  });

  it('derives the status on every change when none is asked for', () => {
    expect(decideStatus({ current: 'draft', missingFields: COMPLETE })).toEqual({ status: 'live' });
    expect(decideStatus({ current: 'live', missingFields: INCOMPLETE })).toEqual({ status: 'draft' });
    expect(decideStatus({ current: null, missingFields: INCOMPLETE })).toEqual({ status: 'draft' });
    expect(decideStatus({ current: null, missingFields: COMPLETE })).toEqual({ status: 'live' });
  });

  it('treats the current status sent again (a form sending the whole record) as no request', () => {
    expect(decideStatus({ current: 'live', requested: 'live', missingFields: INCOMPLETE })).toEqual({ status: 'draft' });
    expect(decideStatus({ current: 'draft', requested: 'draft', missingFields: COMPLETE })).toEqual({ status: 'live' });
  });

  it('keeps an inactive record inactive whatever changes, until another status is chosen', () => {
    expect(decideStatus({ current: 'inactive', missingFields: COMPLETE })).toEqual({ status: 'inactive' });
    expect(decideStatus({ current: 'inactive', requested: 'inactive', missingFields: INCOMPLETE })).toEqual({ status: 'inactive' });
    expect(decideStatus({ current: 'inactive', requested: 'live', missingFields: COMPLETE })).toEqual({ status: 'live' });
    expect(decideStatus({ current: 'inactive', requested: 'draft', missingFields: INCOMPLETE })).toEqual({ status: 'draft' });
  });

  it('lets anyone who may change it set inactive whatever the score', () => {
    expect(decideStatus({ current: 'live', requested: 'inactive', missingFields: COMPLETE })).toEqual({ status: 'inactive' });
    expect(decideStatus({ current: 'draft', requested: 'inactive', missingFields: INCOMPLETE })).toEqual({ status: 'inactive' });
  });

  it('refuses live for an incomplete record, naming what is missing', () => {
    expect(decideStatus({ current: 'draft', requested: 'live', missingFields: INCOMPLETE })).toEqual({ refused: 'incomplete', missingFields: INCOMPLETE });
    expect(decideStatus({ current: null, requested: 'live', missingFields: ['name'] })).toEqual({ refused: 'incomplete', missingFields: ['name'] });
  });

  it('refuses draft for a complete record (complete means live, unless withdrawn)', () => {
    expect(decideStatus({ current: 'live', requested: 'draft', missingFields: COMPLETE })).toEqual({ refused: 'complete' });
  });
});
