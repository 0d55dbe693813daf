import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_FIELD, ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, ATTACHMENT_NAME_MAX_LENGTH } from '../domain/attachment-rules';

export interface AttachmentUpload {
  data: Buffer;
  /** The client's file name, cleaned (its last part, without control characters), for showing only. */
  fileName: string;
}

/**
 * Reads the multipart body of an attachment upload: one file in the `file` field, held in memory
 * up to the limit (as the image and statement uploads read theirs). A longer file is read to its
 * end and dropped, so the answer can say why. Other fields are refused, as DTOs refuse unknown
 * properties.
 */
export async function readAttachmentUpload(request: FastifyRequest): Promise<AttachmentUpload> {
  if (!request.isMultipart()) throw new BadRequestException(ATTACHMENT_MESSAGES.missingFile);
  let upload: AttachmentUpload | undefined;
  let isTooLarge = false;
  const unknown: string[] = [];
  try {
    const options: FastifyMultipartBaseOptions = { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: false };
    const parts: AsyncIterableIterator<Multipart> = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === ATTACHMENT_FIELD) {
        const data = await part.toBuffer();
        isTooLarge = part.file.truncated;
        upload = { data, fileName: cleanFileName(part.filename) };
      } else {
        if (part.type === 'file') await part.toBuffer();
        unknown.push(part.fieldname);
      }
    }
  } catch (error) {
    throw toHttpError(error);
  }
  if (unknown.length) throw new BadRequestException(unknown.map((name) => `property ${name} should not exist`));
  if (isTooLarge) throw new PayloadTooLargeException(ATTACHMENT_MESSAGES.refused);
  if (!upload || upload.data.length === 0) throw new BadRequestException(ATTACHMENT_MESSAGES.missingFile);
  return upload;
}

/** The name shown and offered on download: its last part, no control characters, at most 200 characters (the extension kept). */
export function cleanFileName(raw: string | undefined): string {
  const lastPart = (raw ?? '').split(/[/\\]/).pop()!;
  // eslint-disable-next-line no-control-regex
  const name = lastPart.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!name) return 'attachment';
  if (name.length <= ATTACHMENT_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, ATTACHMENT_NAME_MAX_LENGTH - extension.length) + extension;
}

function toHttpError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new BadRequestException(ATTACHMENT_MESSAGES.oneFile);
  return new BadRequestException(ATTACHMENT_MESSAGES.unreadableUpload);
}
