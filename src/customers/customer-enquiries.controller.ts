import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { CustomerEnquiries } from './customer-enquiry.service';
import { CreateCustomerDto, CustomerCreatedDto } from './dto/create-customer.dto';

/** Customers staff enter by hand (an enquiry by phone, email, referral or at an event). */
@ApiTags('customers')
@Controller('api/crm/customers')
export class CustomerEnquiriesController {
  constructor(private readonly enquiries: CustomerEnquiries) {}

  @Post()
  @Auth('admin', 'staff')
  @ApiOperation({
    summary: 'Enter a customer by hand, with its lead, priced like the wizard',
    description:
      "Admins and staff only (a partner is refused with 403). The figures are priced by the wizard's comparison (the same figures get the same quotes), " +
      "and the comparison's best 4 are stored as the customer's quotes. The customer, its quotes, its lead (status created), a timeline entry and an audit entry " +
      'are stored in one transaction: on any error nothing is stored. The customer carries its source (phone, email, referral, event).',
  })
  @ApiCreatedResponse({ type: CustomerCreatedDto })
  @ApiBadRequestResponse({
    description:
      'A field that breaks its rule, named ("monthlyTurnover must be a number with at most 2 decimal places from 1 to 10000000000 (pounds)"), or a selectedProviderId that these figures were not quoted for (naming the quoted ones); nothing is stored',
  })
  create(@Body() dto: CreateCustomerDto, @CurrentUser() user: SessionUser): Promise<CustomerCreatedDto> {
    return this.enquiries.create(dto, user);
  }
}
