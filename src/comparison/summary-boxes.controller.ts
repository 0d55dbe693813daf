import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ApiVisitorSession, VisitorSession } from '../profiles/visitor-session.decorator';
import { ComparisonService } from './comparison.service';

/** The visitor's quotes' summary boxes to keep: a PDF, for the profile's owner only. */
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
}
