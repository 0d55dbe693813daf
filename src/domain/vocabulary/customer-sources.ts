/**
 * Where a customer came from: the values the server stores on a business profile (source) and
 * accepts, with the words the back-office shows. A customer the comparison wizard created is
 * 'wizard' ('Website'); staff entering an enquiry by hand name how it reached them (the manual
 * sources).
 */
export const CUSTOMER_SOURCES = ['wizard', 'phone', 'email', 'referral', 'event'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

/** The sources staff may give an enquiry they enter by hand (never 'wizard'). */
export const MANUAL_CUSTOMER_SOURCES = ['phone', 'email', 'referral', 'event'] as const satisfies readonly CustomerSource[];
export type ManualCustomerSource = (typeof MANUAL_CUSTOMER_SOURCES)[number];

/** What every customer created before sources were recorded, and every wizard customer, has. */
export const WIZARD_CUSTOMER_SOURCE: CustomerSource = 'wizard';

export const CUSTOMER_SOURCE_LABELS: Readonly<Record<CustomerSource, string>> = {
  wizard: 'Website',
  phone: 'Phone',
  email: 'Email',
  referral: 'Referral',
  event: 'Event',
};

export const isCustomerSource = (value: unknown): value is CustomerSource =>
  typeof value === 'string' && (CUSTOMER_SOURCES as readonly string[]).includes(value);

/** The label of a source; a value outside the list is shown as it is ('' for none). */
export const customerSourceLabel = (value: string | null | undefined): string => (isCustomerSource(value) ? CUSTOMER_SOURCE_LABELS[value] : (value ?? ''));
