import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { PublicCompanyDto, toPublicCompany } from './dto/public-company.dto';

@ApiTags('public: site')
@Controller('api/company')
export class CompanyController {
  private readonly company: PublicCompanyDto;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.company = toPublicCompany(config.company);
  }

  @Get()
  @Public()
  @ApiOperation({
    summary: "The company's public identity: name, phone, address, support email and the tier links",
    description: 'Read at run time from the COMPANY_* variables, so one build of the public site serves any company.',
  })
  @ApiOkResponse({ type: PublicCompanyDto })
  get(): PublicCompanyDto {
    return this.company;
  }
}
