import { describe, expect, it } from '@jest/globals';
import { fieldsNamed, isEmptyBody, toBusinessDetailsBody, toLeadContactBody } from './correctionForm';

const CONTACT = { firstName: 'Mia', lastName: 'Khan', email: 'mia@golf.example', phone: '07700 900123', companyName: 'Golf Garage Ltd' };
const BUSINESS = { businessName: 'Golf Garage', businessType: 'retail', businessSector: 'automotive', currentProvider: '' };

describe('correction forms', () => {
  it('send only the fields changed, trimmed', () => {
    expect(toLeadContactBody(CONTACT, { ...CONTACT, phone: ' 07700 900999 ', firstName: 'Mia ' })).toEqual({ phone: '07700 900999' });
    expect(toBusinessDetailsBody(BUSINESS, { ...BUSINESS, businessName: 'Golf Garage & Co', currentProvider: 'Worldpay' })).toEqual({
      businessName: 'Golf Garage & Co',
      currentProvider: 'Worldpay',
    });
  });

  it('send an emptied optional field as null (clears it), an emptied required one as empty (the server names it)', () => {
    expect(toLeadContactBody(CONTACT, { ...CONTACT, companyName: '  ', email: '' })).toEqual({ companyName: null, email: '' });
    expect(toBusinessDetailsBody({ ...BUSINESS, currentProvider: 'Worldpay' }, { ...BUSINESS, currentProvider: '' })).toEqual({ currentProvider: null });
  });

  it('send nothing when nothing changed', () => {
    expect(isEmptyBody(toLeadContactBody(CONTACT, { ...CONTACT }))).toBe(true);
    expect(isEmptyBody(toBusinessDetailsBody(BUSINESS, { ...BUSINESS, businessName: ' Golf Garage ' }))).toBe(true);
  });

  it("mark the fields the server's message names", () => {
    const keys = ['firstName', 'lastName', 'email', 'phone', 'companyName'] as const;
    expect(fieldsNamed('email must be a valid email address; phone must be a phone number: 7 to 25 digits', keys)).toEqual(['email', 'phone']);
    expect(fieldsNamed('Lead not found', keys)).toEqual([]);
    expect(fieldsNamed(undefined, keys)).toEqual([]);
  });
});
