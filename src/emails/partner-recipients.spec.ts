import { mayEmail, providerOfRecipient } from './partner-recipients';

describe('who a user may email about a customer', () => {
  const leads = [
    { email: ' Jane.Smith@Bakery.example.co.uk ', selectedProviderId: 7 },
    { email: 'rival.applicant@bakery.example.co.uk', selectedProviderId: 8 },
    { email: 'undecided@bakery.example.co.uk', selectedProviderId: null },
  ];
  const partner = { role: 'partner' as const, providerId: 7 };

  it("lets a partner email its own provider's applicants, trimmed and in any case", () => {
    expect(mayEmail(partner, 'jane.smith@bakery.example.co.uk', leads)).toBe(true);
    expect(mayEmail(partner, '  JANE.SMITH@BAKERY.EXAMPLE.CO.UK', leads)).toBe(true);
  });

  it("refuses a partner any other address: another provider's applicant, a lead with no provider, an outsider", () => {
    expect(mayEmail(partner, 'rival.applicant@bakery.example.co.uk', leads)).toBe(false);
    expect(mayEmail(partner, 'undecided@bakery.example.co.uk', leads)).toBe(false);
    expect(mayEmail(partner, 'someone@elsewhere.example', leads)).toBe(false);
    expect(mayEmail({ role: 'partner', providerId: null }, 'undecided@bakery.example.co.uk', leads)).toBe(false);
  });

  it('lets admins and staff email any address', () => {
    expect(mayEmail({ role: 'admin', providerId: null }, 'someone@elsewhere.example', [])).toBe(true);
    expect(mayEmail({ role: 'staff', providerId: null }, 'someone@elsewhere.example', [])).toBe(true);
  });

  it("gives an admin's or staff member's email the provider of the one lead it is written to", () => {
    expect(providerOfRecipient('JANE.SMITH@bakery.example.co.uk', leads)).toBe(7);
    expect(providerOfRecipient('someone@elsewhere.example', leads)).toBeNull();
    expect(providerOfRecipient('undecided@bakery.example.co.uk', leads)).toBeNull();
    // The same applicant on two providers' leads: the platform's own, read by admins and staff only.
    expect(
      providerOfRecipient('twice@bakery.example.co.uk', [
        { email: 'twice@bakery.example.co.uk', selectedProviderId: 7 },
        { email: 'twice@bakery.example.co.uk', selectedProviderId: 8 },
      ]),
    ).toBeNull();
  });
});
