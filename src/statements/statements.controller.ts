import { Controller, HttpCode, Post, Req } from '@nestjs/common';
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
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PublicWrite } from '../common/decorators/public-write.decorator';
import { ApiVisitorSession, visitorSessionOf } from '../profiles/visitor-session.decorator';
import { AnalysisResponseDto } from './dto/analysis-response.dto';
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
  @ApiOperation({
    summary: 'Read a card statement (PDF, JPG, PNG; 10 MB at most) and answer the figures found',
    description:
      'The file type is judged by its content. PDFs are read from their text layer (scans are OCR\'d); images are OCR\'d. The file is held in memory for the request only and never stored.',
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
  @ApiNotFoundResponse({ description: `No business profile with that id, or the owner's X-Session-Id is missing or another's ('${STATEMENT_MESSAGES.profileRequired}')` })
  @ApiPayloadTooLargeResponse({ description: `'${STATEMENT_MESSAGES.tooLarge}'` })
  @ApiUnsupportedMediaTypeResponse({ description: `Not a PDF, JPEG or PNG by content ('${STATEMENT_MESSAGES.unsupportedType}')` })
  @ApiUnprocessableEntityResponse({ description: `A damaged or password-protected PDF ('${STATEMENT_MESSAGES.unreadablePdf}') or an undecodable image` })
  @ApiServiceUnavailableResponse({ description: 'The PDF reader or OCR could not start' })
  async analyze(@Req() request: FastifyRequest): Promise<AnalysisResponseDto> {
    return this.statements.analyze(await readStatementUpload(request, STATEMENT_MAX_BYTES), visitorSessionOf(request));
  }
}
