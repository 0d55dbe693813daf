import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { withContentRange } from '../common/list-query/list-query';
import { ListQueryDto } from '../common/list-query/list-query.dto';
import { GalleryImageDto, UploadedImageDto } from './dto/image.dto';
import { IMAGE_FOLDERS } from './image-names';
import { IMAGE_MESSAGES, IMAGE_RULES, ImageRule } from '../domain/catalogue-rules/image-rules';
import { IMAGE_NOT_A_STORED_NAME, UploadsService } from './uploads.service';

const PROCESSING =
  'Judged by content (PNG, JPEG or WEBP), re-encoded as WEBP fitted inside the recommended size with its metadata removed, and stored under a generated name; the record is updated and audited.';

function uploadBody(rule: ImageRule): MethodDecorator {
  return ApiBody({
    schema: {
      type: 'object',
      required: [rule.field],
      properties: {
        [rule.field]: {
          type: 'string',
          format: 'binary',
          description: `PNG, JPEG or WEBP, less than ${rule.maxBytes / 1024 / 1024} MB; fitted inside ${rule.width}x${rule.height}`,
        },
      },
    },
  });
}

@ApiTags('uploads')
@Controller('api')
@Auth('admin', 'staff')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload/provider-logo/:id')
  @ApiOperation({ summary: `Upload a provider's logo (multipart field logo, less than 2 MB, fitted inside 200x80). ${PROCESSING}` })
  @ApiConsumes('multipart/form-data')
  @uploadBody(IMAGE_RULES.logo)
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: `No file in the field, another field, or a file name with a folder path ('${IMAGE_MESSAGES.pathInName}')` })
  @ApiNotFoundResponse({ description: 'No provider with that id' })
  @ApiPayloadTooLargeResponse({ description: `'${IMAGE_RULES.logo.tooLarge}'` })
  @ApiUnsupportedMediaTypeResponse({ description: `'${IMAGE_MESSAGES.wrongType}'` })
  @ApiUnprocessableEntityResponse({
    description: `Damaged or incomplete ('${IMAGE_MESSAGES.unreadable}'), or too many pixels ('${IMAGE_MESSAGES.tooManyPixels}')`,
  })
  uploadLogo(@Param('id', ParseIntPipe) id: number, @Req() request: FastifyRequest, @CurrentUser() user: SessionUser): Promise<UploadedImageDto> {
    return this.uploads.uploadLogo(id, request, user);
  }

  @Post('upload/terminal-image/:id')
  @ApiOperation({ summary: `Upload a terminal's image (multipart field image, less than 5 MB, fitted inside 400x300). ${PROCESSING}` })
  @ApiConsumes('multipart/form-data')
  @uploadBody(IMAGE_RULES['terminal-image'])
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiBadRequestResponse({ description: `No file in the field, another field, or a file name with a folder path ('${IMAGE_MESSAGES.pathInName}')` })
  @ApiNotFoundResponse({ description: 'No terminal with that id' })
  @ApiPayloadTooLargeResponse({ description: `'${IMAGE_RULES['terminal-image'].tooLarge}'` })
  @ApiUnsupportedMediaTypeResponse({ description: `'${IMAGE_MESSAGES.wrongType}'` })
  @ApiUnprocessableEntityResponse({
    description: `Damaged or incomplete ('${IMAGE_MESSAGES.unreadable}'), or too many pixels ('${IMAGE_MESSAGES.tooManyPixels}')`,
  })
  uploadTerminalImage(@Param('id', ParseIntPipe) id: number, @Req() request: FastifyRequest, @CurrentUser() user: SessionUser): Promise<UploadedImageDto> {
    return this.uploads.uploadTerminalImage(id, request, user);
  }

  @Get('uploads')
  @ApiOperation({
    summary:
      'The image gallery: every stored logo and terminal image, with the records that show it (filters: type logo or terminal-image, inUse, id = file names; sort lastModified, filename or id, size, type)',
  })
  @ApiOkResponse({ type: [GalleryImageDto], description: 'Content-Range header carries the total' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<GalleryImageDto[]> {
    return withContentRange(reply, await this.uploads.list(query));
  }

  @Delete('uploads/:folder/:filename')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete an image of the gallery that no provider or terminal shows: DELETE /api/uploads/logos/{filename} or /api/uploads/terminal-images/{filename}; audited. Answers the deleted image.',
  })
  @ApiParam({ name: 'folder', enum: Object.values(IMAGE_FOLDERS), description: 'logos (provider logos) or terminal-images' })
  @ApiParam({ name: 'filename', description: 'The generated name, e.g. 6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp' })
  @ApiOkResponse({ type: GalleryImageDto })
  @ApiBadRequestResponse({ description: `'${IMAGE_NOT_A_STORED_NAME}' (any other name, e.g. one with a path, is refused before the disk is touched)` })
  @ApiNotFoundResponse({ description: 'No such folder or image' })
  @ApiConflictResponse({ description: 'A provider or terminal shows it' })
  remove(@Param('folder') folder: string, @Param('filename') filename: string, @CurrentUser() user: SessionUser): Promise<GalleryImageDto> {
    return this.uploads.remove(folder, filename, user);
  }
}
