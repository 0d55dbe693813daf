import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createCanvas } from '@napi-rs/canvas';
import { JobCancelledError, QueueFullError } from './job-queue';
import { ENG_LANG_PATH, OCR_LIMITS, OcrFailedError, OcrService } from './ocr.service';
import { TesseractOcr } from './tesseract-ocr';

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
  const engine = new TesseractOcr();
  const service = new OcrService(engine);
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => engine.onModuleDestroy());

  it('uses the language data shipped in node_modules', () => {
    expect(ENG_LANG_PATH).toContain(join('node_modules', '@tesseract.js-data', 'eng', '4.0.0'));
    expect(existsSync(join(ENG_LANG_PATH, 'eng.traineddata.gz'))).toBe(true);
  });

  it('reads pictures one after another with one worker and writes no cache', async () => {
    const before = readdirSync(process.cwd());
    const [[first, second], [third]] = await Promise.all([
      service.recognize([textPng('Total sales £1,234.56'), textPng('Transactions 412')]),
      service.recognize([textPng('Card sales £8,450.20')]),
    ]);
    expect(first.trim()).toBe('Total sales £1,234.56');
    expect(second.trim()).toBe('Transactions 412');
    expect(third.trim()).toBe('Card sales £8,450.20');
    expect(readdirSync(process.cwd())).toEqual(before);
  }, 60_000);

  it('refuses a picture it cannot decode, then carries on', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
    await expect(service.recognize([broken])).rejects.toBeInstanceOf(OcrFailedError);
    expect((await service.recognize([textPng('Dojo')]))[0].trim()).toBe('Dojo');
  }, 60_000);

  it('starts a fresh worker after being stopped', async () => {
    await engine.onModuleDestroy();
    expect((await service.recognize([textPng('SumUp')]))[0].trim()).toBe('SumUp');
  }, 60_000);
});

/** The engine held: each recognition waits until the test lets them all go. */
function heldEngine() {
  const engine = new TesseractOcr();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const recognize = jest.spyOn(engine, 'recognize').mockImplementation((image) => released.then(() => `read ${image[0]}`));
  const stop = jest.spyOn(engine, 'stop').mockResolvedValue();
  return { engine, recognize, stop, release };
}

const picture = (n: number) => new Uint8Array([n]);

describe('OcrService (queue, deadline, cancelling)', () => {
  afterEach(() => jest.useRealTimers());

  it(`reads one upload at a time; with ${OCR_LIMITS.maxWaiting} waiting, one more is refused as busy`, async () => {
    const { engine, recognize, release } = heldEngine();
    const service = new OcrService(engine);
    const jobs = [1, 2, 3, 4, 5].map((n) => service.recognize([picture(n)]));
    expect(service.load).toEqual({ running: 1, waiting: 4 });
    await expect(service.recognize([picture(6)])).rejects.toBeInstanceOf(QueueFullError);
    release();
    await expect(Promise.all(jobs)).resolves.toEqual([['read 1'], ['read 2'], ['read 3'], ['read 4'], ['read 5']]);
    expect(recognize).toHaveBeenCalledTimes(5);
  });

  it('ends the OCR thread when the client of the running upload goes away; the next upload goes ahead', async () => {
    const { engine, recognize, stop, release } = heldEngine();
    const service = new OcrService(engine);
    const client = new AbortController();
    const gone = service.recognize([picture(1), picture(2)], client.signal);
    const next = service.recognize([picture(3)]);
    expect(recognize).toHaveBeenCalledTimes(1);
    client.abort();
    await expect(gone).rejects.toBeInstanceOf(JobCancelledError);
    expect(stop).toHaveBeenCalledTimes(1);
    release();
    await expect(next).resolves.toEqual(['read 3']);
    expect(recognize.mock.calls.map(([image]) => image[0])).toEqual([1, 3]);
  });

  it('never reads a waiting upload whose client went away', async () => {
    const { engine, recognize, stop, release } = heldEngine();
    const service = new OcrService(engine);
    const client = new AbortController();
    const first = service.recognize([picture(1)]);
    const gone = service.recognize([picture(2)], client.signal);
    client.abort();
    await expect(gone).rejects.toBeInstanceOf(JobCancelledError);
    release();
    await first;
    expect(recognize).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
  });

  it(`ends the OCR thread of an upload still being read after ${OCR_LIMITS.timeoutMs / 1000} s: the picture counts as unreadable`, async () => {
    jest.useFakeTimers();
    const { engine, stop } = heldEngine();
    const service = new OcrService(engine);
    const slow = service.recognize([picture(1)]);
    jest.advanceTimersByTime(OCR_LIMITS.timeoutMs);
    await expect(slow).rejects.toEqual(new OcrFailedError('OCR timed out'));
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
