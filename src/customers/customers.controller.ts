import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { setListHeaders } from '../common/list-query/list-query';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { UserRateLimit } from '../common/decorators/user-rate-limit.decorator';
import { ReadReplica } from '../database/read-replica';
import { CustomerDeletion } from './customer-deletion.service';
import { SEARCH_COUNTED_UP_TO } from './customer-search';
import { CustomerExport } from './customer-export.service';
import { CustomerDetail, CustomersService } from './customers.service';
import { CustomerDetailDto } from './dto/customer-detail.dto';
import { CustomerExportQueryDto, CustomerListDto, CustomerListQueryDto } from './dto/customer-list.dto';
import { UpdateBusinessDetailsDto } from '../profiles/dto/business-details.dto';
import { BusinessProfileViewDto } from '../profiles/dto/business-profile.dto';
import type { PublicProfile } from '../profiles/profiles.service';
import { BulkDeleteCustomersDto, CustomerDeletedDto, CustomersDeletedDto } from './dto/delete-customers.dto';

const PARTNER_RULE = "A partner sees only its own provider's customers (a selected quote or a lead for it); any other answers 404.";

@ApiTags('customers')
@Controller('api/crm/customers')
@Auth('admin', 'staff', 'partner')
export class CustomersController {
  constructor(
    private readonly customers: CustomersService,
    private readonly exports: CustomerExport,
    private readonly deletion: CustomerDeletion,
    private readonly replica: ReadReplica,
  ) {}

  @Get()
  @ApiOperation({ summary: "One page of customers with the leads and quotes of that page's customers", description: PARTNER_RULE })
  @ApiOkResponse({
    type: CustomerListDto,
    description:
      `Content-Range: customers first-last/total. A search (filter q) is counted up to ${SEARCH_COUNTED_UP_TO} customers (or to the page's end, if further): ` +
      'when more match, Content-Range ends in /* and X-Total-More-Than says how many are known to match, at least one beyond the page.',
    headers: {
      'Content-Range': {
        description: 'customers first-last/total, or first-last/* when the total is only known to be more than X-Total-More-Than',
        schema: { type: 'string' },
      },
      'X-Total-More-Than': {
        description: `Only for a search matching more than ${SEARCH_COUNTED_UP_TO} customers (or more than the page's end): more than this many match`,
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'A wrong sort, range, filter or dateFilter, named' })
  async list(
    @Query() query: CustomerListQueryDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomerListDto> {
    const page = await this.replica.run(() => this.customers.list(query, user));
    setListHeaders(reply, page.range);
    return page.body;
  }

  @Get('export.csv')
  @UserRateLimit('exports')
  @ApiOperation({ summary: 'Every customer matching the filter and dateFilter (not one page), as CSV', description: PARTNER_RULE })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv, attachment customers-YYYY-MM-DD.csv, one header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'A wrong filter or dateFilter, named' })
  exportCsv(@Query() query: CustomerExportQueryDto, @CurrentUser() user: SessionUser): StreamableFile {
    const file = this.exports.open(query, user);
    return new StreamableFile(Readable.from(file.chunks), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.filename}"` });
  }

  @Get(':id')
  @ApiOperation({ summary: 'A customer with its leads, quotes, activities (newest first), tasks and emails (newest first)', description: PARTNER_RULE })
  @ApiOkResponse({ type: CustomerDetailDto })
  @ApiNotFoundResponse({ description: "'Customer not found'" })
  detail(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<CustomerDetail> {
    return this.customers.detail(id, user);
  }

  @Patch(':id')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary: "Correct a customer's business details (name, type, sector, current provider); only the fields sent change",
    description:
      'Admins and staff only (a partner is refused with 403). In one transaction; each changed field with its old and new value, who and when, ' +
      "is written to the audit trail (tableName business_profiles) and to the customer's timeline. Sending the values it already has changes nothing.",
  })
  @ApiOkResponse({ type: BusinessProfileViewDto, description: 'The business profile as corrected' })
  @ApiBadRequestResponse({ description: 'A field that breaks its rule, named: "businessName must be a text of 1 to 200 characters"' })
  @ApiNotFoundResponse({ description: "'Customer not found'" })
  correctDetails(@Param('id') id: string, @Body() dto: UpdateBusinessDetailsDto, @CurrentUser() user: SessionUser): Promise<PublicProfile> {
    return this.customers.correctBusinessDetails(id, dto, user);
  }

  @Delete(':id')
  @Auth('admin', 'staff')
  @ApiOperation({
    summary: 'Delete a customer with its leads, quotes, tasks, activities, emails, saved progress and tracking events; the audit keeps the counts',
  })
  @ApiOkResponse({ type: CustomerDeletedDto })
  @ApiNotFoundResponse({ description: "'Customer not found'" })
  async remove(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<CustomerDeletedDto> {
    await this.deletion.delete([id], user, { isBulk: false });
    return { id, deleted: 1 };
  }

  @Post('bulk-delete')
  @HttpCode(200)
  @Auth('admin', 'staff')
  @ApiOperation({ summary: 'Delete several customers, all or none: an unknown id is 404 naming it and nothing is deleted' })
  @ApiOkResponse({ type: CustomersDeletedDto })
  @ApiNotFoundResponse({ description: "'Customer not found: <id>, ...'" })
  async bulkDelete(@Body() dto: BulkDeleteCustomersDto, @CurrentUser() user: SessionUser): Promise<CustomersDeletedDto> {
    const ids = await this.deletion.delete(dto.customerIds, user, { isBulk: true });
    return { deleted: ids.length, ids };
  }
}
