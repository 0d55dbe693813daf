import { backOfficeUrl, CUSTOMER_DETAIL_PATHS, customerPath, TASKS_PATH } from './back-office-paths';

describe('back-office paths', () => {
  it("builds a customer's detail path, its id encoded", () => {
    expect(customerPath('3f2a-9c')).toBe('/customers/3f2a-9c');
    expect(customerPath('a/b c')).toBe('/customers/a%2Fb%20c');
    expect(CUSTOMER_DETAIL_PATHS).toEqual(['/customers/:id', '/customers/:id/contact']);
  });

  it('builds the full address of a screen under /crm', () => {
    expect(backOfficeUrl('https://example.co.uk', TASKS_PATH)).toBe('https://example.co.uk/crm/tasks');
    expect(backOfficeUrl('http://localhost:3000/', customerPath('abc'))).toBe('http://localhost:3000/crm/customers/abc');
  });
});
