import { dirname, join } from 'node:path';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'tesseract.js';

/**
 * English language data shipped in node_modules: OCR never downloads anything. The full 4.0.0
 * data, not the LSTM-only 4.0.0_best_int: that one holds about 85 MB less of the OCR thread's
 * memory but read a statement picture about three times slower here (8.7 s against 2.6 s), which
 * a visitor waits for and which a shutdown's 10 s drain could not cover.
 */
export const ENG_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

/** Where tesseract.js writes the language data, in the OCR thread's in-memory file system. */
const TRAINED_DATA_FILE = '/eng.traineddata';

/** The image cannot be read (not decodable, or too slow to read). */
export class OcrFailedError extends Error {}

/** OCR could not start (a fault of the server, not of the image). */
export class OcrUnavailableError extends Error {}

/**
 * tesseract.js (English) in its own worker thread, created on first use and reused. It reads one picture at a time: OcrService queues the pictures
 * and ends the thread (stop) when a job runs past its deadline or its client goes away. Worker
 * script and WASM core load from node_modules, language data from @tesseract.js-data/eng, and no
 * cache is read or written.
 */
@Injectable()
export class TesseractOcr implements OnModuleDestroy {
  private readonly logger = new Logger(TesseractOcr.name);
  private worker?: Promise<Worker>;

  /** The text of a PNG or JPEG image ('' when it holds none). Throws OcrFailedError when the image cannot be decoded. */
  async recognize(image: Uint8Array): Promise<string> {
    const worker = await this.getWorker();
    try {
      const result = await worker.recognize(Buffer.from(image));
      return result.data.text ?? '';
    } catch (error) {
      throw new OcrFailedError(error instanceof Error ? error.message : String(error));
    }
  }

  /** Ends the thread, and any recognition with it; the next picture starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    try {
      await (await worker).terminate();
    } catch {
      // already gone
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  private getWorker(): Promise<Worker> {
    if (!this.worker) {
      const started = Date.now();
      // Loaded with the first picture, not when the server starts (issue 26).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { createWorker, OEM, PSM } = require('tesseract.js') as typeof import('tesseract.js');
      const worker = createWorker('eng', OEM.LSTM_ONLY, {
        langPath: ENG_LANG_PATH,
        gzip: true,
        cacheMethod: 'none',
        logger: () => undefined,
        errorHandler: (error: unknown) => this.logger.debug(`OCR worker: ${String(error)}`),
      })
        .then(async (created) => {
          // A single column of text of mixed sizes: keeps each table row (label ... value) on one
          // line, which automatic page layout splits into columns, and keeps large headings
          // (the provider's name), which a single uniform block drops.
          await created.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, preserve_interword_spaces: '1', user_defined_dpi: '300' });
          // tesseract has read the language data into its own memory; the copy that tesseract.js
          // wrote to the thread's in-memory file system (23 MB) is never read again (issue 26).
          await created.FS('unlink', [TRAINED_DATA_FILE]);
          this.logger.log(`OCR worker ready in ${Date.now() - started} ms`);
          return created;
        })
        .catch((error: unknown) => {
          if (this.worker === worker) this.worker = undefined;
          throw new OcrUnavailableError(`OCR could not start: ${String(error)}`);
        });
      this.worker = worker;
    }
    return this.worker;
  }
}
