import { DocumentType, sniffDocumentType } from '../common/files/document-type';

/**
 * What an uploaded statement really is, judged by its first bytes (common/files/document-type.ts,
 * the one home of the signatures), and the pixel size of a picture. Pure: no framework imports.
 */

export type StatementFileType = DocumentType;

/** The type of a statement file from its content, or null when it is none of PDF, JPEG, PNG. */
export function sniffFileType(bytes: Uint8Array): StatementFileType | null {
  return sniffDocumentType(bytes);
}

export interface ImageSize {
  width: number;
  height: number;
}

function readUint16(bytes: Uint8Array, at: number): number {
  return (bytes[at] << 8) | bytes[at + 1];
}

function readUint32(bytes: Uint8Array, at: number): number {
  return ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
}

/** Start-of-frame markers that carry the picture size (baseline, progressive, lossless...). */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Pixel size of a PNG or JPEG from its header, or null when the header cannot be read.
 * Used to refuse decompression bombs before OCR decodes them.
 */
export function imageSize(bytes: Uint8Array, type: 'png' | 'jpeg'): ImageSize | null {
  if (type === 'png') {
    // Signature (8) + IHDR length (4) + 'IHDR' (4) + width (4) + height (4).
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
  }
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    const length = readUint16(bytes, at + 2);
    if (length < 2) return null;
    if (JPEG_SOF.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: readUint16(bytes, at + 5), width: readUint16(bytes, at + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data began without a frame header
    at += 2 + length;
  }
  return null;
}
