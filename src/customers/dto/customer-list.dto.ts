import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { CUSTOMER_DATE_FILTERS, CustomerDateFilter } from '../../common/dates/date-presets';
import { LeadViewDto } from '../../leads/dto/lead-view.dto';
import { CUSTOMER_SOURCES } from '../../domain/vocabulary/customer-sources';
import { LEAD_STATUSES } from '../../domain/vocabulary/lead-statuses';
import { QuoteViewDto } from '../../quotes/dto/quote-view.dto';

/** What a customer's source says. */
export const SOURCE_HELP =
  "How the customer reached us: wizard (the comparison wizard; shown as 'Website') or the source staff entered it under: phone, email, referral, event";

export const DATE_FILTER_MESSAGE = `dateFilter must be one of: ${CUSTOMER_DATE_FILTERS.join(', ')}`;

const FILTER_HELP =
  "JSON object of filters: q (every word in the business name or a lead's first name, last name or email; case-insensitive), " +
  "status (the latest lead's: created, quoted, applied, closed; or a list), sector (businessSector), providerId (the selected provider), " +
  'source (wizard, phone, email, referral, event; or a list), dateFrom / dateTo (YYYY-MM-DD, UK days, on createdAt), id (a list of ids)';

/** GET /api/crm/customers: react-admin's list parameters and the customer date preset. */
export class CustomerListQueryDto {
  @ApiPropertyOptional({
    example: '["createdAt","DESC"]',
    description: 'JSON [field, "ASC"|"DESC"]; fields: id, createdAt, businessName, monthlyTurnover, lastActivityAt, status',
  })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]', description: 'JSON [first, last] (inclusive); 25 customers by default, at most 500' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"corner","status":"quoted"}', description: FILTER_HELP })
  @IsOptional()
  @IsString()
  filter?: string;

  @ApiPropertyOptional({
    enum: CUSTOMER_DATE_FILTERS,
    default: 'all',
    description: "On the customer's createdAt, in UK time; week and month are the last 7 and 30 days, today included",
  })
  @IsOptional()
  @IsIn(CUSTOMER_DATE_FILTERS, { message: DATE_FILTER_MESSAGE })
  dateFilter?: CustomerDateFilter;
}

/** GET /api/crm/customers/export.csv: the list's filter and date preset; every matching customer. */
export class CustomerExportQueryDto extends PickType(CustomerListQueryDto, ['filter', 'dateFilter'] as const) {}

/** A provider named by id and name. */
export class ProviderRefDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Worldpay' }) name: string;
}

/** The contact of a customer's latest lead. */
export class LatestLeadDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Jane' }) firstName: string;
  @ApiProperty({ example: 'Smith' }) lastName: string;
  @ApiProperty({ example: 'jane@cornercafe.co.uk' }) email: string;
  @ApiProperty({ example: '07700 900123' }) phone: string;
  @ApiProperty({ enum: LEAD_STATUSES }) status: string;
  @ApiProperty({ example: 'MC-7K3P9QXA' }) applicationReference: string;
}

/** What every customer answer adds to the profile: where its latest application stands. */
export class CustomerSummaryDto {
  @ApiProperty({ enum: LEAD_STATUSES, nullable: true, type: String, description: "The latest lead's status; null without a lead" }) status: string | null;
  @ApiProperty({ type: ProviderRefDto, nullable: true, description: "The latest lead's selected provider, else the selected quote's; null without either" })
  selectedProvider: ProviderRefDto | null;
  @ApiProperty({ type: LatestLeadDto, nullable: true }) latestLead: LatestLeadDto | null;
}

/** One row of the customer list. */
export class CustomerRowDto extends CustomerSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, example: 'The Corner Café' }) businessName: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'retail' }) businessType: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'food_beverage' }) businessSector: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'existing' }) paymentStatus: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '£ a month', example: 15000 }) monthlyTurnover: number | null;
  @ApiProperty({ enum: CUSTOMER_SOURCES, description: SOURCE_HELP }) source: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) lastActivityAt: Date;
}

/** The customer list: one page of customers, with the leads and quotes of that page's customers. */
export class CustomerListDto {
  @ApiProperty({ type: [CustomerRowDto], description: 'One page (Content-Range: customers first-last/total)' }) businessProfiles: CustomerRowDto[];
  @ApiProperty({ type: [LeadViewDto], description: "Every lead of the page's customers, newest first" }) leads: LeadViewDto[];
  @ApiProperty({ type: [QuoteViewDto], description: "The quotes of the page's customers (a partner: its own provider's only)" }) quotes: QuoteViewDto[];
}
