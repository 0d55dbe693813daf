import { startApp, TestApp } from '../support/app';
import { TEST_COMPANY_ENV } from '../support/company';

describe("The company's public identity (GET /api/company)", () => {
  describe('configured (COMPANY_*)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp({ ...TEST_COMPANY_ENV });
    });
    afterAll(() => t.close());

    it('answers the configured name, phone, address, support email and tier links without signing in', async () => {
      const res = await t.http.get('/api/company').expect(200);
      expect(res.body).toEqual({
        name: 'Acme Payments Ltd',
        phone: '0113 000 0123',
        address: '2 High Street, Leeds, LS1 1AA',
        supportEmail: 'support@acme-payments.co.uk',
        bookingUrl: 'https://acme-payments.co.uk/book',
        expertContactUrl: 'https://acme-payments.co.uk/expert',
        isExample: false,
      });
    });
  });

  describe('unconfigured, outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp();
    });
    afterAll(() => t.close());

    it('answers the example company and says it is one', async () => {
      const res = await t.http.get('/api/company').expect(200);
      expect(res.body).toMatchObject({
        phone: '020 7946 0000',
        supportEmail: 'support@example.com',
        bookingUrl: 'https://www.example.com/book-assisted-comparison',
        expertContactUrl: 'https://www.example.com/contact-expert-support',
        isExample: true,
      });
    });
  });
});
