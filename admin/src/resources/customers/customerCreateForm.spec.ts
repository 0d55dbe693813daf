import { describe, expect, it } from '@jest/globals';
import { isMissingRequired, toCreateCustomerBody } from './customerCreateForm';

const filled = {
  source: 'phone',
  businessName: 'Harbour Fish Bar',
  businessType: 'restaurant',
  businessSector: 'food_beverage',
  paymentStatus: 'existing',
  firstName: 'Nadia',
  lastName: 'Okafor',
  email: 'nadia@harbourfish.example',
  phone: '01632 960123',
  monthlyTurnover: 18500,
};

describe('the new customer form', () => {
  it('says information is missing while a required field is empty or only spaces', () => {
    expect(isMissingRequired(filled)).toBe(false);
    expect(isMissingRequired({ ...filled, phone: '  ' })).toBe(true);
    expect(isMissingRequired({ ...filled, monthlyTurnover: null })).toBe(true);
  });

  it('sends texts trimmed and leaves out what was left empty', () => {
    expect(
      toCreateCustomerBody({
        ...filled,
        businessName: ' Harbour Fish Bar ',
        companyName: '',
        selectedProviderId: '',
        currentDebitFee: null,
        debitCardVolume: 0,
      }),
    ).toEqual({
      ...filled,
      debitCardVolume: 0,
    });
  });
});
