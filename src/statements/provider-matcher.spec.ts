import { matchProvider } from './provider-matcher';

/** The providers table as seeded. */
const KNOWN = [
  'Worldpay',
  'Barclaycard Payments',
  'Lloyds Cardnet',
  'Elavon',
  'Global Payments',
  'Dojo',
  'Square',
  'SumUp',
  'Zettle by PayPal',
  'Takepayments',
  'Paymentsense',
  'Teya',
  'Stripe',
  'Adyen',
  'Viva Wallet',
  'Clover (Fiserv)',
  'Tyl by NatWest',
  'Handepay',
  'Payzone',
  'Checkout.com',
  'Total Processing',
  'Revolut Business',
  'Opayo by Elavon',
  'myPOS',
  'Rapyd',
];

describe('matchProvider', () => {
  it.each([
    ['Worldpay Merchant Statement', 'Worldpay'],
    ['WorldPay from FIS', 'Worldpay'],
    ['Barclaycard', 'Barclaycard Payments'],
    ['Lloyds Bank Cardnet statement', 'Lloyds Cardnet'],
    ['CARDNET', 'Lloyds Cardnet'],
    ['Elavon Merchant Services', 'Elavon'],
    ['Global Payments UK', 'Global Payments'],
    ['First Data Europe Ltd', 'Clover (Fiserv)'],
    ['Fiserv', 'Clover (Fiserv)'],
    ['Clover Station', 'Clover (Fiserv)'],
    ['Square', 'Square'],
    ['SumUp Payments Limited', 'SumUp'],
    ['iZettle AB', 'Zettle by PayPal'],
    ['Zettle', 'Zettle by PayPal'],
    ['dojo', 'Dojo'],
    ['Paymentsense Ltd', 'Paymentsense'],
    ['takepayments', 'Takepayments'],
    ['Teya (formerly SaltPay)', 'Teya'],
    ['SaltPay UK', 'Teya'],
    ['Stripe Payments UK', 'Stripe'],
    ['Adyen N.V.', 'Adyen'],
    ['Tyl', 'Tyl by NatWest'],
    ['Handepay', 'Handepay'],
    ['Payzone UK', 'Payzone'],
    ['Opayo', 'Opayo by Elavon'],
    ['Sage Pay Europe', 'Opayo by Elavon'],
    ['Viva Wallet', 'Viva Wallet'],
    ['Viva.com', 'Viva Wallet'],
    ['Revolut Business', 'Revolut Business'],
    ['myPOS', 'myPOS'],
    ['Checkout.com', 'Checkout.com'],
    ['Total Processing Ltd', 'Total Processing'],
  ])('finds %s as %s', (text, expected) => {
    expect(matchProvider(text, KNOWN)).toBe(expected);
  });

  it('tolerates OCR look-alikes in the name', () => {
    expect(matchProvider('WorIdpay merchant statement', KNOWN)).toBe('Worldpay');
    expect(matchProvider('W0RLDPAY', KNOWN)).toBe('Worldpay');
    expect(matchProvider('Barc1aycard', KNOWN)).toBe('Barclaycard Payments');
  });

  it('answers the brand name when the providers list does not hold it', () => {
    expect(matchProvider('Barclaycard', [])).toBe('Barclaycard');
    expect(matchProvider('Lloyds Bank Cardnet', ['Worldpay'])).toBe('Lloyds Cardnet');
    expect(matchProvider('Rapyd', [])).toBe('Rapyd');
  });

  it('matches providers that are only in the providers list by their name', () => {
    expect(matchProvider('Statement from Acme Merchant Co', ['Acme Merchant Co'])).toBe('Acme Merchant Co');
  });

  it('takes the provider named first, as in the heading', () => {
    expect(matchProvider('Dojo\nYour summary\nWe also work with Worldpay', KNOWN)).toBe('Dojo');
    expect(matchProvider('Opayo by Elavon', KNOWN)).toBe('Opayo by Elavon');
  });

  it("uses the merchant's bank only when no provider is named", () => {
    expect(matchProvider('Dojo\nPaid into your Barclays account', KNOWN)).toBe('Dojo');
    expect(matchProvider('Settlement to your Barclays account', KNOWN)).toBe('Barclaycard Payments');
    expect(matchProvider('Lloyds Bank plc', KNOWN)).toBe('Lloyds Cardnet');
    expect(matchProvider('NatWest', KNOWN)).toBe('Tyl by NatWest');
  });

  it('does not mistake ordinary words for providers', () => {
    expect(matchProvider('Total processing volume for the square metre of style; to sum up, stripe the cloverleaf', KNOWN)).toBeUndefined();
    expect(matchProvider('', KNOWN)).toBeUndefined();
  });
});
