import { hasBytesAt, sniffImageType } from '../../domain/image-type';

/**
 * What an uploaded document really is (a statement, an activity's attachment), judged by its
 * first bytes (magic numbers), never by its name or declared type: PDF, or a PNG or JPEG picture
 * (recognised by image-type.ts). Pure.
 */
export type DocumentType = 'pdf' | 'jpeg' | 'png';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The type of a document from its content, or null when it is none of PDF, JPEG, PNG. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (hasBytesAt(bytes, PDF)) return 'pdf';
  const image = sniffImageType(bytes);
  return image === 'png' || image === 'jpeg' ? image : null;
}
