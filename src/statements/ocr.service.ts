import { Injectable } from '@nestjs/common';
import { JobQueue, JobTimedOutError, QueueLimits, QueueLoad } from './job-queue';
import { OcrFailedError, TesseractOcr } from './tesseract-ocr';

export { ENG_LANG_PATH, OcrFailedError, OcrUnavailableError } from './tesseract-ocr';

/**
 * One OCR thread (tesseract is CPU-bound and the machine small); four jobs may wait, a fifth is
 * refused (busy) rather than left waiting for minutes; a job (all pictures of one upload) has
 * 60 s.
 */
export const OCR_LIMITS: QueueLimits = { concurrency: 1, maxWaiting: 4, timeoutMs: 60_000 };

/**
 * Text from images, one upload's pictures at a time, through a bounded queue (job-queue.ts). A
 * job past its deadline, or whose client went away, ends the tesseract thread (TesseractOcr.stop)
 * so no recognition is left running; the next job starts a new thread.
 */
@Injectable()
export class OcrService {
  private readonly queue = new JobQueue('OCR', OCR_LIMITS);

  constructor(private readonly engine: TesseractOcr) {}

  get load(): QueueLoad {
    return this.queue.load;
  }

  /**
   * The text of each picture (PNG or JPEG; '' for one without text). Rejects with OcrFailedError
   * for a picture that cannot be decoded or read in time, OcrUnavailableError when OCR cannot
   * start, and as JobQueue.run when the queue is full or `signal` aborts.
   */
  async recognize(images: readonly Uint8Array[], signal?: AbortSignal): Promise<string[]> {
    try {
      return await this.queue.run((jobSignal) => this.readAll(images, jobSignal), signal);
    } catch (error) {
      if (error instanceof JobTimedOutError) throw new OcrFailedError('OCR timed out');
      throw error;
    }
  }

  private async readAll(images: readonly Uint8Array[], signal: AbortSignal): Promise<string[]> {
    const texts: string[] = [];
    for (const image of images) texts.push(await this.readOne(image, signal));
    return texts;
  }

  /** One picture; when `signal` aborts, the thread is ended and the picture given up. */
  private readOne(image: Uint8Array, signal: AbortSignal): Promise<string> {
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<string>((resolve, reject) => {
      const onAbort = (): void => {
        void this.engine.stop().then(() => reject(signal.reason));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.engine.recognize(image).then(
        (text) => {
          signal.removeEventListener('abort', onAbort);
          resolve(text);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }
}
