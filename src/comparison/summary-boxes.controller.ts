import { Controller, Get, Param, ParseIntPipe, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { ComparisonService } from './comparison.service';
import { QuoteSummaryBoxDto } from './dto/summary-box.dto';

/** The visitor's quotes' summary boxes, one at a time or all four as a PDF, for the profile's owner only. */
@ApiTags('public: comparison')
@Controller('api/business-profiles')
export class SummaryBoxesController {
  constructor(private readonly comparison: ComparisonService) {}

  @Get(':id/summary-boxes.pdf')
  @Public()
  @ApiVisitorSession()
  @ApiOperation({
    summary: "The summary boxes of the profile's quotes as a PDF, one page per quote; needs the owner's session id (X-Session-Id)",
    description: "The profile's saved figures priced with today's catalogue; its best four providers, as its comparison records them.",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf, attachment quote-summary-boxes.pdf', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Unknown id, or the session id is missing or not the one that created the profile' })
  async pdf(@Param('id') id: string, @VisitorSession() sessionId?: string): Promise<StreamableFile> {
    const file = await this.comparison.summaryBoxesPdf(id, sessionId);
    return new StreamableFile(file.pdf, { type: 'application/pdf', disposition: `attachment; filename="${file.filename}"` });
  }

  @Get(':id/summary-boxes/:providerId')
  @Public()
  @ApiVisitorSession()
  @ApiOperation({
    summary: "One provider's summary box for the profile's figures; needs the owner's session id (X-Session-Id)",
    description:
      "The profile's saved figures priced with today's catalogue, as POST /api/compare-providers prices them: every monthly line, the totals, the one-off fees, the terms and the effective rates. The comparison's answer leaves the boxes out; the wizard asks for one when the visitor opens it.",
  })
  @ApiOkResponse({ type: QuoteSummaryBoxDto })
  @ApiNotFoundResponse({ description: 'Unknown profile, the session id missing or not the one that created it, or a provider the comparison does not rank' })
  summaryBox(
    @Param('id') id: string,
    @Param('providerId', ParseIntPipe) providerId: number,
    @VisitorSession() sessionId?: string,
  ): Promise<QuoteSummaryBoxDto> {
    return this.comparison.summaryBox(id, providerId, sessionId);
  }
}
