import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createCanvas } from '@napi-rs/canvas';
import { ENG_LANG_PATH, OcrFailedError, OcrService } from './ocr.service';

function textPng(text: string): Buffer {
  const canvas = createCanvas(900, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = '44px "DejaVu Sans", "Liberation Sans", sans-serif';
  ctx.fillText(text, 30, 80);
  return canvas.toBuffer('image/png');
}

describe('OcrService (tesseract.js, English, local data)', () => {
  const service = new OcrService();
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => service.onModuleDestroy());

  it('uses the language data shipped in node_modules', () => {
    expect(ENG_LANG_PATH).toContain(join('node_modules', '@tesseract.js-data', 'eng', '4.0.0'));
    expect(existsSync(join(ENG_LANG_PATH, 'eng.traineddata.gz'))).toBe(true);
  });

  it(
    'reads pictures one after another with one worker and writes no cache',
    async () => {
      const before = readdirSync(process.cwd());
      const [first, second] = await Promise.all([service.recognize(textPng('Total sales £1,234.56')), service.recognize(textPng('Transactions 412'))]);
      expect(first.trim()).toBe('Total sales £1,234.56');
      expect(second.trim()).toBe('Transactions 412');
      expect(readdirSync(process.cwd())).toEqual(before);
    },
    60_000,
  );

  it(
    'refuses a picture it cannot decode, then carries on',
    async () => {
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
      await expect(service.recognize(broken)).rejects.toBeInstanceOf(OcrFailedError);
      expect((await service.recognize(textPng('Dojo'))).trim()).toBe('Dojo');
    },
    60_000,
  );

  it(
    'starts a fresh worker after being stopped',
    async () => {
      await service.onModuleDestroy();
      expect((await service.recognize(textPng('SumUp'))).trim()).toBe('SumUp');
    },
    60_000,
  );
});
