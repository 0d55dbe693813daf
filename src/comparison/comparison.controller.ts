import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { answerSchema } from './answer-schema';
import { ComparisonService } from './comparison.service';
import { CompareProvidersDto, ComparisonResultDto } from './dto/compare-providers.dto';

@ApiTags('public: comparison')
@Controller('api/compare-providers')
export class ComparisonController {
  constructor(private readonly comparison: ComparisonService) {}

  @Post()
  @HttpCode(200)
  @PublicWrite()
  @ApiOperation({
    summary: 'Rank every live provider for the business data; records the top 4 as quotes of the profile',
    description: 'Ranking and badges follow src/domain/pricing/README.md. No eligible provider answers an empty list.',
  })
  @ApiVisitorSession()
  @ApiOkResponse({ type: ComparisonResultDto })
  // The answer (about 30 KB) is serialised by a function compiled once from its documented schema.
  @RouteSchema({ response: { 200: answerSchema(ComparisonResultDto) } })
  @ApiNotFoundResponse({ description: "A profile is named (id or businessProfileId) but it is unknown, or the owner's session id is missing or another's" })
  compare(@Body() dto: CompareProvidersDto, @VisitorSession() sessionId?: string): Promise<ComparisonResultDto> {
    return this.comparison.compare(dto, sessionId);
  }
}
