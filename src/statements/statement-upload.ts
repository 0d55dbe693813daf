import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { STATEMENT_MESSAGES } from './statement-messages';

export interface UploadedStatement {
  /** The file, held in memory only: it is never written to disk. */
  data: Buffer;
  /** The file was longer than the limit and was cut off. */
  isTruncated: boolean;
}

export interface StatementUpload {
  businessProfileId?: string;
  file?: UploadedStatement;
}

const FILE_FIELD = 'document';
const PROFILE_FIELD = 'businessProfileId';

function toHttpError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new BadRequestException(STATEMENT_MESSAGES.oneFile);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(STATEMENT_MESSAGES.tooLarge);
  return new BadRequestException(STATEMENT_MESSAGES.unreadableUpload);
}

/**
 * Reads the multipart body of POST /api/analyze-document: the `document` file and the
 * `businessProfileId` field, in either order. The file is buffered in memory up to `maxBytes`
 * (a longer file comes back truncated, so the caller answers 413 after checking the profile).
 * Other fields are refused, as DTOs refuse unknown properties.
 */
export async function readStatementUpload(request: FastifyRequest, maxBytes: number): Promise<StatementUpload> {
  if (!request.isMultipart()) return {};
  const upload: StatementUpload = {};
  const unknown: string[] = [];
  try {
    // Not thrown on a long file: the rest of the form is still read, so the profile is checked first.
    const options: FastifyMultipartBaseOptions = { limits: { fileSize: maxBytes, files: 1, fields: 10 }, throwFileSizeLimit: false };
    const parts: AsyncIterableIterator<Multipart> = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === FILE_FIELD) upload.file = { data, isTruncated: part.file.truncated };
        else unknown.push(part.fieldname);
      } else if (part.fieldname === PROFILE_FIELD) {
        if (upload.businessProfileId === undefined && typeof part.value === 'string') upload.businessProfileId = part.value.trim();
      } else {
        unknown.push(part.fieldname);
      }
    }
  } catch (error) {
    throw toHttpError(error);
  }
  if (unknown.length) throw new BadRequestException(unknown.map((name) => `property ${name} should not exist`));
  return upload;
}
