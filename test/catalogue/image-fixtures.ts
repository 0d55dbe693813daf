import { deflateSync } from 'node:zlib';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Pictures made for the upload tests (sharp, in memory). */
export async function pngPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 110, b: 200, alpha: 0.8 } } })
    .png()
    .toBuffer();
}

/** A noisy JPEG carrying EXIF metadata (an author and a copyright that must not be kept). */
export async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Jane Photographer', Copyright: 'Secret Co' } })
    .toBuffer();
}

export async function webpPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e0a030' } })
    .webp()
    .toBuffer();
}

/** A real PNG cut in half. */
export async function truncatedPng(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .png()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 20000 x 20000 PNG (400 megapixels, one bit a pixel) of a few tens of kilobytes: its
 * zeros would inflate to 50 MB of rows and 1.6 GB of decoded pixels.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows program, whatever it is called. */
export const EXE = Buffer.concat([Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'), Buffer.alloc(2048, 0x41)]);

/** Every file under a folder (relative paths), to prove a refused upload left nothing behind. */
export function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else found.push(`${prefix}${name}`);
    }
  };
  walk(root, '');
  return found.sort();
}
