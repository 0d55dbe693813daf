import { Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { ApiVisitorSession, visitorSessionOf } from '../profiles/visitor-session.decorator';
import { ClientGoneSignal } from './client-gone.decorator';
import { AnalysisResponseDto } from './dto/analysis-response.dto';
import { OneAnalysisPerClientInterceptor } from './one-analysis-per-client.interceptor';
import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from './statement-messages';
import { readStatementUpload } from './statement-upload';
import { StatementsService } from './statements.service';

@ApiTags('public: statement analysis')
@Controller('api')
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Post('analyze-document')
  @HttpCode(200)
  @PublicWrite()
  @UseInterceptors(OneAnalysisPerClientInterceptor)
  @ApiOperation({
    summary: 'Read a card statement (PDF, JPG, PNG; 10 MB at most) and answer the figures found',
    description:
      "The file type is judged by its content. PDFs are read from their text layer (scans are OCR'd); images are OCR'd. The file is held in memory for the request only and never stored. One upload per client at a time; reading runs in bounded queues with deadlines and stops when the client goes away.",
  })
  @ApiVisitorSession()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['document', 'businessProfileId'],
      properties: {
        document: { type: 'string', format: 'binary', description: 'The statement: PDF, JPEG or PNG, at most 10 MB' },
        businessProfileId: { type: 'string', format: 'uuid', description: 'The id answered when the business profile was created' },
      },
    },
  })
  @ApiOkResponse({ type: AnalysisResponseDto, description: 'Figures found (possibly none) and a summary sentence' })
  @ApiBadRequestResponse({ description: `No business profile id ('${STATEMENT_MESSAGES.profileRequired}') or no file ('${STATEMENT_MESSAGES.fileRequired}')` })
  @ApiNotFoundResponse({
    description: `No business profile with that id, or the owner's X-Session-Id is missing or another's ('${STATEMENT_MESSAGES.profileRequired}')`,
  })
  @ApiPayloadTooLargeResponse({ description: `'${STATEMENT_MESSAGES.tooLarge}'` })
  @ApiUnsupportedMediaTypeResponse({ description: `Not a PDF, JPEG or PNG by content ('${STATEMENT_MESSAGES.unsupportedType}')` })
  @ApiUnprocessableEntityResponse({
    description: `A damaged or password-protected PDF, or a scanned page too large to render ('${STATEMENT_MESSAGES.unreadablePdf}'); a picture that cannot be decoded, whose size cannot be read or over 50 megapixels ('${STATEMENT_MESSAGES.unreadableImage}'); a document not read within its deadline`,
  })
  @ApiTooManyRequestsResponse({ description: `The same client's previous upload is still being read ('${STATEMENT_MESSAGES.oneAtATime}'); or:` })
  @ApiServiceUnavailableResponse({
    description: `Too many documents waiting to be read ('${STATEMENT_MESSAGES.busy}'), or the PDF reader or OCR could not start ('${STATEMENT_MESSAGES.unavailable}')`,
  })
  async analyze(@Req() request: FastifyRequest, @ClientGoneSignal() clientGone: AbortSignal): Promise<AnalysisResponseDto> {
    return this.statements.analyze(await readStatementUpload(request, STATEMENT_MAX_BYTES), visitorSessionOf(request), clientGone);
  }
}
