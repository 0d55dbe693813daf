import { Worker } from 'node:worker_threads';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PDF_WORKER_SOURCE } from './pdf-worker.source';

export interface PdfContent {
  /** The text layer of the first pages. */
  text: string;
  pageCount: number;
  /** PNG renderings of the first pages, only when the text layer is (nearly) empty: a scan to OCR. */
  pageImages: Uint8Array[];
}

/** The PDF itself cannot be read: damaged, password-protected, or too demanding. */
export class UnreadablePdfError extends Error {}

/** The reader could not run at all (a fault of the server, not of the file). */
export class PdfReaderUnavailableError extends Error {}

const LIMITS = {
  /** Text is read from at most this many pages. */
  maxPages: 50,
  /** A scan is rendered and OCR'd for at most this many pages. */
  ocrPages: 3,
  /** Rendering width in pixels: about 200 dpi for A4, enough for OCR of 8 pt print. */
  imageWidth: 1700,
  /** Fewer letters and digits than this and the PDF counts as a scan. */
  minTextChars: 40,
};

const READ_TIMEOUT_MS = 30_000;

interface WorkerReply {
  id: number;
  text?: string;
  pageCount?: number;
  images?: Uint8Array[];
  error?: { name: string; message: string };
}

interface Pending {
  resolve: (content: PdfContent) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Reads PDFs with pdf-parse in a worker thread of its own: parsing and rendering are CPU-bound
 * and must not hold up the API's event loop, a hostile file can be stopped (timeout, memory
 * limit) without harming the process, and pdf.js can load its worker module the way it expects.
 * The thread is created on first use, reused, and ended when the module stops.
 */
@Injectable()
export class PdfTextService implements OnModuleDestroy {
  private readonly logger = new Logger(PdfTextService.name);
  private worker?: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  read(pdf: Uint8Array): Promise<PdfContent> {
    const worker = this.getWorker();
    const id = this.nextId++;
    const data = new Uint8Array(pdf); // a private copy, handed over to the thread
    return new Promise<PdfContent>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.logger.warn(`PDF reading took over ${READ_TIMEOUT_MS} ms; restarting the reader`);
        void this.stop(new UnreadablePdfError('PDF reading timed out'));
      }, READ_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, data, ...LIMITS }, [data.buffer]);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop(new PdfReaderUnavailableError('The application is stopping'));
  }

  private getWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(PDF_WORKER_SOURCE, {
      eval: true,
      workerData: { pdfParsePath: require.resolve('pdf-parse') },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.settle(reply));
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.logger.warn(`PDF reader failed: ${error.message}`);
      const isFileFault = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.stop(isFileFault ? new UnreadablePdfError(error.message) : new PdfReaderUnavailableError(error.message));
    });
    worker.on('exit', () => {
      if (this.worker === worker) void this.stop(new PdfReaderUnavailableError('The PDF reader stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private settle(reply: WorkerReply): void {
    const job = this.pending.get(reply.id);
    if (!job) return;
    this.pending.delete(reply.id);
    clearTimeout(job.timer);
    if (reply.error) {
      job.reject(new UnreadablePdfError(`${reply.error.name}: ${reply.error.message}`));
      return;
    }
    job.resolve({ text: reply.text ?? '', pageCount: reply.pageCount ?? 0, pageImages: reply.images ?? [] });
  }

  /** Ends the thread and fails whatever it was doing; the next read starts a new one. */
  private async stop(reason: Error): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(reason);
      this.pending.delete(id);
    }
    if (worker) await worker.terminate().catch(() => undefined);
  }
}
