/**
 * A configured company (no example value), for tests that run in production mode or check that
 * emails and the public site carry the configured identity rather than the example one.
 */
export const TEST_COMPANY_ENV = {
  COMPANY_NAME: 'Acme Payments Ltd',
  COMPANY_EMAIL: 'hello@acme-payments.co.uk',
  COMPANY_REPLY_TO: 'help@acme-payments.co.uk',
  COMPANY_PHONE: '0113 000 0123',
  COMPANY_ADDRESS: '2 High Street, Leeds, LS1 1AA',
  COMPANY_BOOKING_URL: 'https://acme-payments.co.uk/book',
  COMPANY_EXPERT_CONTACT_URL: 'https://acme-payments.co.uk/expert',
  COMPANY_SUPPORT_EMAIL: 'support@acme-payments.co.uk',
} as const;
