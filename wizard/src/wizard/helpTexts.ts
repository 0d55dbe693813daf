import type { RateField, SplitField } from './businessData';

/**
 * What the help tooltips of step 3 say: for each term a small business owner meets, one or two
 * plain sentences on what it is and where to find it on a statement. The inline hints (typical
 * ranges) stay under the fields; these only add the explanation.
 */
export const RATE_HELP: Readonly<Record<RateField, string>> = {
  currentDebitFee:
    'The percentage your provider keeps from each debit card payment. Your statement lists it beside your debit card sales, often as Visa Debit and Debit Mastercard.',
  currentCreditFee:
    'The percentage charged on each payment made with a personal credit card. Look for the credit card lines in the charges section of your statement.',
  currentCorporateCreditFee:
    'The percentage charged on business, commercial or purchasing cards, which cost more to accept than personal cards. Statements call it the commercial, business or corporate card rate.',
  currentCnpFee:
    'An extra percentage some providers add when the card is not there in person: online, phone and mail-order payments. Statements may call it a card-not-present, CNP or non-secure surcharge.',
  currentInternationalFee:
    'The percentage charged on cards issued outside the UK, which cost more to process. Look for lines called international, non-UK, EEA or non-EEA on your statement.',
  currentAuthFee:
    'A fixed charge in pence for each transaction, on top of the percentage, often even when a payment is declined. Statements call it an authorisation, transaction or per-item fee.',
  currentMonthlyFees:
    'Fixed charges you pay each month whatever you take, such as an account, service or PCI compliance fee. Add them up from the monthly charges section of your statement.',
  currentTerminalRental:
    'What you pay each month to rent your card machines, all of them together. It is usually its own line on the statement, or on a separate invoice from the terminal company.',
  currentOtherFees:
    'Any other regular monthly charge on your statement not listed above, such as a minimum monthly service charge or a payment gateway fee. Leave it blank if there is none.',
};

/** The card-mix splits (the credit/debit split needs no explanation). */
export const SPLIT_HELP: Readonly<Record<SplitField, string>> = {
  personalCorporateSplit:
    'Personal cards belong to individuals; corporate cards (business, commercial or purchasing cards) are issued to companies and cost more to accept. Your statement shows their sales on separate lines.',
  ukInternationalSplit:
    'How much of your card takings comes from cards issued in the UK rather than abroad, which cost more. Your statement lists international or non-UK card sales separately.',
  f2fCnpSplit:
    'Face-to-face means the card is there: tapped, inserted or swiped on your card machine. Card-not-present means online, phone and mail-order payments, which usually cost more; statements may call them CNP, e-commerce or MOTO.',
};
