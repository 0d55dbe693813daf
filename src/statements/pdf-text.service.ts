import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { imageSize } from './file-type';
import { JobTimedOutError, QueueLimits } from './job-queue';
import { PDF_WORKER_SOURCE } from './pdf-worker.source';
import { MAX_TEXT_CHARS } from './statement-values';
import { PoolLoad, WorkerCrashedError, WorkerJobError, WorkerPool } from './worker-pool';

export interface PdfContent {
  /** The text layer of the first pages, cut to MAX_TEXT_CHARS. */
  text: string;
  pageCount: number;
  /** PNG renderings of the first pages, only when the text layer is (nearly) empty: a scan to OCR. */
  pageImages: Uint8Array[];
}

/** The PDF itself cannot be read: damaged, password-protected, or too demanding. */
export class UnreadablePdfError extends Error {}

/** The reader could not run at all (a fault of the server, not of the file). */
export class PdfReaderUnavailableError extends Error {}

/** A rendered page larger than this (at 1700 px wide: taller than about 2.5 A4 pages) is refused. */
const MAX_PAGE_PIXELS = 10_000_000;

const LIMITS = {
  /** Text is read from at most this many pages. */
  maxPages: 50,
  /** A scan is rendered and OCR'd for at most this many pages. */
  ocrPages: 3,
  /** Rendering width in pixels: about 200 dpi for A4, enough for OCR of 8 pt print. */
  imageWidth: 1700,
  /** Fewer letters and digits than this and the PDF counts as a scan. */
  minTextChars: 40,
  maxTextChars: MAX_TEXT_CHARS,
  maxPagePixels: MAX_PAGE_PIXELS,
};

export interface PdfReaderOptions {
  /** Threads, waiting jobs and the deadline of one read. */
  limits: QueueLimits;
  /** Heap of one thread: past it the thread is ended and its PDF counts as unreadable. */
  maxHeapMb: number;
}

/** Two threads (the machine's cores), four PDFs waiting at most, 30 s a PDF, 512 MB a thread. */
export const DEFAULT_PDF_READER_OPTIONS: PdfReaderOptions = {
  limits: { concurrency: 2, maxWaiting: 4, timeoutMs: 30_000 },
  maxHeapMb: 512,
};

/** Nest token for other reader options (tests); the defaults apply when nothing is provided. */
export const PDF_READER_OPTIONS = Symbol('PDF_READER_OPTIONS');

interface PdfJob extends Record<keyof typeof LIMITS, number> {
  data: Uint8Array;
}

interface PdfReply {
  text: string;
  pageCount: number;
  images: Uint8Array[];
}

/**
 * Reads PDFs with pdf-parse in worker threads (WorkerPool): parsing and rendering are CPU-bound
 * and must not hold up the API's event loop, and pdf.js can load its worker module the way it
 * expects. Each thread reads one PDF at a time, so a hostile file that times out, runs out of
 * memory or is given up by its client ends its own thread and fails alone.
 */
@Injectable()
export class PdfTextService implements OnModuleDestroy {
  private readonly logger = new Logger(PdfTextService.name);
  private readonly pool: WorkerPool<PdfJob, PdfReply>;

  constructor(@Optional() @Inject(PDF_READER_OPTIONS) options: PdfReaderOptions = DEFAULT_PDF_READER_OPTIONS) {
    const pdfParsePath = require.resolve('pdf-parse');
    this.pool = new WorkerPool({
      name: 'PDF reader',
      ...options.limits,
      create: () => new Worker(PDF_WORKER_SOURCE, { eval: true, workerData: { pdfParsePath }, resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } }),
    });
  }

  get load(): PoolLoad {
    return this.pool.load;
  }

  /**
   * The text (and, for a scan, page images) of a PDF. Rejects with UnreadablePdfError for a file
   * that cannot be read, PdfReaderUnavailableError when the reader cannot run, and as
   * JobQueue.run when the queue is full or `signal` aborts.
   */
  async read(pdf: Uint8Array, signal?: AbortSignal): Promise<PdfContent> {
    const data = new Uint8Array(pdf); // a private copy, handed over to the thread
    let reply: PdfReply;
    try {
      reply = await this.pool.run({ data, ...LIMITS }, [data.buffer], signal);
    } catch (error) {
      throw this.readError(error);
    }
    // The thread checked page sizes before drawing; the PNGs it answers are checked again here.
    for (const image of reply.images) {
      const size = imageSize(image, 'png');
      if (!size || size.width * size.height > MAX_PAGE_PIXELS) throw new UnreadablePdfError('A rendered page is unreadable or too large');
    }
    return { text: reply.text, pageCount: reply.pageCount, pageImages: reply.images };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
  }

  private readError(error: unknown): unknown {
    if (error instanceof WorkerJobError) return new UnreadablePdfError(error.message);
    if (error instanceof JobTimedOutError) {
      this.logger.warn(`${error.message}: the thread was ended`);
      return new UnreadablePdfError('PDF reading timed out');
    }
    if (error instanceof WorkerCrashedError) {
      this.logger.warn(`PDF reader thread failed: ${error.message}`);
      return error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new UnreadablePdfError(error.message) : new PdfReaderUnavailableError(error.message);
    }
    return error;
  }
}
