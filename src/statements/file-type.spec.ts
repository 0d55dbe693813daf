import { createCanvas } from '@napi-rs/canvas';
import { imageSize, sniffFileType } from './file-type';

function picture(width: number, height: number): { png: Buffer; jpeg: Buffer } {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  return { png: canvas.toBuffer('image/png'), jpeg: canvas.toBuffer('image/jpeg') };
}

describe('sniffFileType (by content, never by name)', () => {
  it('recognises PDF, PNG and JPEG by their magic bytes', () => {
    const { png, jpeg } = picture(20, 10);
    expect(sniffFileType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
    expect(sniffFileType(png)).toBe('png');
    expect(sniffFileType(jpeg)).toBe('jpeg');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00]))).toBe('jpeg');
  });

  it('refuses everything else, including near misses', () => {
    expect(sniffFileType(Buffer.from('Total sales £1,000.00'))).toBeNull();
    expect(sniffFileType(Buffer.from(' %PDF-1.7'))).toBeNull(); // not at the start
    expect(sniffFileType(Buffer.from('%PDF'))).toBeNull(); // no dash
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull(); // PNG signature cut short
    expect(sniffFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileType(Buffer.from('PK\u0003\u0004'))).toBeNull(); // docx / zip
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads the pixel size of a PNG and a JPEG from their headers', () => {
    const { png, jpeg } = picture(321, 123);
    expect(imageSize(png, 'png')).toEqual({ width: 321, height: 123 });
    expect(imageSize(jpeg, 'jpeg')).toEqual({ width: 321, height: 123 });
  });

  it('answers null for headers it cannot read', () => {
    expect(imageSize(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'jpeg')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x12, 0x34, 0x56, 0x78]), 'jpeg')).toBeNull();
  });
});
