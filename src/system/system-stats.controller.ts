import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator';
import { SystemStatsDto } from './dto/system-stats.dto';
import { SystemStatsService } from './system-stats.service';

@ApiTags('system')
@Controller('api/crm/admin')
@Auth('admin')
export class SystemStatsController {
  constructor(private readonly system: SystemStatsService) {}

  @Get('system-stats')
  @ApiOperation({ summary: "System statistics (the admin console's eight cards and the administration page's health figures), from real data" })
  @ApiOkResponse({ type: SystemStatsDto })
  stats(): Promise<SystemStatsDto> {
    return this.system.stats();
  }
}
