import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMAGE_MESSAGES, ImageRule, missingFileMessage } from '../domain/catalogue-rules/image-rules';

/**
 * Reads the multipart body of an image upload: one file in the route's field (`logo` or
 * `image`), held in memory up to the route's limit. The client's file name is read as sent (not
 * cut down to its last part) only to refuse one carrying a folder path; it is never used to name
 * anything. Other fields are refused, as DTOs refuse unknown properties.
 */
export async function readImageUpload(request: FastifyRequest, rule: ImageRule): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestException(missingFileMessage(rule));
  let file: Buffer | undefined;
  let isTooLarge = false;
  let hasPath = false;
  const unknown: string[] = [];
  try {
    // Not thrown at the limit: the rest of the body is read (and dropped), so the answer can say why.
    const options: FastifyMultipartBaseOptions = {
      limits: { fileSize: rule.maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: false,
      preservePath: true,
    };
    const parts: AsyncIterableIterator<Multipart> = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === rule.field) {
        const data = await part.toBuffer();
        hasPath = hasFolderPath(part.filename);
        isTooLarge = part.file.truncated;
        file = data;
      } else if (part.type === 'file') {
        await part.toBuffer();
        unknown.push(part.fieldname);
      } else {
        unknown.push(part.fieldname);
      }
    }
  } catch (error) {
    throw toHttpError(error);
  }
  if (unknown.length) throw new BadRequestException(unknown.map((name) => `property ${name} should not exist`));
  if (isTooLarge) throw new PayloadTooLargeException(rule.tooLarge);
  if (hasPath) throw new BadRequestException(IMAGE_MESSAGES.pathInName);
  if (!file || file.length === 0) throw new BadRequestException(missingFileMessage(rule));
  return file;
}

/** A name with a folder in it ('../x.png', 'C:\\x.png', 'a/b.png') or control characters. */
function hasFolderPath(filename: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[/\\]|^\.\.?$|[\u0000-\u001f]/.test(filename);
}

function toHttpError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new BadRequestException(IMAGE_MESSAGES.oneFile);
  if (code === 'FST_FIELDS_LIMIT') return new BadRequestException(IMAGE_MESSAGES.unreadableUpload);
  return new BadRequestException(IMAGE_MESSAGES.unreadableUpload);
}
