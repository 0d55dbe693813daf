import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { IndustryDefaultsService } from './industry-defaults.service';

export class IndustryDefaultsDto {
  @ApiProperty({ example: 'Food & Beverage' }) sectorLabel: string;
  @ApiProperty({ example: 18000 }) monthlyTurnoverDefault: number;
  @ApiProperty({ example: 22.5 }) averageTransactionDefault: number;
  @ApiProperty({ example: 35 }) creditDebitSplitDefault: number;
  @ApiProperty({ example: 85 }) personalCorporateSplitDefault: number;
  @ApiProperty({ example: 95 }) ukInternationalSplitDefault: number;
  @ApiProperty({ example: 90 }) f2fCnpSplitDefault: number;
}

@ApiTags('public: comparison')
@Controller('api/industry-defaults')
export class IndustryDefaultsController {
  constructor(private readonly defaults: IndustryDefaultsService) {}

  @Get(':sector')
  @Public()
  @ApiOperation({ summary: "A sector's typical figures ('Industry Typical'); keyed by the wizard's sector value" })
  @ApiOkResponse({ type: IndustryDefaultsDto })
  @ApiNotFoundResponse({ description: 'Unknown or inactive sector: the wizard falls back to General Business' })
  // Read from the database on every call (no cache): a change made in the back-office is served at once.
  async get(@Param('sector') sector: string): Promise<IndustryDefaultsDto> {
    const row = await this.defaults.forSector(sector);
    return {
      sectorLabel: row.sectorLabel,
      monthlyTurnoverDefault: row.monthlyTurnoverDefault,
      averageTransactionDefault: row.averageTransactionDefault,
      creditDebitSplitDefault: row.creditDebitSplitDefault,
      personalCorporateSplitDefault: row.personalCorporateSplitDefault,
      ukInternationalSplitDefault: row.ukInternationalSplitDefault,
      f2fCnpSplitDefault: row.f2fCnpSplitDefault,
    };
  }
}
