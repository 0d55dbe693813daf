import { dirname, join } from 'node:path';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createWorker, OEM, PSM, Worker } from 'tesseract.js';

/** English language data shipped in node_modules: OCR never downloads anything. */
export const ENG_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

/** One picture should never take this long; past it the worker is replaced. */
const OCR_TIMEOUT_MS = 60_000;

/** The image cannot be read (not decodable, or too slow to read). */
export class OcrFailedError extends Error {}

/** OCR could not start (a fault of the server, not of the image). */
export class OcrUnavailableError extends Error {}

/**
 * Text from images with tesseract.js (English). One worker thread is created on first use,
 * reused, and ended when the module stops; pictures are read one at a time. Worker script and
 * WASM core load from node_modules, language data from @tesseract.js-data/eng, and no cache is
 * read or written.
 */
@Injectable()
export class OcrService implements OnModuleDestroy {
  private readonly logger = new Logger(OcrService.name);
  private worker?: Promise<Worker>;
  private queue: Promise<unknown> = Promise.resolve();

  /** The text of a PNG or JPEG image ('' when it holds none). Throws OcrFailedError when the image cannot be decoded. */
  recognize(image: Uint8Array): Promise<string> {
    const job = this.queue.then(() => this.run(image));
    this.queue = job.catch(() => undefined);
    return job;
  }

  async onModuleDestroy(): Promise<void> {
    await this.reset();
  }

  private async run(image: Uint8Array): Promise<string> {
    const worker = await this.getWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new OcrFailedError('OCR timed out')), OCR_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([worker.recognize(Buffer.from(image)), timeout]);
      return result.data.text ?? '';
    } catch (error) {
      if (error instanceof OcrFailedError) {
        await this.reset();
        throw error;
      }
      throw new OcrFailedError(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  private getWorker(): Promise<Worker> {
    if (!this.worker) {
      const started = Date.now();
      this.worker = createWorker('eng', OEM.LSTM_ONLY, {
        langPath: ENG_LANG_PATH,
        gzip: true,
        cacheMethod: 'none',
        logger: () => undefined,
        errorHandler: (error: unknown) => this.logger.debug(`OCR worker: ${String(error)}`),
      })
        .then(async (worker) => {
          // A single column of text of mixed sizes: keeps each table row (label ... value) on one
          // line, which automatic page layout splits into columns, and keeps large headings
          // (the provider's name), which a single uniform block drops.
          await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, preserve_interword_spaces: '1', user_defined_dpi: '300' });
          this.logger.log(`OCR worker ready in ${Date.now() - started} ms`);
          return worker;
        })
        .catch((error: unknown) => {
          this.worker = undefined;
          throw new OcrUnavailableError(`OCR could not start: ${String(error)}`);
        });
    }
    return this.worker;
  }

  private async reset(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    try {
      await (await worker).terminate();
    } catch {
      // already gone
    }
  }
}
