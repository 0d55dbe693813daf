import { ApiProperty } from '@nestjs/swagger';
import type { CompanyIdentity } from '../../config/company';

/** The company's public identity: what the public site shows and links to (COMPANY_* configuration). */
export class PublicCompanyDto {
  @ApiProperty({ example: 'Merchant Compare Ltd', description: "The company's name" }) name: string;
  @ApiProperty({ example: '020 7946 0000', description: 'The phone number customers call' }) phone: string;
  @ApiProperty({ example: '1 Example Street, London, EC1A 1AA', description: 'The postal address, one line' }) address: string;
  @ApiProperty({ example: 'support@example.com', description: 'The support address the wizard shows' }) supportEmail: string;
  @ApiProperty({ example: 'https://www.example.com/book-assisted-comparison', description: "'Book Now' on the Assisted Comparison tier" })
  bookingUrl: string;
  @ApiProperty({ example: 'https://www.example.com/contact-expert-support', description: "'Contact Us' on the 121 Expert Support tier" })
  expertContactUrl: string;
  @ApiProperty({ description: 'True while the details are still the example ones (COMPANY_* unset; never in production)' }) isExample: boolean;
}

/** The public fields of the identity, listed (the From and Reply-To addresses stay out). */
export function toPublicCompany(company: CompanyIdentity): PublicCompanyDto {
  return {
    name: company.name,
    phone: company.phone,
    address: company.address,
    supportEmail: company.supportEmail,
    bookingUrl: company.bookingUrl,
    expertContactUrl: company.expertContactUrl,
    isExample: company.isExample,
  };
}
